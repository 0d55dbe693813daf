/**
 * The wizard's checks, one function per step. Each answers the toast to show when
 * forward is blocked, or null when the step may be left.
 */
import type { BusinessData } from './businessData';
import { MESSAGES, UPLOAD_TEXTS, type ToastText } from './messages';

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Step 1: business type, name, sector and payment status. */
export function validateBusinessDetails(data: Pick<BusinessData, 'businessType' | 'businessName' | 'businessSector' | 'paymentStatus'>): ToastText | null {
  const isMissing = [data.businessType, data.businessName, data.businessSector, data.paymentStatus].some(isBlank);
  return isMissing ? MESSAGES.requiredFields : null;
}

/** Step 2: at least one payment method, then at least one card type. */
export function validatePaymentMethods(data: Pick<BusinessData, 'paymentMethods' | 'cardTypes'>): ToastText | null {
  if (data.paymentMethods.length === 0) return MESSAGES.selectPaymentMethod;
  if (data.cardTypes.length === 0) return MESSAGES.selectCardTypes;
  return null;
}

/** Step 3: the monthly turnover is required. */
export function validatePaymentData(data: Pick<BusinessData, 'monthlyTurnover'>): ToastText | null {
  return isBlank(data.monthlyTurnover) || !/\d/.test(data.monthlyTurnover) ? MESSAGES.turnoverRequired : null;
}

/** Step 4: a provider, then a terminal. */
export function validateSelection(selectedProviderId: number | null, selectedTerminalId: number | null): ToastText | null {
  if (selectedProviderId === null) return MESSAGES.selectProvider;
  if (selectedTerminalId === null) return MESSAGES.selectTerminal;
  return null;
}

export interface ApplicationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  timeline: string;
  additionalRequirements: string;
  consentMarketing: boolean;
}

export function emptyApplicationForm(companyName = ''): ApplicationForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    companyName,
    timeline: '',
    additionalRequirements: '',
    consentMarketing: false,
  };
}

/** A practical email format check: something@domain.tld without spaces. */
export function isEmailFormat(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The required form fields that are empty (for marking the inputs). */
export function missingApplicationFields(form: ApplicationForm): (keyof ApplicationForm)[] {
  const required = ['firstName', 'lastName', 'email', 'phone', 'timeline'] as const;
  return required.filter((field) => isBlank(form[field]));
}

/**
 * Step 5: the required fields, the email format, then the profile and the provider. Company
 * name, additional requirements and consent are optional.
 */
export function validateApplication(form: ApplicationForm, businessProfileId: string | undefined, selectedProviderId: number | null): ToastText | null {
  if (missingApplicationFields(form).length > 0) return MESSAGES.requiredFields;
  if (!isEmailFormat(form.email)) return MESSAGES.invalidEmail;
  if (isBlank(businessProfileId)) return MESSAGES.missingProfile;
  if (selectedProviderId === null) return MESSAGES.noProviderSelected;
  return null;
}

/** Save Progress needs an email. */
export function validateProgressEmail(email: string): ToastText | null {
  if (isBlank(email)) return MESSAGES.emailRequired;
  if (!isEmailFormat(email)) return MESSAGES.invalidEmail;
  return null;
}

/** Statement upload limits. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export function unsupportedTypeMessage(): string {
  return `File type not supported. Please upload: ${UPLOAD_EXTENSIONS.join(', ')}`;
}

/** The message for a file the upload must refuse, or null: profile first, then type, then size. */
export function validateStatementFile(file: { name: string; size: number }, businessProfileId: string | undefined): string | null {
  if (isBlank(businessProfileId)) return UPLOAD_TEXTS.needsProfile;
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return unsupportedTypeMessage();
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TEXTS.tooLarge;
  return null;
}
