import type { ConversionFunnel, StatType } from '../../api/types';

/** The dashboard's six stages and the funnel step each one counts. */
export const STAGES: readonly { key: StatType; step: keyof ConversionFunnel; label: string }[] = [
  { key: 'visitors', step: 'step1', label: 'Visitors' },
  { key: 'users', step: 'step2', label: 'Users' },
  { key: 'created', step: 'step3', label: 'Created' },
  { key: 'quoted', step: 'step4', label: 'Quoted' },
  { key: 'selected', step: 'step5', label: 'Selected' },
  { key: 'applied', step: 'step6', label: 'Applied' },
];

/** The applied stage is selected when the dashboard opens. */
export const DEFAULT_STAGE: StatType = 'applied';

/** Clicking a stage selects it; clicking the selected one again clears the selection. */
export const toggleStage = (current: StatType | null, clicked: StatType): StatType | null => (current === clicked ? null : clicked);

export interface PipelineStage {
  key: StatType;
  label: string;
  /** null while the figures load. */
  count: number | null;
}

/** Each stage with its count from the analytics funnel (the server's label when it gives one). */
export const pipelineStages = (funnel: ConversionFunnel | undefined): PipelineStage[] =>
  STAGES.map(({ key, step, label }) => ({ key, label: funnel?.[step].label || label, count: funnel ? funnel[step].count : null }));

export const stageLabel = (key: StatType): string => STAGES.find((stage) => stage.key === key)?.label ?? key;
