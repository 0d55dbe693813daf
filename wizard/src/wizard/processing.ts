/**
 * The 'AI Processing' overlay: four stages, each shown as processing then
 * complete, for 2 s, 3 s, 3 s and 1 s.
 */

export interface ProcessingStage {
  label: string;
  durationMs: number;
}

export const PROCESSING_STAGES: readonly ProcessingStage[] = [
  { label: 'Analyzing Business Data', durationMs: 2000 },
  { label: 'Calculating Costs', durationMs: 3000 },
  { label: 'Matching Providers', durationMs: 3000 },
  { label: 'Generating Quotes', durationMs: 1000 },
];

/** The whole animation: the overlay stays at least this long. */
export const PROCESSING_TOTAL_MS = PROCESSING_STAGES.reduce((total, stage) => total + stage.durationMs, 0);

export type StageStatus = 'pending' | 'processing' | 'complete';

/** Each stage's status after `elapsedMs`: earlier stages complete, the current one processing. */
export function stageStatuses(elapsedMs: number): StageStatus[] {
  let start = 0;
  return PROCESSING_STAGES.map((stage) => {
    const end = start + stage.durationMs;
    const status: StageStatus = elapsedMs >= end ? 'complete' : elapsedMs >= start ? 'processing' : 'pending';
    start = end;
    return status;
  });
}

/** The overlay's copy: the expected wait on larger screens, 'Processing...' on mobile. */
export function processingCopy(isMobile: boolean): string {
  return isMobile ? 'Processing...' : 'This usually takes 15-20 seconds';
}
