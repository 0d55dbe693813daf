import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export interface CatalogueTab {
  key: string;
  label: string;
  content: () => ReactNode;
}

/** Tabs with their panels (only the chosen one is mounted, so a tab's lists load when it is opened). */
export const CatalogueTabs = ({ tabs }: { tabs: CatalogueTab[] }) => {
  const [current, setCurrent] = useState(tabs[0].key);
  const chosen = tabs.find((tab) => tab.key === current) ?? tabs[0];
  return (
    <Box>
      <Tabs
        value={chosen.key}
        onChange={(_, key: string) => setCurrent(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Catalogue sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={`catalogue-tab-${tab.key}`} aria-controls={`catalogue-panel-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`catalogue-panel-${chosen.key}`} aria-labelledby={`catalogue-tab-${chosen.key}`}>
        {chosen.content()}
      </Box>
    </Box>
  );
};
