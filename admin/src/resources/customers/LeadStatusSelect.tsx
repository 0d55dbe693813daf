import { useState } from 'react';
import { MenuItem, Select, Typography, type SelectChangeEvent } from '@mui/material';
import type { CustomerRow, LeadStatus } from '../../api/types';
import { CUSTOMERS } from '../../messages';
import { isLeadStatus, LEAD_STATUSES } from '@domain/vocabulary/lead-statuses';
import { LeadStatusChip } from './LeadStatusChip';
import { useChangeLeadStatus } from './useChangeLeadStatus';

/**
 * The status dropdown of a customer's latest lead (any status, in any order). The
 * chosen status shows at once and the dropdown waits (disabled) until the server has answered and
 * the list is fetched again; if the change failed it shows the saved status again.
 */
export const LeadStatusSelect = ({ row }: { row: CustomerRow }) => {
  const changeStatus = useChangeLeadStatus();
  const [pending, setPending] = useState<LeadStatus | null>(null);
  const saved = row.latestLead?.status ?? null;

  if (!row.latestLead || saved === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {CUSTOMERS.noLead}
      </Typography>
    );
  }

  const leadId = row.latestLead.id;
  const name = row.businessName || CUSTOMERS.unnamed;
  const onChange = async (event: SelectChangeEvent<LeadStatus>) => {
    const next = event.target.value;
    if (!isLeadStatus(next) || next === saved) return;
    setPending(next);
    // Resolves once the list has been fetched again (the row then carries the new status), or failed.
    await changeStatus(leadId, next);
    setPending(null);
  };

  return (
    <Select<LeadStatus>
      size="small"
      variant="standard"
      disableUnderline
      value={pending ?? saved}
      onChange={onChange}
      readOnly={pending !== null}
      inputProps={{ 'aria-label': CUSTOMERS.statusOf(name) }}
      renderValue={(value) => <LeadStatusChip status={value} />}
      sx={{ '& .MuiSelect-select': { py: 0.5 } }}
    >
      {LEAD_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <LeadStatusChip status={status} sx={{ cursor: 'inherit' }} />
        </MenuItem>
      ))}
    </Select>
  );
};
