/**
 * Finds the card-payment provider a statement comes from: the known providers (the providers
 * table) and the common UK acquirers and brands with their aliases, tolerant of OCR noise
 * (WorIdpay, W0rldpay). Pure: no framework imports.
 */

interface Brand {
  /** Shown when no known provider matches the brand. */
  name: string;
  /** Written as on a statement; matched case-insensitively, OCR look-alikes tolerated. */
  aliases: readonly string[];
  /** Common words that are also the brand: matched only with this exact spelling. */
  exactAliases?: readonly string[];
  /** Names that often appear for another reason (the merchant's own bank): used only when nothing else matches. */
  weakAliases?: readonly string[];
}

const BRANDS: readonly Brand[] = [
  { name: 'Worldpay', aliases: ['Worldpay', 'World Pay', 'WorldPay from FIS', 'FIS Worldpay', 'RBS WorldPay'] },
  { name: 'Barclaycard', aliases: ['Barclaycard', 'Barclays Merchant Services', 'Barclaycard Payments', 'ePDQ'], weakAliases: ['Barclays'] },
  { name: 'Lloyds Cardnet', aliases: ['Lloyds Bank Cardnet', 'Lloyds Cardnet', 'Cardnet'], weakAliases: ['Lloyds Bank', 'Lloyds'] },
  { name: 'Elavon', aliases: ['Elavon'] },
  { name: 'Global Payments', aliases: ['Global Payments', 'GlobalPayments', 'HSBC Global Payments', 'GPUK'] },
  { name: 'Clover (Fiserv)', aliases: ['First Data', 'FirstData', 'Fiserv', 'Clover'] },
  { name: 'Square', aliases: ['Squareup', 'Square Inc', 'Block Inc'], exactAliases: ['Square', 'SQUARE'] },
  { name: 'SumUp', aliases: ['SumUp'] },
  { name: 'Zettle by PayPal', aliases: ['Zettle', 'iZettle', 'PayPal Zettle'], weakAliases: ['PayPal'] },
  { name: 'Dojo', aliases: ['Dojo', 'Paymentsense Dojo'] },
  { name: 'Paymentsense', aliases: ['Paymentsense', 'Payment Sense'] },
  { name: 'Takepayments', aliases: ['Takepayments', 'takepayments.com', 'Take Payments Limited', 'Take Payments Ltd'] },
  { name: 'Teya', aliases: ['Teya', 'SaltPay', 'Salt Pay'] },
  { name: 'Stripe', aliases: ['stripe.com', 'Stripe Payments'], exactAliases: ['Stripe', 'STRIPE'] },
  { name: 'Adyen', aliases: ['Adyen'] },
  { name: 'Tyl by NatWest', aliases: ['Tyl by NatWest', 'Tyl by Natwest'], exactAliases: ['Tyl', 'TYL'], weakAliases: ['NatWest', 'RBS'] },
  { name: 'Handepay', aliases: ['Handepay', 'Hande pay'] },
  { name: 'Payzone', aliases: ['Payzone'] },
  { name: 'Opayo by Elavon', aliases: ['Opayo', 'Sage Pay', 'SagePay'] },
  { name: 'Viva Wallet', aliases: ['Viva Wallet', 'VivaWallet', 'Viva.com'] },
  { name: 'Revolut Business', aliases: ['Revolut'] },
  { name: 'myPOS', aliases: ['myPOS', 'my POS'] },
  { name: 'Checkout.com', aliases: ['Checkout.com', 'Checkout com'] },
  { name: 'Rapyd', aliases: ['Rapyd'] },
];

/** Words too common to identify a provider unless written exactly as its name (e.g. 'Total Processing'). */
const COMMON_WORDS = new Set([
  'total',
  'processing',
  'payment',
  'payments',
  'card',
  'cards',
  'merchant',
  'services',
  'service',
  'business',
  'global',
  'first',
  'data',
  'pay',
  'online',
  'solutions',
  'bank',
  'by',
  'the',
  'and',
  'of',
  'uk',
  'ltd',
  'limited',
  'plc',
  'square',
]);

