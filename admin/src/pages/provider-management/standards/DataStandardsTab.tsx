import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import {
  AUTHORIZATION_FEE_PENCE,
  MERCHANT_COMPARE_RATING,
  MONEY_POUNDS,
  PROVIDER_REQUIRED_FIELDS,
  QUALITY_THRESHOLDS,
  RATE_PERCENT,
  TERMINAL_REQUIRED_FIELDS,
  TRUSTPILOT_RATING,
  CONTRACT_TERM_MONTHS,
} from '@domain/catalogue-rules';
import type { ReactNode } from 'react';
import { formatGBP } from '../../../format';
import { PROVIDER_REQUIRED_LABELS, TERMINAL_REQUIRED_LABELS } from '../catalogueView';
import { STANDARDS } from '../providerTexts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: 2 }}>
    <Typography variant="h6" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Lines = ({ lines }: { lines: readonly string[] }) => (
  <List dense disablePadding>
    {lines.map((line) => (
      <ListItem key={line} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5 }}>
        {line}
      </ListItem>
    ))}
  </List>
);

/** The bounds of fees, rentals and ratings, from the very constants the server's DTOs enforce. */
const BOUND_LINES = [
  `Debit and credit fees, min and max: ${RATE_PERCENT.min}% to ${RATE_PERCENT.max}%, the minimum not above the maximum.`,
  `Authorisation fee: ${AUTHORIZATION_FEE_PENCE.min}p to ${AUTHORIZATION_FEE_PENCE.max}p.`,
  `Monthly minimum, set-up fee, rentals: ${formatGBP(MONEY_POUNDS.min)} to ${formatGBP(MONEY_POUNDS.max)}, pounds and pence.`,
  "Terminal rental range: typed as 'min-max' in pounds and pence (e.g. '19.95-34.99'), the minimum not above the maximum.",
  `Merchant Compare rating: a whole number from ${MERCHANT_COMPARE_RATING.min} to ${MERCHANT_COMPARE_RATING.max}.`,
  `Trustpilot rating: ${TRUSTPILOT_RATING.min.toFixed(1)} to ${TRUSTPILOT_RATING.max.toFixed(1)}, one decimal place.`,
  `Contract term: ${CONTRACT_TERM_MONTHS.join(', ')} months (0: no fixed term).`,
];

/** The Data Standards tab: required fields, scoring thresholds, bounds and automations, from the rule's own module. */
export const DataStandardsTab = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
    <Section title={`${STANDARDS.requiredProvider}: ${PROVIDER_REQUIRED_FIELDS.length}`}>
      <Lines lines={PROVIDER_REQUIRED_FIELDS.map((field) => PROVIDER_REQUIRED_LABELS[field])} />
    </Section>
    <Section title={`${STANDARDS.requiredTerminal}: ${TERMINAL_REQUIRED_FIELDS.length}`}>
      <Lines lines={TERMINAL_REQUIRED_FIELDS.map((field) => TERMINAL_REQUIRED_LABELS[field])} />
    </Section>
    <Section title={STANDARDS.thresholds}>
      <Lines lines={STANDARDS.thresholdLines(QUALITY_THRESHOLDS.live, QUALITY_THRESHOLDS.high, QUALITY_THRESHOLDS.medium)} />
    </Section>
    <Section title={STANDARDS.bounds}>
      <Lines lines={BOUND_LINES} />
    </Section>
    <Section title={STANDARDS.automations}>
      <Lines lines={STANDARDS.automationLines} />
    </Section>
  </Box>
);
