import { GENERAL_BUSINESS_DEFAULTS } from '../../domain/pricing';
import { IndustryDefault } from '../../industry-defaults/entities/industry-default.entity';
import { BUSINESS_SECTOR_VALUES, BusinessSector } from '../../domain/vocabulary';

/**
 * Typical figures per wizard sector, loaded by the wizard's 'Use Industry
 * Typical' button. Splits are the share of the first-named side, 0-100: creditDebitSplitDefault is
 * the credit-card share of card turnover, personalCorporate the personal-card share, ukInternational
 * the UK-card share and f2fCnp the face-to-face share.
 *
 * They are typical starting values for a small or medium UK business in the sector, drawn from the
 * kinds of public sources named in researchSource (UK Finance card-spending and payment-markets
 * reports, ONS statistics, sector trade bodies' published figures); they are estimates for a
 * starting point, not measurements of any one business. Staff refine them in the back-office.
 *
 * 'other' carries exactly the 'General Business' fallback the wizard uses when the defaults call fails.
 */
export type IndustryDefaultSeed = Omit<IndustryDefault, 'id' | 'createdAt' | 'updatedAt'>;

/** The sectors the wizard stores (the shared vocabulary): one defaults row each. */
export const WIZARD_SECTORS = BUSINESS_SECTOR_VALUES;
export type WizardSector = BusinessSector;

const RESEARCH_DATE = '2026-11-22';
const UK_CARD_SOURCES = 'UK Finance Card Spending Update 2025; UK Finance UK Payment Markets Report 2025';

function row(businessSector: WizardSector, values: Omit<IndustryDefaultSeed, 'businessSector' | 'isActive' | 'researchDate'>): IndustryDefaultSeed {
  return { businessSector, ...values, isActive: true, researchDate: RESEARCH_DATE };
}

