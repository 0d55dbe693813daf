/**
 * The wizard's option lists with their on-screen labels.
 * Values are what is stored; labels are what the visitor reads. The wizard imports them as
 * '@domain/vocabulary/wizard-options', and the back-office's customer detail shows the same labels.
 */
import { BUSINESS_SECTORS } from './sectors';

export interface Option<V extends string = string> {
  value: V;
  label: string;
  /** A short line under the label on option cards. */
  hint?: string;
}

export const BUSINESS_TYPE_OPTIONS: readonly Option[] = [
  { value: 'retail', label: 'Retail', hint: 'Shop, market stall or showroom' },
  { value: 'restaurant', label: 'Restaurant', hint: 'Restaurant, café, pub or takeaway' },
  { value: 'online', label: 'Online', hint: 'Website, app or marketplace sales' },
  { value: 'trade', label: 'Trade', hint: 'Trades and services on the move' },
];

export type PaymentStatus = 'new' | 'existing' | 'contract';

export const PAYMENT_STATUS_OPTIONS: readonly Option<PaymentStatus>[] = [
  { value: 'new', label: 'New to card payments' },
  { value: 'existing', label: 'Currently processing' },
  { value: 'contract', label: 'Under contract' },
];

/** The older wizard offers only some statuses: new and currently processing. */
export const ORIGINAL_PAYMENT_STATUS_VALUES: readonly PaymentStatus[] = ['new', 'existing'];

/** The sectors of the shared vocabulary (the server's seeds and the back-office's filters use the same list). */
export const SECTOR_OPTIONS: readonly Option[] = BUSINESS_SECTORS;

/** Preset turnover ranges (turnover bands): the value stored is the band's upper figure. */
export const TURNOVER_BAND_OPTIONS: readonly Option[] = [
  { value: '1000', label: 'Under £1,000' },
  { value: '5000', label: '£1,000 - £5,000' },
  { value: '10000', label: '£5,000 - £10,000' },
  { value: '25000', label: '£10,000 - £25,000' },
  { value: '50000', label: '£25,000 - £50,000' },
  { value: '100000', label: '£50,000+' },
];

export const PAYMENT_METHOD_OPTIONS: readonly Option[] = [
  { value: 'epos', label: 'EPOS system', hint: 'Till or point-of-sale software' },
  { value: 'pdq', label: 'Card machine (PDQ)', hint: 'Standalone card terminal' },
  { value: 'mid_only', label: 'Merchant ID only', hint: 'You already have a gateway or terminal' },
  { value: 'moto', label: 'Phone & mail orders (MOTO)', hint: 'Card details taken by phone or post' },
  { value: 'pay_by_link', label: 'Pay by link', hint: 'Send customers a payment link' },
  { value: 'online_gateway', label: 'Online payments', hint: 'Take payments on your website' },
];

export const CARD_TYPE_OPTIONS: readonly Option[] = [
  { value: 'standard_cards', label: 'Visa & Mastercard', hint: 'Debit and credit cards' },
  { value: 'amex', label: 'American Express' },
  { value: 'diners', label: 'Diners Club' },
  { value: 'alternative', label: 'Alternative payments', hint: 'Apple Pay, Google Pay and wallets' },
];

export const TIMELINE_OPTIONS: readonly Option[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1month', label: 'Within 1 month' },
  { value: '3months', label: 'Within 3 months' },
  { value: 'exploring', label: 'Just exploring' },
];

export const CONNECTIVITY_OPTIONS: readonly Option[] = [
  { value: 'ethernet', label: 'Ethernet' },
  { value: 'wifi', label: 'WiFi' },
  { value: '4g', label: '4G' },
  { value: 'bluetooth', label: 'Bluetooth' },
  { value: 'dial_up', label: 'Dial-up' },
];

