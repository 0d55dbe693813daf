/**
 * The fixed option lists of the provider and terminal forms, in one place that the back-office
 * imports through `@domain/vocabulary`. Where the product fixes the items they are word for word; where it only names a list (gateways, e-commerce platforms, EPOS
 * systems, API integrations, terminal connectivity, features, special features, suitable business
 * types) the items are the products a UK merchant meets. Pure: no framework imports.
 *
 * The integration lists end with 'N/A', so a provider that offers
 * none can say so. Stored values are free text of at most 80 characters (the server's list rule):
 * an older record may hold a value that is not in a list, and the forms keep it.
 */

import { BUSINESS_SECTORS } from './sectors';

/** Marks an integration list as not applicable to a provider. */
export const NOT_APPLICABLE = 'N/A';

/** Payment gateways UK card-payment providers connect to. */
export const PAYMENT_GATEWAYS = [
  'Opayo (Elavon)',
  'Worldpay Online',
  'Stripe',
  'Adyen',
  'Checkout.com',
  'Braintree (PayPal)',
  'PayPal Checkout',
  'Square Online',
  'SumUp Online',
  'Dojo Online Payments',
  'Global Payments (Realex)',
  'Barclaycard Smartpay',
  'Cardstream',
  'Paymentsense Online',
  'Takepayments Online',
  'Trust Payments',
  'Nuvei',
  'Klarna',
  'Clearpay',
  NOT_APPLICABLE,
] as const;

/** E-commerce platforms with a plug-in or built-in checkout for UK card payments. */
export const ECOMMERCE_PLATFORMS = [
  'Shopify',
  'WooCommerce',
  'Magento (Adobe Commerce)',
  'BigCommerce',
  'Wix',
  'Squarespace',
  'PrestaShop',
  'OpenCart',
  'Ecwid',
  'Ekm',
  'Shopwired',
  'Salesforce Commerce Cloud',
  NOT_APPLICABLE,
] as const;

/** EPOS systems used by UK retail and hospitality. */
export const EPOS_SYSTEMS = [
  'Square POS',
  'Lightspeed',
  'Epos Now',
  'Clover',
  'Toast',
  'Zettle POS',
  'SumUp POS',
  'Vend',
  'TouchBistro',
  'Tevalis',
  'ICRTouch',
  'Goodtill',
  'Aloha (NCR Voyix)',
  'Oracle Micros Simphony',
  'Sage Pay POS',
  NOT_APPLICABLE,
] as const;

/** Software a provider's payments or settlement data integrate with. */
export const API_INTEGRATIONS = [
  'REST API',
  'Hosted payment page',
  'Payment links',
  'Virtual terminal',
  'Recurring billing / subscriptions',
  'Xero',
  'QuickBooks',
  'Sage Accounting',
  'FreeAgent',
  'Mobile SDK (iOS / Android)',
  'Webhooks',
  'Open Banking',
  NOT_APPLICABLE,
] as const;

/** A stored value and the label the forms show for it. */
export interface CatalogueOption {
  value: string;
  label: string;
}

/**
 * How a terminal connects: stored as the keys the public wizard asks for and labels
 * (ethernet, wifi, 4g, bluetooth, dial_up), shown with these labels.
 */
export const TERMINAL_CONNECTIVITY: readonly CatalogueOption[] = [
  { value: 'ethernet', label: 'Ethernet' },
  { value: 'wifi', label: 'WiFi' },
  { value: '4g', label: '4G' },
  { value: 'bluetooth', label: 'Bluetooth' },
  { value: 'dial_up', label: 'Dial-up' },
];

/** Features a terminal offers. */
export const TERMINAL_FEATURES = [
  'Contactless',
  'Chip and PIN',
  'Apple Pay',
  'Google Pay',
  'Samsung Pay',
  'Receipt printer',
  'Email receipts',
  'SMS receipts',
  'Tipping',
  'Bill splitting',
  'Pre-authorisation',
  'Refunds',
  'Touchscreen',
  'Long battery life',
] as const;

