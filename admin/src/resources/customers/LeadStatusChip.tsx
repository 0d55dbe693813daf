import { Chip, type ChipProps } from '@mui/material';
import type { LeadStatus } from '../../api/types';
import { leadStatusLabel } from '@domain/vocabulary/lead-statuses';
import { LEAD_STATUS_COLOURS } from './leadStatus';

/** A lead status in its colour (created grey, quoted blue, applied green, closed red). */
export const LeadStatusChip = ({ status, ...props }: { status: LeadStatus } & Omit<ChipProps, 'color' | 'label'>) => (
  <Chip size="small" color={LEAD_STATUS_COLOURS[status]} label={leadStatusLabel(status)} data-status={status} {...props} />
);
