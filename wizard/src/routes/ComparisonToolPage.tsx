import { SITE_NAME } from '../config';
import { ToastProvider } from '../components/toast/Toaster';
import { ComparisonWizard } from '../wizard/ComparisonWizard';
import type { WizardVariant } from '../wizard/variant';
import '../wizard/wizard.css';

interface ComparisonToolPageProps {
  /** 'newer' for /comparison-tool and /mobile-test, 'original' for /comparison-tool-original. */
  variant: WizardVariant;
}

/** The comparison wizard, one codebase for both variants. */
export function ComparisonToolPage({ variant }: ComparisonToolPageProps) {
  return (
    <div className="comparison-page" data-variant={variant}>
      <title>{`Smart Merchant Services Comparison | ${SITE_NAME}`}</title>
      <div className="container">
        <ToastProvider>
          {/* A new key per variant: the two wizards never share one mounted state. */}
          <ComparisonWizard key={variant} variant={variant} />
        </ToastProvider>
      </div>
    </div>
  );
}
