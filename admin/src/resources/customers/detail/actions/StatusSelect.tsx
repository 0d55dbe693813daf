import { MenuItem, TextField } from '@mui/material';
import type { LeadStatus } from '../../../../api/types';
import { userFacingMessage } from '../../../../httpClient';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { LeadStatusChip } from '../header/LeadStatusChip';
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@domain/vocabulary/lead-statuses';
import { useCustomerAction } from '../useCustomerAction';

/** The failure's words: the server's message for a refusal, else the error's own text. */
const failureMessage = (error: unknown): string | undefined => userFacingMessage(error) ?? (error instanceof Error ? error.message : undefined);

const LATEST_LEAD_HINT = "Changes the latest application's status; the change is written to the activity.";

/** The select of one lead: any of the four statuses, sent at once (PATCH /api/crm/leads/{leadId}/status). */
export const LeadStatusField = ({
  leadId,
  status,
  label = 'Status',
  helperText = LATEST_LEAD_HINT,
}: {
  leadId: number;
  status: LeadStatus;
  label?: string;
  helperText?: string;
}) => {
  const action = useCustomerAction((dataProvider, next: LeadStatus) => dataProvider.changeLeadStatus(leadId, next), {
    success: CUSTOMER_DETAIL.statusUpdated,
    failure: (error) => CUSTOMER_DETAIL.statusUpdateFailed(failureMessage(error)),
  });
  return (
    <TextField
      select
      label={label}
      value={status}
      disabled={action.isPending}
      onChange={(event) => {
        const next = event.target.value;
        if (isLeadStatus(next) && next !== status) action.mutate(next);
      }}
      sx={{ width: 360, maxWidth: '100%' }}
      helperText={helperText}
    >
      {LEAD_STATUSES.map((option) => (
        <MenuItem key={option} value={option}>
          {LEAD_STATUS_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Change Status: any of the four, in any order, on the latest lead; the server
 * writes the change to the timeline. A customer without a lead has no status to change.
 */
export const StatusSelect = ({ leadId, status }: { leadId: number | null; status: LeadStatus | null }) =>
  leadId === null || status === null ? <LeadStatusChip status={null} /> : <LeadStatusField leadId={leadId} status={status} />;
