import { Link, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { CustomerRow } from '../../../api/types';
import { formatGBP } from '../../../format';
import { PIPELINE } from '../../../messages';
import { customerPath } from '../../../paths';

/** What a card says: the business (a link to the customer's screen), the contact, the turnover. */
export const PipelineCardDetails = ({ row, name }: { row: CustomerRow; name: string }) => {
  const lead = row.latestLead;
  return (
    <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
      <Link component={LinkBase} to={customerPath(row.id)} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Link>
      {lead && <Typography variant="body2">{`${lead.firstName} ${lead.lastName}`.trim()}</Typography>}
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {lead.email}
        </Typography>
      )}
      {row.monthlyTurnover !== null && (
        <Typography variant="body2" color="text.secondary">
          {PIPELINE.turnover(formatGBP(row.monthlyTurnover))}
        </Typography>
      )}
    </Stack>
  );
};
