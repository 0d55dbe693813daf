import type { CompanyLink } from '../company/company';

/**
 * Landing-page copy (claims, service tiers, sections). Display only:
 * the headings and labels are the product's promised wording, word for word.
 */

export const COMPARISON_TOOL_PATH = '/comparison-tool';
export const MAIN_CTA_LABEL = 'Compare Rates Now';

/** The four tick points of the hero, taken from the product's claims. */
export const HERO_POINTS = [
  'Compare 20+ payment solutions',
  'See real rates instantly – no sales calls',
  'Save up to 40% on processing fees',
  'Full comparison in 5 minutes – 100% free',
] as const;

/** Nine named providers (shown as text wordmarks), then '+ More Partners'. */
export const PARTNERS = ['Worldpay', 'Barclaycard', 'Dojo', 'Square', 'SumUp', 'Takepayments', 'Lloyds Cardnet', 'Elavon', 'Global Payments'] as const;

export interface Tile {
  title: string;
  text: string;
}

export const BENEFIT_TILES: readonly Tile[] = [
  {
    title: 'No Contact Details',
    text: 'See real rates and your savings before you share a name, email or phone number.',
  },
  {
    title: 'Real Savings',
    text: 'Save up to 40% on processing fees with live quotes from 20+ payment solutions.',
  },
  {
    title: '100% FREE',
    text: 'No fees, no sales calls and no pressure – just no-obligation quotes.',
  },
];

export const UPFRONT_BANNER = {
  title: 'The Only Comparison Site That Shows You Everything Upfront',
  tagline: 'Make.Informed.Decisions.',
} as const;

export const THREE_POINTS: readonly Tile[] = [
  {
    title: 'Save £1,000s Annually',
    text: 'Lower card fees, fair terminal rental and no hidden monthly charges add up year after year.',
  },
  {
    title: 'Transparent Process',
    text: 'Every quote shows its rates, fees and estimated monthly cost, so you can see how it is worked out.',
  },
  {
    title: 'Your Choice to Apply',
    text: 'Compare first and decide later. You only share contact details if you choose to apply.',
  },
];

export type TierAction =
  | { kind: 'internal'; label: string; to: string }
  /** Opens the company's external page (its address comes from the server) in a new tab. */
  | { kind: 'external'; label: string; link: CompanyLink };

export interface ServiceTier {
  id: string;
  name: string;
  /** Price in pounds; null for the free tier. */
  price: number | null;
  /** 'hour' or 'day' for paid tiers. */
  per: 'hour' | 'day' | null;
  summary: string;
  details: readonly string[];
  action: TierAction;
  isHighlighted: boolean;
}

/** The three service tiers. */
export const SERVICE_TIERS: readonly ServiceTier[] = [
  {
    id: 'online',
    name: 'Online Comparison',
    price: null,
    per: null,
    summary: 'Self-service: compare 20+ payment solutions and see real rates instantly.',
    details: [
      'No contact details needed to see pricing and savings',
      'Ranked quotes with estimated monthly cost and savings',
      'Full comparison in 5 minutes',
      'Apply online when you are ready – no obligation',
    ],
    action: { kind: 'internal', label: 'Compare Now', to: COMPARISON_TOOL_PATH },
    isHighlighted: true,
  },
  {
    id: 'assisted',
    name: 'Assisted Comparison',
    price: 50,
    per: 'hour',
    summary: 'Remote help from a payment expert who compares and negotiates for you.',
    details: [
      'An expert reviews your statements with you remotely',
      'We negotiate rates with providers on your behalf',
      'Guaranteed extra savings or your money back',
    ],
    action: { kind: 'external', label: 'Book Now', link: 'bookingUrl' },
    isHighlighted: false,
  },
  {
    id: 'expert',
    name: '121 Expert Support',
    price: 350,
    per: 'day',
    summary: 'A bespoke specialist service for larger and more complex businesses.',
    details: ['A dedicated specialist for your business', 'Review of every site, terminal and contract', 'Potential savings of £10,000 or more a year'],
    action: { kind: 'external', label: 'Contact Us', link: 'expertContactUrl' },
    isHighlighted: false,
  },
];

