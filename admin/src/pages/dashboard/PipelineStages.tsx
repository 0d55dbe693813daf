import { Box, ToggleButton, Typography } from '@mui/material';
import type { StatType } from '../../api/types';
import { formatNumber } from '../../format';
import { DASHBOARD } from '../../messages';
import { toggleStage, type PipelineStage } from './pipelineStages';

export interface PipelineStagesProps {
  stages: PipelineStage[];
  selected: StatType | null;
  onSelect: (stage: StatType | null) => void;
}

/** What a stage shows as its count: the number with thousands separators, '…' while loading. */
const shownCount = (count: number | null): string => (count === null ? '…' : formatNumber(count));

/**
 * The six-stage pipeline: a stage is a toggle; pressing the selected one clears the selection.
 * Its name is the text it shows (label, then count).
 */
export const PipelineStages = ({ stages, selected, onSelect }: PipelineStagesProps) => (
  <Box
    role="group"
    aria-label={DASHBOARD.pipeline}
    sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
  >
    {stages.map((stage) => (
      <ToggleButton
        key={stage.key}
        value={stage.key}
        selected={selected === stage.key}
        onChange={() => onSelect(toggleStage(selected, stage.key))}
        aria-label={DASHBOARD.stageButton(stage.label, shownCount(stage.count))}
        color="primary"
        sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', py: 1.5 }}
      >
        <Typography variant="body2" component="span">
          {stage.label}
        </Typography>
        {/* A space between label and count, so the text read out is 'Total Leads 1,234' as the name says. */}{' '}
        <Typography variant="h5" component="span" sx={{ fontWeight: 600 }}>
          {shownCount(stage.count)}
        </Typography>
      </ToggleButton>
    ))}
  </Box>
);
