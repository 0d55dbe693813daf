import type { ReactNode } from 'react';
import { Box, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_DETAIL } from '../../../messages';
import { ActionsTab } from './actions/ActionsTab';
import { ActivityTab } from './activity/ActivityTab';
import { CommunicationsTab } from './communications/CommunicationsTab';
import type { CustomerDetailView } from './customerDetailView';
import { OverviewTab } from './overview/OverviewTab';

export const TAB_KEYS = ['overview', 'communications', 'activity', 'actions'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => (TAB_KEYS as readonly (string | null)[]).includes(value);

const tabId = (key: TabKey) => `customer-tab-${key}`;
const panelId = (key: TabKey) => `customer-tabpanel-${key}`;

const panels: Record<TabKey, (view: CustomerDetailView) => ReactNode> = {
  overview: (view) => <OverviewTab view={view} />,
  communications: (view) => <CommunicationsTab emails={view.emails} />,
  activity: (view) => <ActivityTab activities={view.activities} />,
  actions: (view) => <ActionsTab view={view} />,
};

/** The four tabs; the open one is in the address (?tab=activity), so a reload keeps it. */
export const CustomerTabs = ({ view }: { view: CustomerDetailView }) => {
  const [params, setParams] = useSearchParams();
  // The four labels are wider than a phone: there the bar scrolls (with its arrows); elsewhere it fits.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const requested = params.get('tab');
  const current: TabKey = isTabKey(requested) ? requested : 'overview';

  const open = (key: TabKey) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
        <Tabs
          value={current}
          onChange={(_, key: TabKey) => open(key)}
          aria-label="Customer sections"
          variant={isSmall ? 'scrollable' : 'standard'}
          scrollButtons={isSmall}
          allowScrollButtonsMobile
        >
          {TAB_KEYS.map((key) => (
            <Tab key={key} value={key} label={CUSTOMER_DETAIL.tabs[key]} id={tabId(key)} aria-controls={key === current ? panelId(key) : undefined} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ pt: 2, minWidth: 0 }}>
        {panels[current](view)}
      </Box>
    </>
  );
};
