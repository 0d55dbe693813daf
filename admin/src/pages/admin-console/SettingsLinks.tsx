import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { ADMIN_CONSOLE } from '../../messages';
import { ANALYTICS_PATH, INDUSTRY_DEFAULTS_PATH } from '../../paths';

const LINKS = [
  { to: INDUSTRY_DEFAULTS_PATH, title: ADMIN_CONSOLE.industryDefaults, text: ADMIN_CONSOLE.industryDefaultsText },
  { to: ANALYTICS_PATH, title: ADMIN_CONSOLE.analyticsDashboard, text: ADMIN_CONSOLE.analyticsDashboardText },
];

/** System settings: the industry defaults and the analytics dashboard. */
export const SettingsLinks = () => (
  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
    {LINKS.map((link) => (
      <Card key={link.to} variant="outlined" sx={{ flex: 1 }}>
        <CardActionArea component={LinkBase} to={link.to}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {link.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {link.text}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    ))}
  </Stack>
);
