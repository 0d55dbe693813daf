import { ConfigError } from './config-error';

/**
 * The company that runs the site: the sender of every email and the contact details and links the
 * public site shows. Read from the COMPANY_* variables at start-up, so one build serves any company.
 */
export interface CompanyIdentity {
  /** The company's name: the From display name and {{companyName}}. */
  name: string;
  /** The From address of every email and {{companyEmail}}. */
  email: string;
  /** The Reply-To address of every email sent in the company's name. */
  replyTo: string;
  /** {{companyPhone}} and the phone number the public site shows. */
  phone: string;
  /** The postal address, one line: {{companyAddress}} and the public site's footer. */
  address: string;
  /** 'Book Now' on the Assisted Comparison tier: the external appointments page. */
  bookingUrl: string;
  /** 'Contact Us' on the 121 Expert Support tier: the external contact page. */
  expertContactUrl: string;
  /** The support address the wizard's confirmation shows. */
  supportEmail: string;
  /** True while any value is still one of the example values below (never in production). */
  isExample: boolean;
}

type CompanyKey = Exclude<keyof CompanyIdentity, 'isExample'>;
type Env = Record<string, string | undefined>;

/** Each value's variable and the kind of value it holds. */
export const COMPANY_VARIABLES: Record<CompanyKey, { name: string; kind: 'text' | 'email' | 'phone' | 'url' }> = {
  name: { name: 'COMPANY_NAME', kind: 'text' },
  email: { name: 'COMPANY_EMAIL', kind: 'email' },
  replyTo: { name: 'COMPANY_REPLY_TO', kind: 'email' },
  phone: { name: 'COMPANY_PHONE', kind: 'phone' },
  address: { name: 'COMPANY_ADDRESS', kind: 'text' },
  bookingUrl: { name: 'COMPANY_BOOKING_URL', kind: 'url' },
  expertContactUrl: { name: 'COMPANY_EXPERT_CONTACT_URL', kind: 'url' },
  supportEmail: { name: 'COMPANY_SUPPORT_EMAIL', kind: 'email' },
};

/**
 * What an unset variable means outside production: stand-ins that are plainly not real (the
 * reserved example.com and example.co.uk domains, a phone number from Ofcom's range for drama).
 */
export const EXAMPLE_COMPANY: Readonly<Record<CompanyKey, string>> = {
  name: 'Merchant Compare (example)',
  email: 'hello@example.co.uk',
  replyTo: 'hello@example.co.uk',
  phone: '020 7946 0000',
  address: '1 Example Street, London, EC1A 1AA',
  bookingUrl: 'https://www.example.com/book-assisted-comparison',
  expertContactUrl: 'https://www.example.com/contact-expert-support',
  supportEmail: 'support@example.com',
};

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
/** Digits with the usual separators, a leading + allowed: 7 to 15 digits (the international limit). */
const PHONE = /^\+?[\d\s()-]+$/;
const TEXT_MAX_LENGTH = 200;
/** Domains reserved for examples: a value on one of them is a stand-in, not the company's. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|net|org|co\.uk)$/i;
/**
 * Ofcom's numbers reserved for drama (020 7946 0xxx, 0113–0118 496 0xxx, 0121–0161 496 0xxx,
 * 028 9649 6xxx, 029 2018 0xxx, 01632 960xxx, 07700 900xxx, 08081 570xxx, 0909 879 0xxx,
 * 03069 990xxx), written without the leading 0 or +44.
 */
const DRAMA_PHONE = /^(\+44|0)(2079460|11[3-8]4960|1[2-6]14960|2896496|2920180|1632960|7700900|8081570|9098790|3069990)\d{3}$/;

function domainOf(kind: 'email' | 'url', value: string): string {
  return kind === 'email' ? value.slice(value.lastIndexOf('@') + 1) : new URL(value).hostname;
}

/** True when the value is a stand-in: the example default itself, or on an example domain or drama number. */
export function isExampleValue(key: CompanyKey, value: string): boolean {
  if (value === EXAMPLE_COMPANY[key]) return true;
  const { kind } = COMPANY_VARIABLES[key];
  if (kind === 'email' || kind === 'url') return EXAMPLE_DOMAIN.test(domainOf(kind, value));
  if (kind === 'phone') return DRAMA_PHONE.test(value.replace(/[\s()-]/g, ''));
  return false;
}

/** A set value, checked for its kind; a bad one stops the start naming the variable. */
function checked(key: CompanyKey, raw: string): string {
  const { name, kind } = COMPANY_VARIABLES[key];
  const value = raw.trim();
  // One line only: the name goes into the From header, and a line break there would add headers.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) throw new ConfigError(`${name} must be one line of text`);
  if (value.length > TEXT_MAX_LENGTH) throw new ConfigError(`${name} must be at most ${TEXT_MAX_LENGTH} characters`);
  if (kind === 'email' && !EMAIL.test(value)) throw new ConfigError(`${name} must be an email address (got "${value}")`);
  if (kind === 'phone') {
    const digits = value.replace(/\D/g, '').length;
    if (!PHONE.test(value) || digits < 7 || digits > 15) throw new ConfigError(`${name} must be a phone number like 020 7946 0000 (got "${value}")`);
  }
  if (kind === 'url') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(`${name} must be an absolute http(s) address like https://www.example.com/contact (got "${value}")`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an absolute http(s) address (got "${value}")`);
    if (url.username || url.password) throw new ConfigError(`${name} must not carry credentials`);
  }
  return value;
}

/**
 * The COMPANY_* variables. Outside production an unset one takes its example value (and the
 * identity says isExample). In production every one is required and none may be an example value:
 * the start stops with one line naming every variable that is missing or still an example.
 */
export function companyVars(env: Env, isProduction: boolean): CompanyIdentity {
  const keys = Object.keys(COMPANY_VARIABLES) as CompanyKey[];
  const values = {} as Record<CompanyKey, string>;
  const missing: string[] = [];
  const examples: string[] = [];
  for (const key of keys) {
    const raw = env[COMPANY_VARIABLES[key].name];
    if (raw === undefined || raw.trim() === '') {
      missing.push(COMPANY_VARIABLES[key].name);
      values[key] = EXAMPLE_COMPANY[key];
      continue;
    }
    values[key] = checked(key, raw);
    if (isExampleValue(key, values[key])) examples.push(COMPANY_VARIABLES[key].name);
  }
  if (isProduction && (missing.length > 0 || examples.length > 0)) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      examples.length > 0 ? `still an example value: ${examples.join(', ')}` : '',
    ].filter(Boolean);
    throw new ConfigError(`The company's details are required when NODE_ENV=production (${parts.join('; ')})`);
  }
  return { ...values, isExample: keys.some((key) => isExampleValue(key, values[key])) };
}
