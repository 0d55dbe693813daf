import { Box, Stack } from '@mui/material';
import { FilterForm, ListBase, Title } from 'react-admin';
import { CUSTOMERS } from '../../../messages';
import { customerFilters } from '../customerFilters';
import { CustomerViewSwitch } from '../CustomerViewSwitch';
import { PipelineBoard } from './PipelineBoard';
import { useCurrentUser } from '../../../useCurrentUser';

/**
 * The pipeline board at /crm/customers/pipeline (PIPELINE_PATH): lead management's leads by status.
 * ListBase gives it the customer list's filter state (react-admin's store and the address), so
 * the list and the board show the same customers; its own list query is off, as the board's
 * columns load their statuses themselves.
 */
export const PipelinePage = () => {
  const { user } = useCurrentUser();
  const filters = customerFilters({ withStatus: false, withProvider: user !== undefined && user.role !== 'partner' });
  return (
    <ListBase resource="customers" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} queryOptions={{ enabled: false }}>
      <Title title={CUSTOMERS.pipelineTitle} />
      <Box component="section" aria-label={CUSTOMERS.pipelineTitle} sx={{ py: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <FilterForm filters={filters} />
          <CustomerViewSwitch current="pipeline" />
        </Stack>
        <PipelineBoard />
      </Box>
    </ListBase>
  );
};
