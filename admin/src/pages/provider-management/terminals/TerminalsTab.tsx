import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { CATALOGUE_STATUSES } from '@domain/catalogue-rules';
import { CardGrid } from '../components/CardGrid';
import { ListStates } from '../components/ListStates';
import { NativeSelect } from '../components/NativeSelect';
import { SearchField } from '../components/SearchField';
import { TERMINAL_TYPE_OPTIONS } from '../providerForm';
import { PROVIDERS } from '../providerTexts';
import { useDebounced } from '../useDebounced';
import { useTerminals } from '../useCatalogue';
import { TerminalCard, type TerminalCardActions } from './TerminalCard';

const STATUS_OPTIONS = CATALOGUE_STATUSES.map((status) => ({ value: status, label: PROVIDERS.statusLabels[status] }));

/** The Terminals tab: search by name or type, status and type filters (the server filters), and the cards. */
export const TerminalsTab = ({ total, ...actions }: { total: number | undefined } & TerminalCardActions) => {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const q = useDebounced(search.trim());
  const { data, isPending, error, refetch } = useTerminals({ q, status, type });

  return (
    <Stack spacing={2}>
      <Box role="search" aria-label="Filter terminals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <SearchField label={PROVIDERS.searchTerminals} value={search} onChange={setSearch} />
        <NativeSelect
          label={PROVIDERS.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          emptyLabel={PROVIDERS.all}
          onChange={setStatus}
          sx={{ flex: '1 1 140px' }}
        />
        <NativeSelect
          label={PROVIDERS.typeFilter}
          value={type}
          options={TERMINAL_TYPE_OPTIONS}
          emptyLabel={PROVIDERS.all}
          onChange={setType}
          sx={{ flex: '1 1 140px' }}
        />
      </Box>
      {data && total !== undefined && (
        <Typography role="status" color="text.secondary">
          {PROVIDERS.terminalCount(data.total, total)}
        </Typography>
      )}
      <ListStates
        isPending={isPending}
        error={error}
        isEmpty={data?.data.length === 0}
        loadingLabel={PROVIDERS.loadingTerminals}
        emptyText={PROVIDERS.noTerminals}
        onRetry={() => void refetch()}
      >
        <CardGrid label={PROVIDERS.tabs.terminals}>
          {data?.data.map((terminal) => (
            <TerminalCard key={terminal.id} terminal={terminal} {...actions} />
          ))}
        </CardGrid>
      </ListStates>
    </Stack>
  );
};
