import { TerminalSeed } from './reference-data.types';

/**
 * Third-party card terminals that several UK providers supply under their own contracts. The
 * device facts (form factor, connectivity, capabilities) are the manufacturers'; each provider
 * sets its own rental, setup fee and recommendation through `device()`.
 */
type DeviceSpec = Pick<TerminalSeed, 'name' | 'type' | 'description' | 'detailedDescription' | 'connectivity' | 'features' | 'specialFeatures' | 'suitableFor'>;

const CARD_BASICS = ['Chip and PIN', 'Contactless', 'Apple Pay and Google Pay'];

const DEVICES = {
  'Ingenico Desk/5000': {
    name: 'Ingenico Desk/5000',
    type: 'countertop',
    description: 'Compact countertop card machine with a colour touchscreen and built-in receipt printer.',
    detailedDescription:
      'The Ingenico Desk/5000 sits by the till and connects over Ethernet or WiFi. It takes chip and PIN, contactless cards and mobile wallets, prints customer and merchant receipts, and is fast enough for a busy queue.',
    connectivity: ['ethernet', 'wifi'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Colour touchscreen'],
    specialFeatures: ['Cashback at the till', 'Refunds and pre-authorisations'],
    suitableFor: ['retail', 'trade', 'automotive', 'healthcare'],
  },
  'Ingenico Desk/3500': {
    name: 'Ingenico Desk/3500',
    type: 'countertop',
    description: 'Older countertop card machine on a phone line or Ethernet, with a built-in printer.',
    detailedDescription:
      'The Ingenico Desk/3500 is a fixed countertop terminal that connects over a phone line (dial-up) or Ethernet. It takes chip and PIN and contactless payments and prints receipts. Dial-up terminals are being retired as UK landlines move to digital.',
    connectivity: ['dial_up', 'ethernet'],
    features: [...CARD_BASICS, 'Built-in receipt printer'],
    specialFeatures: ['Works on a phone line without broadband'],
    suitableFor: ['retail', 'trade'],
  },
  'Ingenico Move/5000': {
    name: 'Ingenico Move/5000',
    type: 'portable',
    description: 'Portable card machine with 4G and WiFi that goes to the table, the door or the van.',
    detailedDescription:
      'The Ingenico Move/5000 is a handheld terminal with a colour touchscreen, a built-in printer and a long-life battery. It connects over WiFi in the shop and switches to 4G when out of range, so it suits pay-at-table service and payments on the move.',
    connectivity: ['wifi', '4g', 'bluetooth'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'All-day battery'],
    specialFeatures: ['Pay at table', 'Tipping prompts', 'Bill splitting'],
    suitableFor: ['restaurant', 'retail', 'trade', 'food_beverage', 'beauty_wellness'],
  },
  'PAX A920 Pro': {
    name: 'PAX A920 Pro',
    type: 'smart',
    description: 'Android smart terminal with a large touchscreen, printer, camera and apps.',
    detailedDescription:
      'The PAX A920 Pro runs Android payment and business apps on a 5.5-inch touchscreen. It prints receipts, scans barcodes and QR codes with its camera, and connects over WiFi or 4G, so it can serve as a till, a portable terminal and a simple point of sale in one device.',
    connectivity: ['wifi', '4g', 'bluetooth'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Android apps', 'Barcode and QR scanning'],
    specialFeatures: ['Tipping prompts', 'Pay at table', 'Digital receipts by email or SMS'],
    suitableFor: ['restaurant', 'retail', 'food_beverage', 'beauty_wellness', 'entertainment'],
  },
  'Verifone V240m': {
    name: 'Verifone V240m',
    type: 'mobile',
    description: 'Lightweight mobile card machine with 4G, WiFi and Bluetooth for payments anywhere.',
    detailedDescription:
      'The Verifone V240m is a small handheld terminal that works on its own 4G SIM, on WiFi or paired to a base over Bluetooth. It has a built-in printer and a battery that lasts a working day, which makes it a common choice for tradespeople, delivery and events.',
    connectivity: ['wifi', '4g', 'bluetooth'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Built-in 4G SIM'],
    specialFeatures: ['Takes payments on the road', 'Tipping prompts'],
    suitableFor: ['trade', 'restaurant', 'construction_trade', 'transport_logistics', 'entertainment'],
  },
  'Verifone V400m': {
    name: 'Verifone V400m',
    type: 'portable',
    description: 'Portable touchscreen terminal with 4G and WiFi for pay-at-table and counter service.',
    detailedDescription:
      'The Verifone V400m is a portable terminal with a 3.5-inch touchscreen and a built-in printer. It connects over WiFi or 4G and docks on a charging base at the counter, so the same device works at the till and at the table.',
    connectivity: ['wifi', '4g', 'bluetooth'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Touchscreen'],
    specialFeatures: ['Pay at table', 'Tipping prompts', 'Bill splitting'],
    suitableFor: ['restaurant', 'retail', 'food_beverage', 'accommodation'],
  },
  'Verifone V400c Plus': {
    name: 'Verifone V400c Plus',
    type: 'countertop',
    description: 'Countertop touchscreen terminal for fixed checkouts, wired or on WiFi.',
    detailedDescription:
      'The Verifone V400c Plus is a countertop terminal with a 3.5-inch touchscreen and a built-in printer, connected over Ethernet or WiFi. It is often linked to an EPOS till so the amount is sent to the terminal automatically.',
    connectivity: ['ethernet', 'wifi', 'bluetooth'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Touchscreen'],
    specialFeatures: ['EPOS integration', 'Cashback at the till'],
    suitableFor: ['retail', 'healthcare', 'automotive', 'trade'],
  },
  'Clover Flex': {
    name: 'Clover Flex',
    type: 'smart',
    description: 'Handheld smart terminal running Clover apps, with printer, camera and 4G.',
    detailedDescription:
      'Clover Flex is a handheld Android device that takes card and wallet payments, prints receipts and scans barcodes. It runs apps from the Clover App Market for stock, staff and loyalty, and connects over WiFi or 4G.',
    connectivity: ['wifi', '4g'],
    features: [...CARD_BASICS, 'Built-in receipt printer', 'Barcode scanning', 'Clover App Market'],
    specialFeatures: ['Pay at table', 'Tipping prompts', 'Customer loyalty apps'],
    suitableFor: ['restaurant', 'retail', 'food_beverage', 'beauty_wellness'],
  },
  'Clover Mini': {
    name: 'Clover Mini',
    type: 'countertop',
    description: 'Countertop Clover terminal with a large touchscreen that doubles as a compact till.',
    detailedDescription:
      'Clover Mini sits on the counter with an 8-inch touchscreen, a built-in printer and a customer-facing camera. It runs Clover point-of-sale software for items, stock and reports, and connects over Ethernet or WiFi.',
    connectivity: ['ethernet', 'wifi'],
    features: [...CARD_BASICS, 'Built-in receipt printer', '8-inch touchscreen', 'Clover point-of-sale software'],
    specialFeatures: ['Stock and item management', 'Sales reporting'],
    suitableFor: ['retail', 'food_beverage', 'beauty_wellness'],
  },
} satisfies Record<string, DeviceSpec>;

export type DeviceName = keyof typeof DEVICES;

/** What each provider decides for a shared device. */
export interface DeviceTerms {
  monthlyRental: number;
  setupFee: number;
  isRecommended?: boolean;
  transactionFeeStructure?: 'Standard rates' | 'Volume-based pricing' | 'Fixed monthly + standard rates';
  suitableFor?: string[];
  status?: 'inactive';
}

/** A shared device on one provider's terms, as a complete terminal seed with its own arrays. */
export function device(name: DeviceName, terms: DeviceTerms): TerminalSeed {
  const spec: DeviceSpec = DEVICES[name];
  return {
    name: spec.name,
    type: spec.type,
    description: spec.description,
    detailedDescription: spec.detailedDescription,
    connectivity: [...(spec.connectivity ?? [])],
    features: [...(spec.features ?? [])],
    specialFeatures: [...(spec.specialFeatures ?? [])],
    suitableFor: [...(terms.suitableFor ?? spec.suitableFor ?? [])],
    monthlyRental: terms.monthlyRental,
    setupFee: terms.setupFee,
    isRecommended: terms.isRecommended ?? false,
    hasHigherTransactionFees: false,
    maxRecommendedMonthlyVolume: null,
    transactionFeeStructure: terms.transactionFeeStructure ?? 'Standard rates',
    lowVolumeWarning: null,
    ...(terms.status ? { status: terms.status } : {}),
  };
}

/** Wording of the warning shown with pay-as-you-go readers, by recommended monthly ceiling. */
export function lowVolumeWarning(maxMonthlyVolume: number): string {
  const ceiling = `£${maxMonthlyVolume.toLocaleString('en-GB')}`;
  return `Best for low volumes: flat pay-as-you-go fees cost more than a standard merchant account once card takings pass about ${ceiling} a month.`;
}
