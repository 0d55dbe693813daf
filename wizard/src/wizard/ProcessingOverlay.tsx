import { useEffect, useState } from 'react';
import { useIsMobile } from '../hooks/useMediaQuery';
import { PROCESSING_STAGES, processingCopy, stageStatuses } from './processing';

const TICK_MS = 200;

/** The full-screen 'AI Processing' overlay shown while comparing, announced politely. */
export function ProcessingOverlay() {
  const isMobile = useIsMobile();
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - startedAt), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const statuses = stageStatuses(elapsed);
  const current = PROCESSING_STAGES[statuses.indexOf('processing')]?.label ?? PROCESSING_STAGES[PROCESSING_STAGES.length - 1].label;
  return (
    <div className="processing-overlay" data-testid="processing-overlay">
      <div className="processing-overlay__panel" role="status" aria-live="polite" aria-label="AI Processing">
        <span className="processing-overlay__spinner" aria-hidden="true" />
        <h2 className="processing-overlay__title">AI Processing</h2>
        <p className="processing-overlay__copy">{processingCopy(isMobile)}</p>
        <ol className="processing-overlay__stages">
          {PROCESSING_STAGES.map((stage, index) => (
            <li key={stage.label} className={`processing-stage processing-stage--${statuses[index]}`}>
              <span className="processing-stage__icon" aria-hidden="true">
                {statuses[index] === 'complete' ? '✓' : statuses[index] === 'processing' ? '…' : ''}
              </span>
              <span className="processing-stage__label">{stage.label}</span>
              <span className="visually-hidden">
                {statuses[index] === 'complete' ? ' complete' : statuses[index] === 'processing' ? ' processing' : ' waiting'}
              </span>
            </li>
          ))}
        </ol>
        <p className="visually-hidden">{current}</p>
      </div>
    </div>
  );
}