/**
 * OCR-tolerant form used for matching: lower case, look-alikes folded (0/O, 1/l/I/|/!), punctuation
 * between letters dropped. Every character maps to one character, so positions are kept.
 */
export function skeleton(text: string): string {
  return text
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|!i]/g, 'l');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function loosePattern(alias: string): RegExp {
  const words = skeleton(alias)
    .split(/[\s.]+/)
    .filter(Boolean)
    .map(escape);
  return new RegExp(`(?<![a-z0-9])${words.join('[\\s.\\-]*')}(?![a-z0-9])`);
}

function exactPattern(alias: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])${escape(alias).replace(/\s+/g, '\\s+')}(?![A-Za-z0-9])`);
}

interface Matcher {
  name: string;
  patterns: RegExp[];
  /** Patterns matched against the original text rather than its skeleton. */
  exact: RegExp[];
  weak: RegExp[];
}

function fold(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The known provider a brand stands for: same name, or a name that starts with or contains one of its aliases. */
function knownNameFor(brand: Brand, known: readonly string[]): string | undefined {
  const keys = [brand.name, ...brand.aliases, ...(brand.exactAliases ?? [])].map(fold);
  const folded = known.map((name) => ({ name, folded: fold(name) }));
  const containsWord = (text: string, key: string) => new RegExp(`(^| )${escape(key)}( |$)`).test(text);
  return (
    folded.find((k) => keys.includes(k.folded))?.name ??
    folded.find((k) => keys.some((key) => k.folded.startsWith(`${key} `)))?.name ??
    folded.find((k) => keys.some((key) => containsWord(k.folded, key)))?.name
  );
}

function buildMatchers(knownProviders: readonly string[]): Matcher[] {
  const matchers: Matcher[] = [];
  const covered = new Set<string>();
  for (const brand of BRANDS) {
    const name = knownNameFor(brand, knownProviders) ?? brand.name;
    covered.add(name);
    matchers.push({
      name,
      patterns: brand.aliases.map(loosePattern),
      exact: (brand.exactAliases ?? []).map(exactPattern),
      weak: (brand.weakAliases ?? []).map(loosePattern),
    });
  }
  for (const name of knownProviders) {
    if (covered.has(name) || !/[a-z0-9]/i.test(name)) continue;
    const words = fold(name).split(' ');
    const isCommon = words.every((word) => COMMON_WORDS.has(word));
    matchers.push({ name, patterns: isCommon ? [] : [loosePattern(name)], exact: isCommon ? [exactPattern(name)] : [], weak: [] });
  }
  return matchers;
}

interface Hit {
  name: string;
  at: number;
}

function firstHit(matchers: readonly Matcher[], text: string, folded: string, strength: 'strong' | 'weak'): Hit | undefined {
  let best: Hit | undefined;
  for (const matcher of matchers) {
    const tries: Array<[RegExp, string]> =
      strength === 'strong'
        ? [...matcher.patterns.map((p): [RegExp, string] => [p, folded]), ...matcher.exact.map((p): [RegExp, string] => [p, text])]
        : matcher.weak.map((p): [RegExp, string] => [p, folded]);
    for (const [pattern, haystack] of tries) {
      const at = haystack.search(pattern);
      if (at >= 0 && (!best || at < best.at)) best = { name: matcher.name, at };
    }
  }
  return best;
}

/**
 * The provider named earliest in the text (statements carry the acquirer's name in the heading).
 * `text` should leave out lines that carry figures, where words such as 'Total processing' are
 * labels rather than names. Bank names that are usually the merchant's own account (Barclays,
 * Lloyds, NatWest, PayPal) count only when no provider is named.
 */
export function matchProvider(text: string, knownProviders: readonly string[]): string | undefined {
  const matchers = buildMatchers(knownProviders);
  const folded = skeleton(text);
  return (firstHit(matchers, text, folded, 'strong') ?? firstHit(matchers, text, folded, 'weak'))?.name;
}
