import { Chip } from '@mui/material';
import type { LeadStatus } from '../../../../api/types';
import { LeadStatusChip as StatusChip } from '../../LeadStatusChip';

/** The latest lead's status: the customers' status chip, or a note that there is no application yet. */
export const LeadStatusChip = ({ status }: { status: LeadStatus | null }) =>
  status ? <StatusChip status={status} /> : <Chip label="No application yet" variant="outlined" size="small" />;
