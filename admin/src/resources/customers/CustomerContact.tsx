import { Link, Stack, Typography } from '@mui/material';
import type { CustomerRow } from '../../api/types';
import { CUSTOMERS } from '../../messages';

/** The latest lead's contact: name, email (mailto) and phone (tel); 'No lead yet' without a lead. */
export const CustomerContact = ({ row }: { row: CustomerRow }) => {
  const lead = row.latestLead;
  if (!lead) {
    return (
      <Typography variant="body2" color="text.secondary">
        {CUSTOMERS.noLead}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2">{`${lead.firstName} ${lead.lastName}`.trim()}</Typography>
      <Link href={`mailto:${lead.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {lead.email}
      </Link>
      <Link href={`tel:${lead.phone.replace(/\s+/g, '')}`} variant="body2" color="text.secondary">
        {lead.phone}
      </Link>
    </Stack>
  );
};
