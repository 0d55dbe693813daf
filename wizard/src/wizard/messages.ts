import { WIZARD_STEP_NAMES } from '@domain/vocabulary';

/**
 * The wizard's messages, word for word as the product promises them (toast titles and
 * descriptions), kept in one place so screens and tests use the same texts.
 */

export interface ToastText {
  title: string;
  description?: string;
}

export const MESSAGES = {
  requiredFields: { title: 'Please complete all required fields' },
  selectPaymentMethod: { title: 'Please select at least one payment method' },
  selectCardTypes: { title: 'Please select the card types you want to accept' },
  turnoverRequired: { title: 'Please provide your monthly turnover' },
  selectProvider: {
    title: 'Please select a provider',
    description: 'Choose a provider from the comparison options to continue',
  },
  selectTerminal: {
    title: 'Please select a terminal',
    description: 'Choose a terminal option to complete your selection',
  },
  invalidEmail: { title: 'Please enter a valid email address' },
  missingProfile: {
    title: 'Error: Missing business profile',
    description: 'Please go back and complete your business details first',
  },
  noProviderSelected: {
    title: 'Error: No provider selected',
    description: 'Please select a provider before submitting',
  },
  selectBusinessTypeFirst: { title: 'Select business type first' },
  selectSectorForDefaults: { title: 'Please select your business sector to load industry defaults' },
  emailRequired: { title: 'Email required', description: 'Please enter your email to save progress' },

  profileCreated: { title: 'Business profile created successfully!' },
  documentAnalysed: { title: 'Document analysed successfully!' },
  comparisonCompleted: { title: 'Provider comparison completed!' },
  applicationSubmitted: {
    title: 'Application Submitted Successfully!',
    description: "Thank you! We'll contact you within 24 hours to discuss your payment solutions.",
  },
  industryDefaultsApplied: { title: 'Industry defaults applied' },
  progressSaved: { title: 'Progress saved!', description: "We'll send you a link to continue where you left off" },
  progressRestored: { title: 'Progress restored', description: 'You can carry on where you left off.' },

  noProviders: {
    title: 'No providers found',
    description: "We couldn't find any providers matching your requirements.",
  },
  generatingQuotesFailed: {
    title: 'Error generating quotes',
    description: 'Please try again. If the problem persists, contact support.',
  },
  submissionError: {
    title: 'Submission Error',
    description: 'There was an issue processing your application. Please try again.',
  },
} as const satisfies Record<string, ToastText>;

/** Titles of the toasts that carry the error message as their description. */
export const ERROR_TITLES = {
  analyseDocument: 'Error analysing document',
  updateProfile: 'Error updating profile',
  createProfile: 'Error creating business profile',
  compareProviders: 'Error comparing providers',
  submissionFailed: 'Submission Failed',
  saveProgress: 'Error saving progress',
  restoreProgress: 'Error restoring progress',
} as const;

/** Statement upload. */
export const UPLOAD_TEXTS = {
  needsProfile: 'Please complete business details first',
  tooLarge: 'File size must be less than 10MB',
  analysing: 'Analyzing document...',
  uploaded: 'File uploaded successfully!',
  errorTitle: 'Upload Error',
  failed: 'Failed to analyse document',
} as const;

/** Forward button labels. */
export const NAV_LABELS = {
  back: 'Back',
  continue: 'Continue',
  processing: 'Processing...',
  analyzing: 'Analyzing...',
  selectProviderAndTerminal: 'Select Provider & Terminal',
  applyNow: 'Apply Now',
  submitting: 'Submitting...',
} as const;

/** The step titles and their sub-headings. */
export const STEP_TITLES: Readonly<Record<1 | 2 | 3 | 4 | 5, { name: string; heading: string }>> = {
  1: { name: WIZARD_STEP_NAMES[1], heading: 'Tell us about your business' },
  2: { name: WIZARD_STEP_NAMES[2], heading: 'How you take payments' },
  3: { name: WIZARD_STEP_NAMES[3], heading: 'Provide payment data' },
  4: { name: WIZARD_STEP_NAMES[4], heading: 'Review provider options' },
  5: { name: WIZARD_STEP_NAMES[5], heading: 'Submit application' },
};