export interface Testimonial {
  id: string;
  /** Text before the highlighted saving. */
  before: string;
  /** The saving, in pounds, and the period it covers. */
  saving: { amount: number; per: 'month' | 'year' };
  /** Text after the highlighted saving. */
  after: string;
  name: string;
  business: string;
  city: string;
  isFeatured: boolean;
}

/** Shown by default in 'Trusted by UK Business Owners'; the rest after 'Show More Reviews'. */
export const TESTIMONIALS_SHOWN_BY_DEFAULT = 3;

/** Ten testimonials; the first three are the default view and the first two are featured. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'cafe-manchester',
    before: 'I had no idea how much I was overpaying. The comparison showed me a deal saving',
    saving: { amount: 2400, per: 'year' },
    after: 'and I never had to take a sales call.',
    name: 'Sarah M.',
    business: 'Café owner',
    city: 'Manchester',
    isFeatured: true,
  },
  {
    id: 'retail-bristol',
    before: 'Switching took one afternoon. Our card fees dropped straight away and we are now saving',
    saving: { amount: 3850, per: 'year' },
    after: 'across both shops.',
    name: 'James T.',
    business: 'Independent retailer',
    city: 'Bristol',
    isFeatured: true,
  },
  {
    id: 'salon-leeds',
    before: 'Seeing every fee upfront made the choice easy. We pay',
    saving: { amount: 95, per: 'month' },
    after: 'less than before, with a better terminal.',
    name: 'Priya K.',
    business: 'Hair salon',
    city: 'Leeds',
    isFeatured: false,
  },
  {
    id: 'restaurant-glasgow',
    before: 'Our old contract had charges we did not understand. The new provider saves us',
    saving: { amount: 5200, per: 'year' },
    after: 'and the portable terminals are faster at the table.',
    name: 'Callum R.',
    business: 'Restaurant owner',
    city: 'Glasgow',
    isFeatured: false,
  },
  {
    id: 'trades-cardiff',
    before: 'As a sole trader I thought card payments would be expensive. I found a plan that saves me',
    saving: { amount: 40, per: 'month' },
    after: 'compared with the first quote I was given.',
    name: 'Dafydd O.',
    business: 'Plumbing and heating',
    city: 'Cardiff',
    isFeatured: false,
  },
  {
    id: 'online-london',
    before: 'The comparison covered our online gateway as well as the shop. We are saving',
    saving: { amount: 6100, per: 'year' },
    after: 'on processing fees alone.',
    name: 'Amira H.',
    business: 'Online fashion store',
    city: 'London',
    isFeatured: false,
  },
  {
    id: 'pharmacy-birmingham',
    before: 'Clear, honest figures with no pressure. Moving provider is saving us',
    saving: { amount: 210, per: 'month' },
    after: 'and the switch was handled for us.',
    name: 'Raj P.',
    business: 'Community pharmacy',
    city: 'Birmingham',
    isFeatured: false,
  },
  {
    id: 'garage-newcastle',
    before: 'I compared in a few minutes on my phone between jobs and cut our costs by',
    saving: { amount: 1900, per: 'year' },
    after: 'without changing how we take payments.',
    name: 'Gary W.',
    business: 'Car repair garage',
    city: 'Newcastle',
    isFeatured: false,
  },
  {
    id: 'hotel-edinburgh',
    before: 'With card-not-present and international guests our fees were high. The new rates save us',
    saving: { amount: 8700, per: 'year' },
    after: 'and reporting is much simpler.',
    name: 'Fiona D.',
    business: 'Boutique hotel',
    city: 'Edinburgh',
    isFeatured: false,
  },
  {
    id: 'gym-nottingham',
    before: 'We were tied into an expensive contract. The expert support found us a deal saving',
    saving: { amount: 3300, per: 'year' },
    after: 'even after the exit fee.',
    name: 'Tom B.',
    business: 'Fitness studio',
    city: 'Nottingham',
    isFeatured: false,
  },
];

/** The testimonial shown beside the partner logos (one outside the default three). */
export const SPOTLIGHT_TESTIMONIAL_ID = 'restaurant-glasgow';