export const TERMINAL_TYPE_PREFERENCE_OPTIONS: readonly Option[] = [
  { value: 'countertop', label: 'Countertop' },
  { value: 'portable', label: 'Portable' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'mobile_app', label: 'Mobile app (tap to pay on a phone)' },
  { value: 'help_terminal', label: 'Help me choose' },
  { value: 'guidance_terminal', label: 'I need guidance' },
];

export const SOFTWARE_PREFERENCE_OPTIONS: readonly Option[] = [
  { value: 'standard', label: 'Standard terminal software' },
  { value: 'smart', label: 'Smart terminal with third-party apps' },
];

export const INTEGRATION_NEED_OPTIONS: readonly Option[] = [
  { value: 'epos', label: 'EPOS integration' },
  { value: 'gateway', label: 'Payment gateway' },
  { value: 'api', label: 'API integration' },
  { value: 'website', label: 'Website integration' },
  { value: 'none', label: 'No integration needed' },
];

/** Integration option lists per category, each ending with a 'not sure' or 'need help' option. */
export const INTEGRATION_OPTIONS: Readonly<Record<'epos' | 'gateway' | 'api' | 'website' | 'accounting' | 'custom', readonly Option[]>> = {
  epos: [
    { value: 'epos_now', label: 'Epos Now' },
    { value: 'lightspeed', label: 'Lightspeed' },
    { value: 'square_pos', label: 'Square POS' },
    { value: 'clover', label: 'Clover' },
    { value: 'toast', label: 'Toast' },
    { value: 'touchbistro', label: 'TouchBistro' },
    { value: 'other_epos', label: 'Other EPOS system' },
    { value: 'epos_not_sure', label: 'Not sure' },
  ],
  gateway: [
    { value: 'stripe', label: 'Stripe' },
    { value: 'opayo', label: 'Opayo' },
    { value: 'worldpay_gateway', label: 'Worldpay gateway' },
    { value: 'adyen', label: 'Adyen' },
    { value: 'braintree', label: 'Braintree' },
    { value: 'checkout_com', label: 'Checkout.com' },
    { value: 'gateway_not_sure', label: 'Not sure' },
  ],
  api: [
    { value: 'rest_api', label: 'REST API' },
    { value: 'mobile_sdk', label: 'Mobile SDK' },
    { value: 'hosted_page', label: 'Hosted payment page' },
    { value: 'api_need_help', label: 'Need help' },
  ],
  website: [
    { value: 'shopify', label: 'Shopify' },
    { value: 'woocommerce', label: 'WooCommerce' },
    { value: 'wix', label: 'Wix' },
    { value: 'squarespace', label: 'Squarespace' },
    { value: 'magento', label: 'Magento' },
    { value: 'bigcommerce', label: 'BigCommerce' },
    { value: 'website_not_sure', label: 'Not sure' },
  ],
  accounting: [
    { value: 'xero', label: 'Xero' },
    { value: 'quickbooks', label: 'QuickBooks' },
    { value: 'sage', label: 'Sage' },
    { value: 'freeagent', label: 'FreeAgent' },
    { value: 'accounting_not_sure', label: 'Not sure' },
  ],
  custom: [
    { value: 'bespoke', label: 'Bespoke integration' },
    { value: 'custom_need_help', label: 'Need help' },
  ],
};

/** The current-provider dropdown: the common UK providers, then 'Other'. */
export const CURRENT_PROVIDER_OPTIONS: readonly Option[] = [
  'Worldpay',
  'Barclaycard',
  'Lloyds Cardnet',
  'Elavon',
  'Global Payments',
  'Clover (Fiserv)',
  'Square',
  'SumUp',
  'Zettle by PayPal',
  'Dojo',
  'Paymentsense',
  'Takepayments',
  'Teya',
  'Stripe',
  'Adyen',
  'Tyl by NatWest',
  'Handepay',
  'Payzone',
  'Viva Wallet',
]
  .map((name): Option => ({ value: name, label: name }))
  .concat([{ value: 'Other', label: 'Other' }]);

/** Label of a value in a list, or the value itself when it is not listed. */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
