import { useEffect, useRef } from 'react';
import type { ComparedProvider } from '../../api/types';
import { formatGBP } from '../../format';
import { prefersReducedMotion } from '../../hooks/useMediaQuery';
import { isExistingCustomer } from '../businessData';
import { MESSAGES } from '../messages';
import { selectedProvider } from '../state';
import { StepHeader } from '../StepHeader';
import type { WizardController } from '../useWizardController';
import { DownloadSummaryBoxes } from './compare/DownloadSummaryBoxes';
import { ProviderCarousel } from './compare/ProviderCarousel';
import { SelectionStatusBar } from './compare/SelectionStatusBar';
import { TerminalSection } from './compare/TerminalSection';

/**
 * After selecting a provider, the terminal section is scrolled into view after about 300 ms.
 * Its heading also takes the focus, so a keyboard or screen-reader user continues there instead of
 * tabbing through every card of the carousel.
 */
export const TERMINAL_SCROLL_DELAY_MS = 300;

/** Step 4 'Review provider options': the carousel, the terminals of the chosen provider, the status bar. */
export function CompareStep({ controller }: { controller: WizardController }) {
  const { state, dispatch, terminalsByProvider, retryTerminals } = controller;
  const terminalSectionRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  const providers = state.comparison?.providers ?? [];
  const provider = selectedProvider(state);
  const entry = provider ? terminalsByProvider[provider.id] : undefined;
  const terminal = entry?.terminals.find((item) => item.id === state.selectedTerminalId) ?? null;
  const isExisting = isExistingCustomer(state.businessData);
  const profileId = state.businessData.id;
  const summaryBoxOwner = profileId ? { profileId, sessionId: state.businessData.sessionId } : null;

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const onSelectProvider = (chosen: ComparedProvider) => {
    dispatch({ type: 'selectProvider', providerId: chosen.id });
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      const reduced = prefersReducedMotion();
      const section = terminalSectionRef.current;
      section?.querySelector<HTMLElement>('#terminal-section-title')?.focus({ preventScroll: true });
      section?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }, TERMINAL_SCROLL_DELAY_MS);
  };

  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <StepHeader step={4} intro="Choose a provider, then the terminal that suits you." />
      {state.comparison && isExisting && (
        <p className="current-cost-note">
          Your current estimated monthly cost: <strong>{formatGBP(state.comparison.currentMonthlyCost)}</strong>
        </p>
      )}
      {providers.length === 0 ? (
        <div className="empty-state" role="status">
          <h3>{MESSAGES.noProviders.title}</h3>
          <p>{MESSAGES.noProviders.description}</p>
        </div>
      ) : (
        <ProviderCarousel
          providers={providers}
          selectedProviderId={state.selectedProviderId}
          showsSavings={isExisting}
          onSelect={onSelectProvider}
          summaryBoxOwner={summaryBoxOwner}
        />
      )}
      {providers.length > 0 && summaryBoxOwner && <DownloadSummaryBoxes {...summaryBoxOwner} />}
      {provider && (
        <TerminalSection
          ref={terminalSectionRef}
          provider={provider}
          entry={entry}
          selectedTerminalId={state.selectedTerminalId}
          onSelect={(chosen) => dispatch({ type: 'selectTerminal', terminalId: chosen.id })}
          onRetry={() => retryTerminals(provider.id)}
        />
      )}
      <SelectionStatusBar providerName={provider?.name ?? null} terminalName={terminal?.name ?? (state.selectedTerminalId !== null ? 'Selected' : null)} />
    </section>
  );
}
