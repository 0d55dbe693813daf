/**
 * The wizard's state and its transitions, as a pure reducer.
 */
import type { ComparedProvider, ComparisonResult, ExtractedData, IndustryDefaults } from '../api/types';
import {
  createBusinessData,
  extractedCostKind,
  isExistingCustomer,
  withCreditShare,
  withExtractedData,
  withIndustryDefaults,
  withNewCustomerVolumes,
  withOriginalCostPrefills,
  withPaymentMethods,
  withSplit,
  RATE_FIELDS,
  type BusinessData,
  type SplitField,
} from './businessData';
import { clampStep, WIZARD_STEP_COUNT } from './progress';
import type { WizardVariant } from './variant';

export type WizardStep = 1 | 2 | 3 | 4 | 5;
/** Newer wizard: the Quick Total and Detailed Rates tabs; older: total or individual rates. */
export type CostEntryMode = 'total' | 'rates';
/** Existing customers: turnover as a preset range dropdown or a slider. */
export type TurnoverInputMode = 'range' | 'slider';

export interface WizardState {
  variant: WizardVariant;
  step: WizardStep;
  businessData: BusinessData;
  costEntryMode: CostEntryMode;
  turnoverInputMode: TurnoverInputMode;
  comparison: ComparisonResult | null;
  selectedProviderId: number | null;
  selectedTerminalId: number | null;
  isSubmitted: boolean;
  applicationReference: string | null;
}

export type WizardAction =
  | { type: 'update'; patch: Partial<BusinessData> }
  | { type: 'setPaymentMethods'; methods: readonly string[] }
  | { type: 'setCreditShare'; percent: number }
  | { type: 'setSplit'; field: SplitField; percent: number }
  | { type: 'applyIndustryDefaults'; defaults: IndustryDefaults }
  | { type: 'applyExtractedData'; extracted: ExtractedData }
  | { type: 'setCostEntryMode'; mode: CostEntryMode }
  | { type: 'setTurnoverInputMode'; mode: TurnoverInputMode }
  | { type: 'profileSaved'; id: string }
  | { type: 'goToStep'; step: WizardStep }
  | { type: 'comparisonLoaded'; result: ComparisonResult }
  | { type: 'selectProvider'; providerId: number }
  | { type: 'selectTerminal'; terminalId: number }
  | { type: 'submitted'; reference: string }
  | { type: 'reset'; sessionId: string }
  | { type: 'restore'; state: WizardState };

export function createWizardState(variant: WizardVariant, sessionId: string): WizardState {
  return {
    variant,
    step: 1,
    businessData: createBusinessData(sessionId, variant),
    costEntryMode: variant === 'original' ? 'rates' : 'total',
    turnoverInputMode: 'range',
    comparison: null,
    selectedProviderId: null,
    selectedTerminalId: null,
    isSubmitted: false,
    applicationReference: null,
  };
}

/** A step number kept inside 1..5; a non-finite one (NaN, Infinity) is step 1. */
export function clampWizardStep(step: number): WizardStep {
  return clampStep(Number.isFinite(step) ? step : 1, WIZARD_STEP_COUNT) as WizardStep;
}

/**
 * The furthest step the state supports, so a reload or a resumed link never lands on a step
 * whose data is missing: step 2+ needs the profile id, step 4+ the comparison, step 5 a provider
 * and a terminal.
 */
export function consistentStep(state: Pick<WizardState, 'step' | 'businessData' | 'comparison' | 'selectedProviderId' | 'selectedTerminalId'>): WizardStep {
  let step = clampWizardStep(state.step);
  if (!state.businessData.id) return 1;
  if (step >= 4 && !(state.comparison && state.comparison.providers.length > 0)) step = 3;
  if (step === 5 && (state.selectedProviderId === null || state.selectedTerminalId === null)) step = 4;
  return step;
}

/** Entering step 3 prepares its inputs: new-customer shares; older cost form pre-fills. */
function prepareStep3(state: WizardState): BusinessData {
  let data = withNewCustomerVolumes(state.businessData);
  if (state.variant === 'original' && isExistingCustomer(data)) data = withOriginalCostPrefills(data);
  return data;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'update':
      return { ...state, businessData: { ...state.businessData, ...action.patch } };
    case 'setPaymentMethods':
      return { ...state, businessData: withPaymentMethods(state.businessData, action.methods) };
    case 'setCreditShare':
      return { ...state, businessData: withCreditShare(state.businessData, action.percent) };
    case 'setSplit':
      return { ...state, businessData: withSplit(state.businessData, action.field, action.percent) };
    case 'applyIndustryDefaults':
      return { ...state, businessData: withIndustryDefaults(state.businessData, action.defaults) };
    case 'applyExtractedData': {
      const kind = extractedCostKind(action.extracted);
      return {
        ...state,
        businessData: withExtractedData(state.businessData, action.extracted),
        costEntryMode: kind ?? state.costEntryMode,
      };
    }
    case 'setCostEntryMode':
      return { ...state, costEntryMode: action.mode };
    case 'setTurnoverInputMode':
      return { ...state, turnoverInputMode: action.mode };
    case 'profileSaved':
      return { ...state, businessData: { ...state.businessData, id: action.id } };
    case 'goToStep': {
      const step = clampWizardStep(action.step);
      const businessData = step === 3 ? prepareStep3(state) : state.businessData;
      return { ...state, step, businessData };
    }
    case 'comparisonLoaded': {
      const ids = new Set(action.result.providers.map((provider) => provider.id));
      const keepSelection = state.selectedProviderId !== null && ids.has(state.selectedProviderId);
      return {
        ...state,
        comparison: action.result,
        selectedProviderId: keepSelection ? state.selectedProviderId : null,
        selectedTerminalId: keepSelection ? state.selectedTerminalId : null,
      };
    }
    case 'selectProvider':
      if (state.selectedProviderId === action.providerId) return state;
      return { ...state, selectedProviderId: action.providerId, selectedTerminalId: null };
    case 'selectTerminal':
      return { ...state, selectedTerminalId: action.terminalId };
    case 'submitted':
      return { ...state, isSubmitted: true, applicationReference: action.reference };
    case 'reset':
      return createWizardState(state.variant, action.sessionId);
    case 'restore':
      return { ...action.state, variant: state.variant };
  }
}

export function selectedProvider(state: Pick<WizardState, 'comparison' | 'selectedProviderId'>): ComparedProvider | null {
  if (state.selectedProviderId === null || !state.comparison) return null;
  return state.comparison.providers.find((provider) => provider.id === state.selectedProviderId) ?? null;
}

/**
 * The business data the prices and the profile use: new customers have no current costs; the
 * cost fields of the entry mode not in use are left out (Quick Total uses the total only,
 * Detailed Rates the rates only).
 */
export function pricingData(state: Pick<WizardState, 'businessData' | 'costEntryMode'>): BusinessData {
  const data = { ...state.businessData };
  const isNew = !isExistingCustomer(data);
  if (isNew || state.costEntryMode === 'rates') data.currentTotalMonthlyCost = '';
  if (isNew || state.costEntryMode === 'total') for (const field of RATE_FIELDS) data[field] = '';
  return data;
}
