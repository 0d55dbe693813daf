import { useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Loading } from 'react-admin';
import type { IndustryDefault } from '../../api/catalogueTypes';
import { canAccess } from '../../canAccess';
import { useCurrentUser } from '../../useCurrentUser';
import { AccessDeniedPage } from '../AccessDeniedPage';
import { AuthenticationErrorPage } from '../AuthenticationErrorPage';
import { CardGrid } from '../provider-management/components/CardGrid';
import { ListStates } from '../provider-management/components/ListStates';
import { INDUSTRY_DEFAULTS, PROVIDERS } from '../provider-management/providerTexts';
import { isSignedOut, useIndustryDefaults } from '../provider-management/useCatalogue';
import { EditIndustryDefaultDialog } from './EditIndustryDefaultDialog';
import { SectorCard } from './SectorCard';

/**
 * Industry defaults at /crm/industry-defaults (admin and staff): a
 * grid of sector cards, each with its edit dialog. What is saved is what the public wizard's
 * industry-defaults call answers from then on.
 */
export const IndustryDefaultsPage = () => {
  const { user, isPending: isUserPending } = useCurrentUser();
  const isAllowed = canAccess(user?.role, 'industry-defaults', 'list');
  const [editing, setEditing] = useState<IndustryDefault | null>(null);
  const { data, isPending, error, refetch } = useIndustryDefaults(isAllowed);
  if (isUserPending) return <Loading />;
  if (!isAllowed) return <AccessDeniedPage />;
  if (isSignedOut(error)) return <AuthenticationErrorPage />;

  return (
    <Stack component="main" spacing={3} sx={{ py: 2, minWidth: 0, contain: 'inline-size' }}>
      <Box>
        <Link component={LinkBase} to="/" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {PROVIDERS.backToCrm}
        </Link>
        <Typography variant="h5" component="h1">
          {INDUSTRY_DEFAULTS.title}
        </Typography>
      </Box>
      <ListStates
        isPending={isPending}
        error={error}
        isEmpty={data?.data.length === 0}
        loadingLabel={INDUSTRY_DEFAULTS.loading}
        emptyText={INDUSTRY_DEFAULTS.empty}
        onRetry={() => void refetch()}
      >
        <CardGrid label={INDUSTRY_DEFAULTS.title}>
          {data?.data.map((sector) => (
            <SectorCard key={sector.id} sector={sector} onEdit={() => setEditing(sector)} />
          ))}
        </CardGrid>
      </ListStates>
      {editing && <EditIndustryDefaultDialog sector={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
