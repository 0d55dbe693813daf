import { Alert, Stack } from '@mui/material';
import { Loading } from 'react-admin';
import { canAccess } from '../../canAccess';
import { useCurrentUser } from '../../useCurrentUser';
import { AccessDeniedPage } from '../AccessDeniedPage';
import { AuthenticationErrorPage } from '../AuthenticationErrorPage';
import { CatalogueDialogs } from './CatalogueDialogs';
import { CatalogueTabs, type CatalogueTab } from './CatalogueTabs';
import { AuditTrailTab } from './audit/AuditTrailTab';
import { PageHeader } from './PageHeader';
import { ProvidersTab } from './providers/ProvidersTab';
import { PROVIDERS } from './providerTexts';
import { DataStandardsTab } from './standards/DataStandardsTab';
import { SummaryCards } from './SummaryCards';
import { TerminalsTab } from './terminals/TerminalsTab';
import { isSignedOut, useCount } from './useCatalogue';
import { usePageDialogs } from './usePageDialogs';

/**
 * Provider management at /crm/provider-management: header, summary cards and
 * the Providers, Terminals, Audit Trail and Data Standards tabs with their dialogs. Admins and
 * staff change the catalogue; a partner reads its own provider and terminals (the server scopes
 * them) with no edit, upload, delete or audit controls, and sets its own provider's webhook
 * (the webhook dialog; admins may too). A 401 shows the
 * Authentication Error panel, which goes to /crm/login after 1 second.
 */
export const ProviderManagementPage = () => {
  const { user, isPending } = useCurrentUser();
  const { dialog, open, close } = usePageDialogs();
  const providerTotal = useCount('providers', {});
  const terminalTotal = useCount('terminals', {});
  if (isPending) return <Loading />;
  if (!canAccess(user?.role, 'providers', 'list')) return <AccessDeniedPage />;
  if (isSignedOut(providerTotal.error) || isSignedOut(terminalTotal.error)) return <AuthenticationErrorPage />;

  const canEdit = canAccess(user?.role, 'providers', 'edit');
  const canReadAudit = canAccess(user?.role, 'audit', 'list');
  const canUpload = canAccess(user?.role, 'uploads', 'create');
  const tabs: CatalogueTab[] = [
    {
      key: 'providers',
      label: PROVIDERS.tabs.providers,
      content: () => (
        <ProvidersTab
          total={providerTotal.data}
          onEdit={canEdit ? (provider) => open({ kind: 'edit-provider', provider }) : undefined}
          onAudit={canReadAudit ? (provider) => open({ kind: 'audit', provider }) : undefined}
          onWebhook={(provider) => open({ kind: 'webhook', provider, canChange: canAccess(user?.role, 'webhooks', 'edit') })}
          onUpload={canUpload ? (provider) => open({ kind: 'logo', provider }) : undefined}
          onAddTerminal={canEdit ? (provider) => open({ kind: 'add-terminal', provider }) : undefined}
          onDelete={canAccess(user?.role, 'providers', 'delete') ? (provider) => open({ kind: 'delete-provider', provider }) : undefined}
        />
      ),
    },
    {
      key: 'terminals',
      label: PROVIDERS.tabs.terminals,
      content: () => (
        <TerminalsTab
          total={terminalTotal.data}
          onEdit={canEdit ? (terminal) => open({ kind: 'edit-terminal', terminal }) : undefined}
          onDelete={canAccess(user?.role, 'terminals', 'delete') ? (terminal) => open({ kind: 'delete-terminal', terminal }) : undefined}
          onUpload={canUpload ? (terminal) => open({ kind: 'terminal-image', terminal }) : undefined}
        />
      ),
    },
    ...(canReadAudit ? [{ key: 'audit', label: PROVIDERS.tabs.audit, content: () => <AuditTrailTab /> }] : []),
    { key: 'standards', label: PROVIDERS.tabs.standards, content: () => <DataStandardsTab /> },
  ];

  return (
    <Stack component="main" spacing={3} sx={{ py: 2, minWidth: 0, contain: 'inline-size' }}>
      <PageHeader onAdd={canEdit ? () => open({ kind: 'add-provider' }) : undefined} onGallery={canUpload ? () => open({ kind: 'gallery' }) : undefined} />
      {!canEdit && <Alert severity="info">{PROVIDERS.readOnlyNote}</Alert>}
      <SummaryCards canReadAudit={canReadAudit} />
      <CatalogueTabs tabs={tabs} />
      {dialog && <CatalogueDialogs dialog={dialog} onClose={close} />}
    </Stack>
  );
};
