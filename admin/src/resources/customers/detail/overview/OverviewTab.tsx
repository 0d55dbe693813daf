import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess } from 'react-admin';
import { EditBusinessDetailsDialog } from '../corrections/EditBusinessDetailsDialog';
import type { CustomerDetailView } from '../customerDetailView';
import { FactList } from '../FactList';
import { EmptyNote, Section } from '../Section';
import { TaskList } from '../tasks/TaskList';
import { LeadList } from './LeadList';
import { QuoteList } from './QuoteList';

/** Edit business details: for admins and staff (the server refuses partners). */
const EditBusinessDetails = ({ view }: { view: CustomerDetailView }) => {
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'edit-business' });
  const [isOpen, setIsOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setIsOpen(true)} sx={{ mb: 1.5 }}>
        Edit business details
      </Button>
      <EditBusinessDetailsDialog customerId={view.id} details={view.businessDetails} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
};

/** The business profile as staff see it, every application, the quotes, and up to 3 tasks (pending first). */
export const OverviewTab = ({ view }: { view: CustomerDetailView }) => (
  <>
    <Section id="overview-profile" title="Business profile">
      <EditBusinessDetails view={view} />
      <FactList facts={view.facts} />
    </Section>
    <Section id="overview-leads" title="Applications">
      {view.leads.length > 0 ? <LeadList leads={view.leads} /> : <EmptyNote>No applications yet.</EmptyNote>}
    </Section>
    <Section id="overview-quotes" title="Quotes">
      {view.quotes.length > 0 ? <QuoteList quotes={view.quotes} /> : <EmptyNote>No quotes yet.</EmptyNote>}
    </Section>
    <Section id="overview-tasks" title="Tasks">
      {view.overviewTasks.length > 0 ? <TaskList tasks={view.overviewTasks} /> : <EmptyNote>No tasks yet.</EmptyNote>}
    </Section>
  </>
);
