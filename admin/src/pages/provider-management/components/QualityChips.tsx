import { Chip, Stack } from '@mui/material';
import type { CatalogueStatus } from '@domain/catalogue-rules';
import { qualityTone, statusBadge, type BadgeTone } from '../catalogueView';
import { PROVIDERS } from '../providerTexts';

/**
 * The badge colours (green Live, yellow 'Draft (85%+)', red 'Draft (Incomplete)'), each with
 * text at WCAG AA contrast (MUI's own warning orange under white text is only 3.3:1).
 */
export const TONE_STYLES: Record<BadgeTone, { bgcolor: string; color: string; borderColor: string }> = {
  success: { bgcolor: '#1b5e20', color: '#ffffff', borderColor: '#1b5e20' },
  warning: { bgcolor: '#ffe082', color: '#3e2700', borderColor: '#b28704' },
  error: { bgcolor: '#b71c1c', color: '#ffffff', borderColor: '#b71c1c' },
  default: { bgcolor: '#eeeeee', color: '#212121', borderColor: '#9e9e9e' },
};

export interface QualityChipsProps {
  status: CatalogueStatus;
  score: number;
  version?: number;
}

/** The status badge (Live, 'Draft (85%+)', 'Draft (Incomplete)'), the quality score coloured by tier (85 high, 50 medium) and the data version. */
export const QualityChips = ({ status, score, version }: QualityChipsProps) => {
  const badge = statusBadge(status, score);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={badge.label} data-badge={badge.tone} sx={{ ...TONE_STYLES[badge.tone], fontWeight: 600 }} />
      <Chip size="small" label={PROVIDERS.quality(score)} variant="outlined" sx={{ ...TONE_STYLES[qualityTone(score)], border: 1 }} />
      {version !== undefined && <Chip size="small" label={PROVIDERS.version(version)} variant="outlined" />}
    </Stack>
  );
};
