import { progressPercent, stepLabel, timeLeftText } from './progress';

interface ProgressBannerProps {
  /** The current step, 1-based. */
  step: number;
  total: number;
}

/** 'Step N of total', a progress bar and the time left (one minute per remaining step). */
export function ProgressBanner({ step, total }: ProgressBannerProps) {
  const label = stepLabel(step, total);
  const percent = progressPercent(step, total);
  return (
    <section className="progress-banner" aria-label="Progress">
      <div className="progress-banner__texts">
        <p className="progress-banner__step">{label}</p>
        <p className="progress-banner__time">{timeLeftText(step, total)}</p>
      </div>
      <div
        className="progress-banner__track"
        role="progressbar"
        aria-label="Comparison progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <div className="progress-banner__fill" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