/** What sets a terminal apart. */
export const TERMINAL_SPECIAL_FEATURES = [
  'Next-day settlement',
  'Same-day settlement',
  'Android apps',
  'Built-in barcode scanner',
  'Multi-currency (DCC)',
  'Offline payments',
  'Cash-back',
  'Gift cards',
  'Loyalty schemes',
  'Inventory management',
  'Table service',
  'Dual SIM',
] as const;

/**
 * Business types a terminal suits: stored as the public wizard's values, its business types
 * (retail, restaurant, online, trade) and then its sectors (sectors.ts), each once.
 */
export const TERMINAL_SUITABLE_FOR: readonly CatalogueOption[] = [
  { value: 'retail', label: 'Retail' },
  { value: 'restaurant', label: 'Restaurants, cafés and pubs' },
  { value: 'online', label: 'Online businesses' },
  { value: 'trade', label: 'Trades and mobile services' },
  ...BUSINESS_SECTORS.filter((sector) => sector.value !== 'retail'),
];

/** Support location options of the Edit Provider dialog. */
export const SUPPORT_LOCATIONS_EDIT = ['UK', 'UK & Ireland', 'Europe', 'International'] as const;
/** Support location options of the Add Provider wizard. */
export const SUPPORT_LOCATIONS_WIZARD = ['UK-based', 'EU-based', 'Offshore', 'Multiple locations'] as const;

/** Delivery options of the Edit Provider dialog. */
export const DELIVERY_OPTIONS_EDIT = ['Same day', '1-2 days', '3-5 days', '5-10 days', '10+ days'] as const;
/** Delivery options of the Add Provider wizard. */
export const DELIVERY_OPTIONS_WIZARD = ['1-2 days', '3-5 days', '1-2 weeks', '2-3 weeks', '3-4 weeks'] as const;

/** Payment types options. */
export const PAYMENT_TYPE_OPTIONS = ['Visa/Mastercard', '+Amex', 'All major cards', 'All cards + digital wallets'] as const;

/** Connection methods options. */
export const CONNECTION_METHOD_OPTIONS = ['WiFi/Ethernet', '+4G', 'All connectivity options', 'API integration only'] as const;

/** Transaction fee structure options of a terminal. */
export const TRANSACTION_FEE_STRUCTURES = ['Standard rates', 'Higher per-transaction fees', 'Volume-based pricing', 'Fixed monthly + standard rates'] as const;

/** The four integration lists of a provider, by field, for the forms and the cards. */
export const PROVIDER_INTEGRATION_OPTIONS = {
  paymentGateways: PAYMENT_GATEWAYS,
  ecommercePlatforms: ECOMMERCE_PLATFORMS,
  eposSystems: EPOS_SYSTEMS,
  apiIntegrations: API_INTEGRATIONS,
} as const;

/** Plain texts as options (the value is the label). */
export function textOptions(list: readonly string[]): CatalogueOption[] {
  return list.map((item) => ({ value: item, label: item }));
}

/** The four option lists of a terminal, by field. */
export const TERMINAL_LIST_OPTIONS: Readonly<Record<'connectivity' | 'features' | 'specialFeatures' | 'suitableFor', readonly CatalogueOption[]>> = {
  connectivity: TERMINAL_CONNECTIVITY,
  features: textOptions(TERMINAL_FEATURES),
  specialFeatures: textOptions(TERMINAL_SPECIAL_FEATURES),
  suitableFor: TERMINAL_SUITABLE_FOR,
};

/** The label of a stored value of a list; a value outside the list is shown as it is. */
export function optionLabel(options: readonly CatalogueOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The choices a form offers for a field: the list's options, then any value the record already
 * holds that the list does not (kept, never dropped silently).
 */
export function optionsWith(options: readonly CatalogueOption[], current: readonly string[] | string | null | undefined): CatalogueOption[] {
  const held = current === null || current === undefined ? [] : typeof current === 'string' ? [current] : [...current];
  const extra = held.filter((value) => value && !options.some((option) => option.value === value));
  return [...options, ...extra.map((value) => ({ value, label: value }))];
}
