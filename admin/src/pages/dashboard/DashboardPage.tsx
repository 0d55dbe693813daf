import { useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import type { StatType } from '../../api/types';
import { canAccess } from '../../canAccess';
import { GmailPanel } from '../../gmail/GmailPanel';
import { DASHBOARD } from '../../messages';
import { ROLE_LABELS } from '../../roles';
import { useCrmQuery } from '../../useCrmQuery';
import { useCurrentUser } from '../../useCurrentUser';
import { analyticsKey } from '../analytics/analyticsKeys';
import { DEFAULT_DASHBOARD_PERIOD, isCompletePeriod, toAnalyticsPeriod, type DashboardPeriodState } from './dashboardPeriod';
import { DashboardPeriodFilter } from './DashboardPeriodFilter';
import { PipelineStages } from './PipelineStages';
import { DEFAULT_STAGE, pipelineStages } from './pipelineStages';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StageDetails } from './StageDetails';
import { TaskPanel } from './TaskPanel';

/**
 * The dashboard at /crm and /crm/dashboard: the period, the six-stage pipeline with the
 * selected stage's details, the user's tasks, quick actions, the recent activity and, for admins,
 * the Gmail panel; all real figures from the API (a partner's scoped to its own provider by the server).
 */
export const DashboardPage = () => {
  const { user, isPending } = useCurrentUser();
  const [periodState, setPeriodState] = useState(DEFAULT_DASHBOARD_PERIOD);
  // The period asked for: the choice once it is complete (a custom range with its days), else the last one.
  const [askedState, setAskedState] = useState(DEFAULT_DASHBOARD_PERIOD);
  const [stage, setStage] = useState<StatType | null>(DEFAULT_STAGE);
  const period = useMemo(() => toAnalyticsPeriod(askedState), [askedState]);
  const changePeriod = (next: DashboardPeriodState) => {
    setPeriodState(next);
    if (isCompletePeriod(next)) setAskedState(next);
  };
  const figures = useCrmQuery(analyticsKey('dashboard', period), (dataProvider) => dataProvider.getAnalyticsDashboard(period), user !== undefined);

  if (isPending || !user) return <Loading />;

  return (
    <Box component="section" aria-labelledby="dashboard-heading" sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography id="dashboard-heading" variant="h4" component="h1">
            {DASHBOARD.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography>{DASHBOARD.welcome(user.name)}</Typography>
            <Chip size="small" label={ROLE_LABELS[user.role]} />
            {user.role === 'partner' && user.providerId !== null && <Chip size="small" color="secondary" label={DASHBOARD.providerAccess} />}
          </Stack>
        </Box>
        <DashboardPeriodFilter value={periodState} onChange={changePeriod} />
      </Stack>

      <Card component="section" aria-label={DASHBOARD.pipeline} variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {DASHBOARD.pipeline}
          </Typography>
          {figures.error ? <Alert severity="error">{DASHBOARD.figuresFailed}</Alert> : null}
          <PipelineStages stages={pipelineStages(figures.data?.conversionFunnel)} selected={stage} onSelect={setStage} />
          {stage ? <StageDetails stage={stage} period={period} /> : <Typography color="text.secondary">{DASHBOARD.pipelineHint}</Typography>}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        <TaskPanel userId={user.id} period={period} />
        <QuickActions role={user.role} />
        <RecentActivity />
      </Box>
      {canAccess(user.role, 'dashboard-gmail', 'list') && <GmailPanel />}
    </Box>
  );
};