export const INDUSTRY_DEFAULT_SEEDS: IndustryDefaultSeed[] = [
  row('retail', {
    sectorLabel: 'Retail',
    monthlyTurnoverDefault: 30000,
    averageTransactionDefault: 28,
    creditDebitSplitDefault: 30,
    personalCorporateSplitDefault: 92,
    ukInternationalSplitDefault: 95,
    f2fCnpSplitDefault: 85,
    researchSource: `${UK_CARD_SOURCES}; ONS Retail sales, Great Britain; British Retail Consortium payments survey`,
    notes:
      'High volume of small basket payments, mostly contactless debit. Card-not-present share covers click-and-collect and phone orders for independent shops.',
  }),
  row('food_beverage', {
    sectorLabel: 'Food & Beverage',
    monthlyTurnoverDefault: 25000,
    averageTransactionDefault: 18,
    creditDebitSplitDefault: 28,
    personalCorporateSplitDefault: 88,
    ukInternationalSplitDefault: 93,
    f2fCnpSplitDefault: 92,
    researchSource: `${UK_CARD_SOURCES}; ONS Index of Services (food and beverage service activities); UKHospitality sector reports`,
    notes:
      'Cafés, restaurants, pubs and takeaways. Low average ticket, almost all face to face; online orders and deposits make up the card-not-present share.',
  }),
  row('healthcare', {
    sectorLabel: 'Healthcare',
    monthlyTurnoverDefault: 30000,
    averageTransactionDefault: 65,
    creditDebitSplitDefault: 35,
    personalCorporateSplitDefault: 90,
    ukInternationalSplitDefault: 98,
    f2fCnpSplitDefault: 85,
    researchSource: `${UK_CARD_SOURCES}; ONS Annual Business Survey (human health activities); professional body practice surveys`,
    notes:
      'Private practices such as dental, optical, physiotherapy and clinics. Payments mostly at the reception desk; some deposits and treatment plans taken by phone or link.',
  }),
  row('professional_services', {
    sectorLabel: 'Professional Services',
    monthlyTurnoverDefault: 40000,
    averageTransactionDefault: 250,
    creditDebitSplitDefault: 45,
    personalCorporateSplitDefault: 40,
    ukInternationalSplitDefault: 92,
    f2fCnpSplitDefault: 30,
    researchSource: `${UK_CARD_SOURCES}; ONS Annual Business Survey (professional, scientific and technical activities)`,
    notes: 'Accountants, solicitors, consultants and agencies. Larger invoice payments, a high share of business cards, mostly paid remotely by link or phone.',
  }),
  row('automotive', {
    sectorLabel: 'Automotive',
    monthlyTurnoverDefault: 50000,
    averageTransactionDefault: 180,
    creditDebitSplitDefault: 40,
    personalCorporateSplitDefault: 80,
    ukInternationalSplitDefault: 98,
    f2fCnpSplitDefault: 85,
    researchSource: `${UK_CARD_SOURCES}; ONS Retail sales (automotive fuel and motor trades); Society of Motor Manufacturers and Traders publications`,
    notes: 'Garages, servicing, tyres and parts. Mid-to-high tickets paid at collection; fleet and company cards form the corporate share.',
  }),
  row('construction_trade', {
    sectorLabel: 'Construction & Trade',
    monthlyTurnoverDefault: 45000,
    averageTransactionDefault: 350,
    creditDebitSplitDefault: 40,
    personalCorporateSplitDefault: 65,
    ukInternationalSplitDefault: 99,
    f2fCnpSplitDefault: 50,
    researchSource: `${UK_CARD_SOURCES}; ONS Construction output in Great Britain; Federation of Master Builders surveys`,
    notes:
      'Builders, electricians, plumbers and trade counters. Large payments on completion, split between on-site card machines and remote payment links for invoices and deposits.',
  }),
  row('beauty_wellness', {
    sectorLabel: 'Beauty & Wellness',
    monthlyTurnoverDefault: 15000,
    averageTransactionDefault: 45,
    creditDebitSplitDefault: 30,
    personalCorporateSplitDefault: 97,
    ukInternationalSplitDefault: 98,
    f2fCnpSplitDefault: 90,
    researchSource: `${UK_CARD_SOURCES}; ONS Index of Services (other personal service activities); National Hair & Beauty Federation industry statistics`,
    notes: 'Salons, barbers, spas and gyms. Almost entirely personal cards; card-not-present covers booking deposits and memberships.',
  }),
  row('education', {
    sectorLabel: 'Education',
    monthlyTurnoverDefault: 20000,
    averageTransactionDefault: 120,
    creditDebitSplitDefault: 35,
    personalCorporateSplitDefault: 85,
    ukInternationalSplitDefault: 90,
    f2fCnpSplitDefault: 40,
    researchSource: `${UK_CARD_SOURCES}; ONS Annual Business Survey (education); Department for Education statistics`,
    notes: 'Tutoring, training providers, nurseries and private courses. Fees paid mostly online or by link; international share reflects overseas students.',
  }),
  row('accommodation', {
    sectorLabel: 'Accommodation',
    monthlyTurnoverDefault: 45000,
    averageTransactionDefault: 160,
    creditDebitSplitDefault: 50,
    personalCorporateSplitDefault: 75,
    ukInternationalSplitDefault: 70,
    f2fCnpSplitDefault: 45,
    researchSource: `${UK_CARD_SOURCES}; VisitBritain inbound tourism statistics; ONS Index of Services (accommodation)`,
    notes: 'Hotels, B&Bs and holiday lets. Bookings and deposits are taken remotely, often on credit cards; a large share of guests pay with overseas cards.',
  }),
  row('technology', {
    sectorLabel: 'Technology',
    monthlyTurnoverDefault: 50000,
    averageTransactionDefault: 95,
    creditDebitSplitDefault: 50,
    personalCorporateSplitDefault: 45,
    ukInternationalSplitDefault: 80,
    f2fCnpSplitDefault: 10,
    researchSource: `${UK_CARD_SOURCES}; ONS Annual Business Survey (information and communication); techUK sector reports`,
    notes: 'Software, subscriptions and IT services. Almost entirely online, with many business cards and a noticeable international share.',
  }),
  row('manufacturing', {
    sectorLabel: 'Manufacturing',
    monthlyTurnoverDefault: 80000,
    averageTransactionDefault: 450,
    creditDebitSplitDefault: 45,
    personalCorporateSplitDefault: 25,
    ukInternationalSplitDefault: 85,
    f2fCnpSplitDefault: 30,
    researchSource: `${UK_CARD_SOURCES}; ONS Index of Production; Make UK manufacturing outlook`,
    notes: 'Mostly business-to-business orders paid on corporate and purchasing cards, by phone or online; card payments are a minority of total sales.',
  }),
  row('charity_nonprofit', {
    sectorLabel: 'Charity & Non-profit',
    monthlyTurnoverDefault: 12000,
    averageTransactionDefault: 30,
    creditDebitSplitDefault: 30,
    personalCorporateSplitDefault: 95,
    ukInternationalSplitDefault: 97,
    f2fCnpSplitDefault: 40,
    researchSource: `${UK_CARD_SOURCES}; Charities Aid Foundation UK Giving Report; NCVO UK Civil Society Almanac`,
    notes: 'Donations, events and charity shops. Online giving dominates; contactless collection points and shops make up the face-to-face share.',
  }),
  row('entertainment', {
    sectorLabel: 'Entertainment',
    monthlyTurnoverDefault: 35000,
    averageTransactionDefault: 35,
    creditDebitSplitDefault: 35,
    personalCorporateSplitDefault: 92,
    ukInternationalSplitDefault: 90,
    f2fCnpSplitDefault: 70,
    researchSource: `${UK_CARD_SOURCES}; ONS Index of Services (arts, entertainment and recreation); VisitBritain inbound tourism statistics`,
    notes: 'Venues, attractions, events and leisure. Tickets sold online in advance alongside on-site bar, food and merchandise sales.',
  }),
  row('transport_logistics', {
    sectorLabel: 'Transport & Logistics',
    monthlyTurnoverDefault: 40000,
    averageTransactionDefault: 85,
    creditDebitSplitDefault: 40,
    personalCorporateSplitDefault: 55,
    ukInternationalSplitDefault: 90,
    f2fCnpSplitDefault: 60,
    researchSource: `${UK_CARD_SOURCES}; Department for Transport statistics; Logistics UK industry reports`,
    notes: 'Taxis, couriers, removals and haulage. Mix of in-vehicle card payments and remotely booked jobs, with a sizeable share of business customers.',
  }),
  row('property_estate', {
    sectorLabel: 'Property & Estate Agency',
    monthlyTurnoverDefault: 25000,
    averageTransactionDefault: 450,
    creditDebitSplitDefault: 35,
    personalCorporateSplitDefault: 70,
    ukInternationalSplitDefault: 95,
    f2fCnpSplitDefault: 35,
    researchSource: `${UK_CARD_SOURCES}; ONS Private rental market statistics; Propertymark industry reports`,
    notes:
      'Letting and estate agents and property managers. Holding deposits, fees and rent paid mostly by link or phone; corporate share covers landlords and companies.',
  }),
  row('other', {
    ...GENERAL_BUSINESS_DEFAULTS,
    researchSource: 'Comparison wizard General Business fallback values (used when no sector figures load)',
    notes: 'Used when the sector is not listed or has no typical figures of its own. Values equal the wizard’s General Business fallback.',
  }),
];
