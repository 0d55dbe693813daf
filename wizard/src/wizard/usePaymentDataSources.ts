import { useCallback } from 'react';
import { GENERAL_BUSINESS_DEFAULTS } from '@domain/pricing';
import type { IndustryDefaults } from '../api/types';
import { analyzeDocument, fetchIndustryDefaults, isNotFound } from '../api/wizardApi';
import { ERROR_TITLES, MESSAGES, UPLOAD_TEXTS } from './messages';
import { industryDefaultsAppliedText, industryDefaultsProblem, statementFailureMessage, UPLOAD_CANCELLED } from './paymentDataSources';
import type { StatementReview } from './statementReview';
import type { WizardStateAccess } from './useWizardStore';
import type { WizardToasts } from './useWizardToasts';

export type StatementResult = { isOk: true; summary: string | null; review: StatementReview } | { isOk: false; message: string };

export interface PaymentDataSources {
  /** Fills step 3 with the sector's typical figures (General Business when the sector has none). */
  applyIndustryTypical: () => Promise<void>;
  /** Sends a card statement for analysis and fills step 3 with what it found. */
  analyseStatement: (file: File, signal: AbortSignal) => Promise<StatementResult>;
}

/** Step 3's figures from the industry's typical ones or from an analysed statement. */
export function usePaymentDataSources({ stateRef, dispatch }: WizardStateAccess, toasts: WizardToasts): PaymentDataSources {
  const applyIndustryTypical = useCallback(async () => {
    const data = stateRef.current.businessData;
    const problem = industryDefaultsProblem(data);
    if (problem) {
      toasts.invalid(problem);
      return;
    }
    let defaults: IndustryDefaults = GENERAL_BUSINESS_DEFAULTS;
    try {
      defaults = await fetchIndustryDefaults(data.businessSector);
    } catch (error) {
      if (!isNotFound(error)) console.warn('Industry defaults could not be loaded; using General Business', error);
    }
    dispatch({ type: 'applyIndustryDefaults', defaults });
    toasts.success(industryDefaultsAppliedText(defaults));
  }, [stateRef, dispatch, toasts]);

  const analyseStatement = useCallback(
    async (file: File, signal: AbortSignal): Promise<StatementResult> => {
      const profileId = stateRef.current.businessData.id;
      if (!profileId) return { isOk: false, message: UPLOAD_TEXTS.needsProfile };
      try {
        const analysis = await analyzeDocument(file, profileId, stateRef.current.businessData.sessionId, signal);
        dispatch({ type: 'applyExtractedData', extracted: analysis.extractedData ?? {} });
        toasts.success({ title: MESSAGES.documentAnalysed.title, description: analysis.summary ?? undefined });
        return { isOk: true, summary: analysis.summary ?? null, review: { confidence: analysis.confidence ?? {}, checks: analysis.checks ?? [] } };
      } catch (error) {
        if (signal.aborted) return { isOk: false, message: UPLOAD_CANCELLED };
        const message = statementFailureMessage(error);
        console.error(ERROR_TITLES.analyseDocument, error);
        toasts.show({ title: ERROR_TITLES.analyseDocument, description: message, variant: 'destructive' });
        return { isOk: false, message };
      }
    },
    [stateRef, dispatch, toasts],
  );

  return { applyIndustryTypical, analyseStatement };
}
