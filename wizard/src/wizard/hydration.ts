import { browserStorage, STORAGE_KEYS } from './storage';

/**
 * Whether this browser holds wizard answers: the wizard then starts from them (loadWizardState),
 * not from the empty first step the build prerendered, so its page cannot be hydrated as sent.
 */
export function hasStoredWizardAnswers(): boolean {
  return browserStorage('local').getItem(STORAGE_KEYS.businessData) !== null;
}
