import { Chip } from '@mui/material';
import type { LeadStatus } from '../../../../api/types';
import { LEAD_STATUS_LABELS } from '@domain/vocabulary/lead-statuses';
import { LEAD_STATUS_COLOURS } from '../../leadStatus';

/** The latest lead's status in its colour (created grey, quoted blue, applied green, closed red). */
export const LeadStatusChip = ({ status }: { status: LeadStatus | null }) =>
  status ? (
    <Chip label={LEAD_STATUS_LABELS[status]} color={LEAD_STATUS_COLOURS[status]} size="small" data-status={status} />
  ) : (
    <Chip label="No application yet" variant="outlined" size="small" />
  );
