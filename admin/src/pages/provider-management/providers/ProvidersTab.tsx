import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { CATALOGUE_STATUSES, QUALITY_TIERS } from '@domain/catalogue-rules';
import { CardGrid } from '../components/CardGrid';
import { ListStates } from '../components/ListStates';
import { NativeSelect } from '../components/NativeSelect';
import { SearchField } from '../components/SearchField';
import { PROVIDERS } from '../providerTexts';
import { useDebounced } from '../useDebounced';
import { useProviders } from '../useCatalogue';
import { ProviderCard, type ProviderCardActions } from './ProviderCard';

const STATUS_OPTIONS = CATALOGUE_STATUSES.map((status) => ({ value: status, label: PROVIDERS.statusLabels[status] }));
const QUALITY_OPTIONS = QUALITY_TIERS.map((tier) => ({ value: tier, label: PROVIDERS.qualityLabels[tier] }));

/**
 * The Providers tab: search by name or support location, status and quality filters (the
 * server filters: q, status, quality), 'x of y providers', and the cards.
 */
export const ProvidersTab = ({ total, ...actions }: { total: number | undefined } & ProviderCardActions) => {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [quality, setQuality] = useState('');
  const q = useDebounced(search.trim());
  const { data, isPending, error, refetch } = useProviders({ q, status, quality });

  return (
    <Stack spacing={2}>
      <Box role="search" aria-label="Filter providers" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <SearchField label={PROVIDERS.searchProviders} value={search} onChange={setSearch} />
        <NativeSelect
          label={PROVIDERS.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          emptyLabel={PROVIDERS.all}
          onChange={setStatus}
          sx={{ flex: '1 1 140px' }}
        />
        <NativeSelect
          label={PROVIDERS.qualityFilter}
          value={quality}
          options={QUALITY_OPTIONS}
          emptyLabel={PROVIDERS.all}
          onChange={setQuality}
          sx={{ flex: '1 1 180px' }}
        />
      </Box>
      {data && total !== undefined && (
        <Typography role="status" color="text.secondary">
          {PROVIDERS.count(data.total, total)}
        </Typography>
      )}
      <ListStates
        isPending={isPending}
        error={error}
        isEmpty={data?.data.length === 0}
        loadingLabel={PROVIDERS.loading}
        emptyText={PROVIDERS.noProviders}
        onRetry={() => void refetch()}
      >
        <CardGrid label={PROVIDERS.tabs.providers}>
          {data?.data.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} {...actions} />
          ))}
        </CardGrid>
      </ListStates>
    </Stack>
  );
};
