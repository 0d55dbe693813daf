import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTabParam } from './useTabParam';

export interface TabbedScreenProps<Key extends string> {
  title: string;
  subtitle?: string;
  tabs: readonly { key: Key; label: string; content: ReactNode }[];
}

/** A screen of tabs (the admin console, the administration page): the open tab is in the address. */
export const TabbedScreen = <Key extends string>({ title, subtitle, tabs }: TabbedScreenProps<Key>) => {
  const [current, setCurrent] = useTabParam(tabs.map((tab) => tab.key));
  const open = tabs.find((tab) => tab.key === current) ?? tabs[0];
  return (
    <Box component="section" aria-labelledby="screen-heading" sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography id="screen-heading" variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      <Tabs value={current} onChange={(_event, value: Key) => setCurrent(value)} variant="scrollable" allowScrollButtonsMobile aria-label={title}>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={`tab-${tab.key}`} aria-controls={`panel-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${open.key}`} aria-labelledby={`tab-${open.key}`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {open.content}
      </Box>
    </Box>
  );
};
