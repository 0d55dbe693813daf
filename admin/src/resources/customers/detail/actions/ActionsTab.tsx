import { useCanAccess } from 'react-admin';
import type { CustomerDetailView } from '../customerDetailView';
import { EmptyNote, Section } from '../Section';
import { TaskList } from '../tasks/TaskList';
import { ContactActions } from './ContactActions';
import { DeleteCustomerButton } from './DeleteCustomerButton';
import { StatusSelect } from './StatusSelect';

/** Send Email, Log Call, Add Note, Create Task, Complete Task, Change Status and (not for partners) Delete Customer. */
export const ActionsTab = ({ view }: { view: CustomerDetailView }) => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  return (
    <>
      <Section id="actions-contact" title="Contact">
        <ContactActions customerId={view.id} customerEmail={view.header.email} />
      </Section>
      <Section id="actions-status" title="Lead status">
        <StatusSelect leadId={view.header.latestLeadId} status={view.header.status} />
      </Section>
      <Section id="actions-tasks" title="Open tasks">
        {view.pendingTasks.length > 0 ? <TaskList tasks={view.pendingTasks} /> : <EmptyNote>No open tasks.</EmptyNote>}
      </Section>
      {canDelete && (
        <Section id="actions-delete" title="Delete customer">
          <DeleteCustomerButton customerId={view.id} businessName={view.header.businessName} />
        </Section>
      )}
    </>
  );
};
