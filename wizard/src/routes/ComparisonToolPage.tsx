import { SITE_NAME } from '../config';
import { ProgressBanner } from '../wizard/ProgressBanner';
import { WizardWrapper } from '../wizard/WizardWrapper';
import { WIZARD_STEP_COUNT } from '../wizard/progress';

export type WizardVariant = 'newer' | 'original';

interface ComparisonToolPageProps {
  /** 'newer' for /comparison-tool and /mobile-test, 'original' for /comparison-tool-original. */
  variant: WizardVariant;
}

/** The comparison wizard, one codebase for both variants (DECISIONS). */
export function ComparisonToolPage({ variant }: ComparisonToolPageProps) {
  return (
    <div className="comparison-page" data-variant={variant}>
      <title>{`Smart Merchant Services Comparison | ${SITE_NAME}`}</title>
      <div className="container">
        <WizardWrapper>
          <ProgressBanner step={1} total={WIZARD_STEP_COUNT} />
        </WizardWrapper>
      </div>
    </div>
  );
}
