/**
 * The two wizards, one codebase: 'newer' for /comparison-tool and
 * /mobile-test, 'original' for /comparison-tool-original (same flow, fewer options).
 */
export type WizardVariant = 'newer' | 'original';

export interface VariantFeatures {
  /** New-customer sliders as accordion panels, and the cost groups collapsible. */
  hasAccordions: boolean;
  /** The 'Business Setup Requirements' block of step 3. */
  hasSetupRequirements: boolean;
  /** Existing customers: the turnover slider toggle, the optional splits panel, Quick Total / Detailed Rates tabs. */
  hasAdvancedInputs: boolean;
  /** Step 3 advances only when the profile update and the comparison both succeed. */
  requiresComparisonToAdvance: boolean;
  /** At submit, the quote of the chosen provider is marked selected with GET quotes + POST select. */
  selectsQuoteAtSubmit: boolean;
  /** The lead carries quoteId and businessData too. */
  sendsSelectionWithLead: boolean;
  /** POST /api/track-user-launch once per page load. */
  tracksLaunch: boolean;
  /** Scroll to the top at each step change. */
  scrollsToTopOnStep: boolean;
  /** Delay of the wizardNavigate event after a step change. */
  navigateEventDelayMs: number;
  /** Numbers in the payload: floats (newer) or integers (older). */
  numberParsing: 'float' | 'integer';
}

export const VARIANT_FEATURES: Readonly<Record<WizardVariant, VariantFeatures>> = {
  newer: {
    hasAccordions: true,
    hasSetupRequirements: true,
    hasAdvancedInputs: true,
    requiresComparisonToAdvance: true,
    selectsQuoteAtSubmit: false,
    sendsSelectionWithLead: true,
    tracksLaunch: true,
    scrollsToTopOnStep: true,
    navigateEventDelayMs: 200,
    numberParsing: 'float',
  },
  original: {
    hasAccordions: false,
    hasSetupRequirements: false,
    hasAdvancedInputs: false,
    requiresComparisonToAdvance: false,
    selectsQuoteAtSubmit: true,
    sendsSelectionWithLead: false,
    tracksLaunch: false,
    scrollsToTopOnStep: false,
    navigateEventDelayMs: 100,
    numberParsing: 'integer',
  },
};
