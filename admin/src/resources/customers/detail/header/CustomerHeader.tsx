import { Box, Link, Stack, Typography } from '@mui/material';
import { CustomersBackLink } from '../CustomersBackLink';
import type { CustomerHeaderView } from '../customerDetailView';
import { FactList, type Fact } from '../FactList';
import { LeadStatusChip } from './LeadStatusChip';

const contactFacts = (header: CustomerHeaderView): Fact[] => {
  const facts: Fact[] = [
    { label: 'Application reference', value: header.applicationReference ?? 'None yet' },
    { label: 'Contact', value: header.contactName ?? 'Not given' },
  ];
  if (header.email) facts.push({ label: 'Email', value: <Link href={`mailto:${header.email}`}>{header.email}</Link> });
  if (header.phone) facts.push({ label: 'Phone', value: <Link href={`tel:${header.phone.replace(/\s+/g, '')}`}>{header.phone}</Link> });
  facts.push({ label: 'Selected provider', value: header.providerName ?? 'None selected' });
  return facts;
};

/** Business name, latest lead status, reference, contact details and selected provider. */
export const CustomerHeader = ({ header }: { header: CustomerHeaderView }) => (
  <Box component="header">
    <CustomersBackLink />
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, my: 1 }}>
      <Typography id="customer-name" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {header.businessName}
      </Typography>
      <LeadStatusChip status={header.status} />
    </Stack>
    <FactList facts={contactFacts(header)} />
  </Box>
);
