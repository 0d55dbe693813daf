import { Box, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { customerSourceLabel, sectorLabel } from '@domain/vocabulary';
import type { CustomerRow } from '../../api/types';
import { formatDate, formatGBP } from '../../format';
import { CUSTOMERS } from '../../messages';
import { CustomerActions } from './CustomerActions';
import { CustomerContact } from './CustomerContact';
import { CustomersEmpty } from './CustomersEmpty';
import { LeadStatusSelect } from './LeadStatusSelect';

/** One customer on a phone: the table's columns stacked, the status dropdown and the actions. */
const CustomerCard = ({ row }: { row: CustomerRow }) => {
  const details = [
    [CUSTOMERS.columns.sector, sectorLabel(row.businessSector) || CUSTOMERS.notGiven],
    [CUSTOMERS.columns.source, customerSourceLabel(row.source)],
    [CUSTOMERS.columns.turnover, formatGBP(row.monthlyTurnover) || CUSTOMERS.notGiven],
    [CUSTOMERS.columns.provider, row.selectedProvider?.name ?? CUSTOMERS.noProvider],
    [CUSTOMERS.columns.created, formatDate(row.createdAt)],
  ];
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.businessName || CUSTOMERS.unnamed}
        </Typography>
        <CustomerContact row={row} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
          {details.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Divider />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <LeadStatusSelect row={row} />
          <CustomerActions row={row} />
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The customer list on a phone (the table is wider than the screen), as the users list does. */
export const CustomerCards = () => {
  const { data, isPending } = useListContext<CustomerRow>();
  if (isPending) return <LinearProgress aria-label={CUSTOMERS.loading} />;
  if (!data || data.length === 0) return <CustomersEmpty />;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((row) => (
        <CustomerCard key={row.id} row={row} />
      ))}
    </Stack>
  );
};
