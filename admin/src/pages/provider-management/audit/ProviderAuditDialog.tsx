import type { ProviderWithScores } from '../../../api/catalogueTypes';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { ListStates } from '../components/ListStates';
import { AUDIT } from '../providerTexts';
import { useProviderAudit } from '../useCatalogue';
import { AuditList } from './AuditList';

/** A provider's audit history (a dialog): its own entries, newest first, with old and new values. */
export const ProviderAuditDialog = ({ provider, onClose }: { provider: ProviderWithScores; onClose: () => void }) => {
  const { data, isPending, error, refetch } = useProviderAudit(provider.id);
  const title = AUDIT.historyTitle(provider.name);
  return (
    <CatalogueDialog title={title} onClose={onClose}>
      <ListStates
        isPending={isPending}
        error={error}
        isEmpty={data?.data.length === 0}
        loadingLabel={AUDIT.loading}
        emptyText={AUDIT.empty}
        onRetry={() => void refetch()}
      >
        <AuditList entries={data?.data ?? []} label={title} showRecord={false} />
      </ListStates>
    </CatalogueDialog>
  );
};
