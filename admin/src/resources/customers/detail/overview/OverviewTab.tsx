import type { CustomerDetailView } from '../customerDetailView';
import { FactList } from '../FactList';
import { EmptyNote, Section } from '../Section';
import { TaskList } from '../tasks/TaskList';
import { QuoteList } from './QuoteList';

/** The business profile as staff see it, the quotes, and up to 3 tasks (pending first). */
export const OverviewTab = ({ view }: { view: CustomerDetailView }) => (
  <>
    <Section id="overview-profile" title="Business profile">
      <FactList facts={view.facts} />
    </Section>
    <Section id="overview-quotes" title="Quotes">
      {view.quotes.length > 0 ? <QuoteList quotes={view.quotes} /> : <EmptyNote>No quotes yet.</EmptyNote>}
    </Section>
    <Section id="overview-tasks" title="Tasks">
      {view.overviewTasks.length > 0 ? <TaskList tasks={view.overviewTasks} /> : <EmptyNote>No tasks yet.</EmptyNote>}
    </Section>
  </>
);
