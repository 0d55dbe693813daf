/**
 * Reads the figures of a card-processing statement from its text (PDF text layer or OCR):
 * turnover, card-type volumes, transaction count, average value, the current provider and the
 * fees where printed. Pure: no framework imports. Rules are written beside each pattern and in
 * README.md of this folder.
 */
import { roundHalfAwayFromZero, roundMoney, sumMoney } from '../domain/pricing';
import { matchProvider } from './provider-matcher';
import { type Evidence, type FigureCheck, type FigureConfidence, reconcile } from './statement-checks';
import { StatementLine, toStatementLines } from './statement-values';

/** Field names match the wizard's business data so it can merge them. */
export interface StatementFigures {
  monthlyTurnover?: number;
  debitCardVolume?: number;
  creditCardVolume?: number;
  corporateCardVolume?: number;
  transactionsPerMonth?: number;
  averageTransaction?: number;
  currentProvider?: string;
  /** Percent. */
  currentDebitFee?: number;
  /** Percent. */
  currentCreditFee?: number;
  /** Percent. */
  currentCorporateCreditFee?: number;
  /** Pence per authorisation. */
  currentAuthFee?: number;
  currentMonthlyFees?: number;
  currentTerminalRental?: number;
  currentOtherFees?: number;
  currentTotalMonthlyCost?: number;
}

export type FigureName = keyof StatementFigures;

export interface StatementAnalysis {
  figures: StatementFigures;
  /** Figures worked out from others because the statement did not print them. */
  calculated: FigureName[];
  /** How sure the reading of each figure found is (statement-checks.ts). */
  confidence: Partial<Record<FigureName, FigureConfidence>>;
  /** Figures that disagree with the others: the visitor is asked to check them. */
  checks: FigureCheck[];
}

export interface ParseOptions {
  /** The text came from OCR (a photo or a scan): a figure no check confirms is less sure. */
  isOcr?: boolean;
}

type CardType = 'debit' | 'credit' | 'corporate';
type Section = 'volumes' | 'charges' | undefined;

/** A percentage above this is a share of turnover, not a card rate. */
const MAX_RATE = 10;

const FEE_WORD = /\b(fees?|charges?|charged|costs?|commission|msc|rental|rent|hire|lease|subscription|surcharges?)\b/;
const RATE_LABEL = /\b(rates?|msc|commission|pricing)\b/;
const OTHER_FEE =
  /\b(pci|dss|compliance|security|secure|gateway|admin|administration|paper|fraud|insurance|sundry|sundries|miscellaneous|misc|other (fees|charges|costs)|(refund|chargeback|dispute|retrieval)s? (fees?|charges?))\b/;
const TERMINAL = /\b(terminals?|pdq|card machines?|card readers?|equipment|devices?|pin ?pads?)\b/;
const TOTAL_COST =
  /\btotal\b.*\b(fees|charges|costs|charged|due|payable|to pay|invoice|invoiced)\b|\b(fees|charges|costs) total\b|\bamount (due|payable|to be (debited|collected))\b|\btotal to be (debited|collected)\b/;
const TABLE_TOTAL = /^(grand |overall |sub ?)?totals?( (for )?all cards| cards)?$/;
const MOVEMENT = /\b(refunds?|refunded|chargebacks?|reversals?|reversed|cashback|declined|disputes?|retrievals?)\b/;
const AUTH = /\b(authori[sz]ations?|auths?)\b/;
const PER_ITEM = /\bper (transaction|txn|item|payment|sale|authori[sz]ation)\b|\b(transaction|txn|item|payment) (fees?|charges?)\b/;
const AVERAGE = /\b(average|avg|atv|mean)\b/;
const MONTHLY = /\b(monthly|per month|account|statement|minimum|subscription|platform|membership|plan|standing|fixed|package)\b|\bservice (fee|charge)s?\b/;
const PROCESSING = /\b(merchant service|card service|transaction|processing|msc|commission|card fees|card charges)\b/;
const COUNT_NOUN = /\b(transactions?|txns?|payments?|items|purchases|authori[sz]ations)\b/;
const NUMBER_OF = /\b(number|no|num|count|qty|quantity|volume of)\b/;
const VALUE_NOUN = /\b(value|amount|turnover|takings|volume|sales|revenue|processed|taken|gross|totalling|worth)\b/;
const NOT_TURNOVER = /\b(net|settle\w*|payouts?|deposits?|paid to|transferred|vat|tax|balance|minimum|average|avg)\b/;
const TOP_TURNOVER = /\b(total|gross|turnover)\b/;

/** The card type a label is about; phrases like 'direct debit' or 'credited to' are not card types. */
export function cardTypeOf(label: string): CardType | undefined {
  const l = label.replace(/\bdirect debits?\b|\bdebited\b|\bcredited\b|\bcredit (transfer|note|balance|interest|limit)s?\b|\bcredits?\b(?= to)/g, ' ');
  if (
    /\b(corporate|commercial|business|purchasing|procurement|fleet)\b/.test(l) &&
    /\b(cards?|credit|debit|visa|mastercard|master card|mc|maestro)\b/.test(l)
  ) {
    return 'corporate';
  }
  // 'Commercial rate 2.00%', 'Corporate sales': the card word is understood.
  if (/\b(corporate|commercial|purchasing|procurement|fleet) (rates?|msc|charges?|fees?|sales|transactions|processing|service)\b/.test(l)) return 'corporate';
  if (/\b(debit|maestro|electron|v ?pay)\b/.test(l)) return 'debit';
  // American Express, Diners Club and JCB are charge/credit cards, printed as a scheme of their own.
  if (/\b(credit|amex|american express|diners( club)?|jcb)\b/.test(l)) return 'credit';
  return undefined;
}

function sectionOf(label: string): Section {
  const volumes = /\b(card types?|card schemes?|schemes?|sales|takings|turnover|summary|values?|amounts?|volumes?)\b/.test(label);
  const charges = /\b(fees|charges|costs|pricing|invoice)\b/.test(label);
  if (charges && !/\b(card types?|card schemes?|values?|amounts?|volumes?|sales|takings|turnover)\b/.test(label)) return 'charges';
  return volumes ? 'volumes' : undefined;
}

interface CardFigures {
  rows: number[];
  subtotal?: number;
  counts: number[];
  countSubtotal?: number;
  rates: Array<{ rate: number; weight?: number }>;
  /** What the card type was charged (a charges line's amount, a table row's charge column). */
  charges: number[];
}

type Best = 'turnover' | 'count' | 'average' | 'auth' | 'total' | 'processing' | 'blended';

class Findings {
  readonly cards: Record<CardType, CardFigures> = {
    debit: { rows: [], counts: [], rates: [], charges: [] },
    credit: { rows: [], counts: [], rates: [], charges: [] },
    corporate: { rows: [], counts: [], rates: [], charges: [] },
  };
  monthly: number[] = [];
  rental: number[] = [];
  other: number[] = [];
  authCharges?: number;
  /** The VAT on the charges, when a VAT line is printed. */
  vat?: number;
  /** A total printed as including VAT ('Total charges inc. VAT'): the VAT comes off it. */
  totalWithVat?: number;
  private readonly best = new Map<Best, { value: number; priority: number }>();

  /** Keeps the value of the highest priority; among equals, the first one read. */
  offer(name: Best, value: number | undefined, priority: number): void {
    if (value === undefined || !Number.isFinite(value) || value <= 0) return;
    const current = this.best.get(name);
    if (!current || priority > current.priority) this.best.set(name, { value, priority });
  }

  get(name: Best): number | undefined {
    return this.best.get(name)?.value;
  }
}

interface Values {
  money: number[];
  percents: number[];
  pence: number[];
  integers: number[];
  decimals: number[];
}

function valuesOf(line: StatementLine): Values {
  const of = (kind: string) => line.values.filter((v) => v.kind === kind).map((v) => v.value);
  return { money: of('money'), percents: of('percent'), pence: of('pence'), integers: of('integer'), decimals: of('decimal') };
}

const max = (values: number[]): number | undefined => (values.length ? Math.max(...values) : undefined);
const rates = (values: number[]): number[] => values.filter((v) => v > 0 && v <= MAX_RATE);

function readCardLine(card: CardType, label: string, v: Values, section: Section, found: Findings): void {
  const figures = found.cards[card];
  if (FEE_WORD.test(label) || RATE_LABEL.test(label) || section === 'charges') {
    // A charges line for the card type: its rate (the amount is part of the processing charges).
    for (const rate of rates(v.percents)) figures.rates.push({ rate });
    found.offer('auth', v.pence[0], 2);
    const charge = max(v.money);
    if (charge !== undefined && !/\btotal\b/.test(label)) figures.charges.push(charge);
    return;
  }
  // A volumes line (often a table row: count, value, rate, charge). The largest amount is the
  // value; a smaller one beside a rate is the charge for it.
  const volume = max(v.money);
  const isSubtotal = /\btotal\b/.test(label);
  if (volume !== undefined) {
    if (isSubtotal) figures.subtotal ??= volume;
    else figures.rows.push(volume);
  }
  const count = v.integers.find((n) => n > 0);
  if (count !== undefined) {
    if (isSubtotal) figures.countSubtotal ??= count;
    else figures.counts.push(count);
  }
  for (const rate of rates(v.percents)) figures.rates.push({ rate, weight: volume });
  if (!isSubtotal && v.money.length >= 2 && rates(v.percents).length) figures.charges.push(Math.min(...v.money));
}

/** Per-transaction (authorisation) fees; answers whether the line is fully read. */
function readAuthLine(label: string, v: Values, found: Findings): boolean {
  const isAuth = AUTH.test(label);
  if (!isAuth && !PER_ITEM.test(label)) return false;
  let isRead = false;
  if (v.pence.length) {
    found.offer('auth', v.pence[0], 3);
    isRead = true;
  } else {
    const small = [...v.money, ...v.decimals].find((n) => n > 0 && n < 1);
    if (small !== undefined) {
      found.offer('auth', small * 100, 2);
      isRead = true;
    }
  }
  if (isAuth) {
    const charges = max(v.money.filter((n) => n >= 1));
    if (charges !== undefined) {
      found.authCharges ??= charges;
      isRead = true;
    }
  }
  return isRead && v.percents.length === 0;
}

function readFeeLine(label: string, v: Values, found: Findings): void {
  const rate = rates(v.percents)[0];
  found.offer('blended', rate, 1);
  const amount = max(v.money);
  if (amount === undefined) return;
  if (MONTHLY.test(label) && !PROCESSING.test(label)) found.monthly.push(amount);
  else if (/\b(fees?|charges?|commission|msc)\b/.test(label)) found.offer('processing', amount, PROCESSING.test(label) ? 2 : 1);
}

function readVolumeLine(label: string, v: Values, found: Findings): void {
  if (NOT_TURNOVER.test(label)) return;
  const isCountLabel = COUNT_NOUN.test(label);
  const isValueLabel = VALUE_NOUN.test(label);
  const count = v.integers.find((n) => n > 0);
  const isCount = count !== undefined && isCountLabel && (NUMBER_OF.test(label) || !isValueLabel || v.money.length > 0);
  if (isCount) found.offer('count', count, NUMBER_OF.test(label) || /\btotal\b/.test(label) ? 3 : 2);
  const amount = max(v.money) ?? (!isCount && isValueLabel ? max(v.integers) : undefined);
  if (amount !== undefined && (isValueLabel || isCountLabel)) found.offer('turnover', amount, TOP_TURNOVER.test(label) ? 3 : 2);
}

const WITH_VAT = /\b(inc|incl|including|inclusive of|after|with) (of )?(vat|tax)\b/;
const WITHOUT_VAT = /\b(exc|excl|excluding|exclusive of|ex|before|net of|without|plus) (of )?(vat|tax)\b/;

/** A total of the charges. The wizard's current cost excludes VAT: a total said to exclude it wins, one said to include it loses. */
function offerTotal(line: StatementLine, amount: number | undefined, priority: number, found: Findings): void {
  if (WITH_VAT.test(line.label)) {
    found.totalWithVat ??= amount;
    return;
  }
  found.offer('total', amount, WITHOUT_VAT.test(line.label) ? 4 : priority);
}

function readFigures(line: StatementLine, section: Section, found: Findings): void {
  // 'Total charges inc. VAT' is a total; 'VAT @ 20%' is the VAT on the charges, never a charge itself.
  const label = line.label.replace(new RegExp(`${WITH_VAT.source}|${WITHOUT_VAT.source}`, 'g'), ' ').trim();
  const v = valuesOf(line);
  if (/\b(vat|tax)\b/.test(label)) {
    if (!/\b(reg|registration|number|no)\b/.test(label)) found.vat ??= max(v.money);
    return;
  }
  if (OTHER_FEE.test(label)) {
    const amount = max(v.money);
    if (amount !== undefined) found.other.push(amount);
    return;
  }
  const isTerminal = TERMINAL.test(label) && (FEE_WORD.test(label) || /\bmonthly\b/.test(label) || /^(terminals?|pdq)$/.test(label));
  if (isTerminal || /\b(rental|rent|hire|lease)\b/.test(label)) {
    const amount = max(v.money);
    if (amount !== undefined) found.rental.push(amount);
    return;
  }
  const card = cardTypeOf(label);
  // 'Total charges (including chargebacks)' is the total; 'Total debit card charges' is a part of it.
  if (!card && TOTAL_COST.test(label)) return offerTotal(line, max(v.money), 3, found);
  if (MOVEMENT.test(label)) return;
  if (card) return readCardLine(card, label, v, section, found);
  if (TABLE_TOTAL.test(label)) {
    // A bare 'Total' closes the table it is in: the charges, or the card volumes.
    if (section === 'charges') return offerTotal(line, max(v.money), 2, found);
    found.offer('turnover', max(v.money), 3);
    found.offer('count', v.integers[0], 3);
    if (v.money.length >= 2) found.offer('processing', Math.min(...v.money), 2);
    return;
  }
  if (readAuthLine(label, v, found)) return;
  if (AVERAGE.test(label)) return found.offer('average', v.money[0] ?? v.decimals[0] ?? v.integers[0], 2);
  if (FEE_WORD.test(label) || RATE_LABEL.test(label)) return readFeeLine(label, v, found);
  // Under a charges heading, a fixed line without a fee word ('Clover service plan £14.95') is a monthly fee.
  if (section === 'charges' && MONTHLY.test(label) && !PROCESSING.test(label) && v.money.length) return void found.monthly.push(Math.max(...v.money));
  readVolumeLine(label, v, found);
}

/** A percentage printed beside a volume that is just that volume's share of turnover ('£380.00 (3%)'). */
function isShareOfTurnover(rate: number, weight: number | undefined, turnover: number | undefined): boolean {
  if (weight === undefined || !turnover) return false;
  const share = (weight / turnover) * 100;
  return Number.isInteger(rate) ? Math.abs(share - rate) < 0.5 : Math.abs(share - rate) < 0.05;
}

function averageRate(list: CardFigures['rates'], turnover: number | undefined): number | undefined {
  const kept = list.filter((r) => !isShareOfTurnover(r.rate, r.weight, turnover));
  if (!kept.length) return undefined;
  const weighted = kept.every((r) => r.weight !== undefined && r.weight > 0);
  const weightSum = weighted ? kept.reduce((sum, r) => sum + (r.weight ?? 0), 0) : kept.length;
  const rateSum = kept.reduce((sum, r) => sum + r.rate * (weighted ? (r.weight ?? 0) : 1), 0);
  return roundHalfAwayFromZero(rateSum / weightSum, 3);
}

const total = (values: number[]): number | undefined => (values.length ? sumMoney(...values) : undefined);

function finish(found: Findings, provider: string | undefined, options: ParseOptions): StatementAnalysis {
  const figures: StatementFigures = {};
  const calculated: FigureName[] = [];
  const set = (name: FigureName, value: number | undefined, isCalculated = false) => {
    if (value === undefined || !Number.isFinite(value) || value <= 0 || name === 'currentProvider') return;
    figures[name] = value;
    if (isCalculated) calculated.push(name);
  };

  const printedTurnover = found.get('turnover');
  const volumes: Record<CardType, number | undefined> = { debit: undefined, credit: undefined, corporate: undefined };
  for (const card of ['debit', 'credit', 'corporate'] as const) {
    const c = found.cards[card];
    const volume = c.subtotal ?? total(c.rows);
    // A card volume above the turnover was misread: leave it out rather than mislead.
    volumes[card] = volume !== undefined && printedTurnover !== undefined && volume > printedTurnover * 1.01 ? undefined : volume;
  }
  const cardVolumes = [volumes.debit, volumes.credit, volumes.corporate].filter((n): n is number => n !== undefined);
  const turnover = printedTurnover ?? (volumes.debit !== undefined && volumes.credit !== undefined ? sumMoney(...cardVolumes) : undefined);
  set('monthlyTurnover', turnover === undefined ? undefined : roundMoney(turnover), printedTurnover === undefined);
  set('debitCardVolume', volumes.debit);
  set('creditCardVolume', volumes.credit);
  set('corporateCardVolume', volumes.corporate);

  const cardCounts = (['debit', 'credit', 'corporate'] as const).map(
    (card) => found.cards[card].countSubtotal ?? found.cards[card].counts.reduce((a, b) => a + b, 0),
  );
  const printedCount = found.get('count');
  const count = printedCount ?? (cardCounts.some((n) => n > 0) ? cardCounts.reduce((a, b) => a + b, 0) : undefined);
  set('transactionsPerMonth', count === undefined ? undefined : Math.round(count), printedCount === undefined);

  const printedAverage = found.get('average');
  set('averageTransaction', printedAverage ?? (turnover && count ? roundMoney(turnover / count) : undefined), printedAverage === undefined);

  const blended = found.get('blended');
  set('currentDebitFee', averageRate(found.cards.debit.rates, turnover) ?? blended);
  set('currentCreditFee', averageRate(found.cards.credit.rates, turnover) ?? blended);
  set('currentCorporateCreditFee', averageRate(found.cards.corporate.rates, turnover));

  const printedAuth = found.get('auth');
  const derivedAuth = found.authCharges !== undefined && count ? roundHalfAwayFromZero((found.authCharges / count) * 100, 2) : undefined;
  set('currentAuthFee', printedAuth === undefined ? derivedAuth : roundHalfAwayFromZero(printedAuth, 2), printedAuth === undefined);

  const monthly = total(found.monthly);
  const rental = total(found.rental);
  const other = total(found.other);
  set('currentMonthlyFees', monthly);
  set('currentTerminalRental', rental);
  set('currentOtherFees', other);

  const printedTotal = found.get('total');
  set('currentTotalMonthlyCost', printedTotal);

  if (provider) figures.currentProvider = provider;
  const cardCharges = (card: CardType) => total(found.cards[card].charges);
  const allCardCharges = [cardCharges('debit'), cardCharges('credit'), cardCharges('corporate')].filter((n): n is number => n !== undefined);
  const evidence: Evidence = {
    printedTurnover,
    cardCountSum: cardCounts.some((n) => n > 0) ? cardCounts.reduce((a, b) => a + b, 0) : undefined,
    printedCount,
    printedAverage,
    printedTotal,
    totalWithVat: found.totalWithVat,
    vat: found.vat,
    // Processing: a printed processing total, else what the card types were charged.
    processing: found.get('processing') ?? (allCardCharges.length ? sumMoney(...allCardCharges) : undefined),
    authCharges: found.authCharges,
    monthly: found.monthly,
    rental: found.rental,
    other: found.other,
    cardCharges: { debit: cardCharges('debit'), credit: cardCharges('credit'), corporate: cardCharges('corporate') },
  };
  const reconciled = reconcile(figures, evidence, calculated, options.isOcr === true);
  return { figures: reconciled.figures, calculated: reconciled.calculated, confidence: reconciled.confidence, checks: reconciled.checks };
}

/**
 * The figures of a statement. `knownProviders` are the providers' names as stored, so the
 * provider found is spelled as the wizard lists it.
 */
export function parseStatement(text: string, knownProviders: readonly string[] = [], options: ParseOptions = {}): StatementAnalysis {
  const lines = toStatementLines(text);
  const found = new Findings();
  let section: Section;
  for (const line of lines) {
    if (line.values.length === 0) {
      section = sectionOf(line.label) ?? section;
      continue;
    }
    readFigures(line, section, found);
  }
  // Provider names are looked for in headings and text, not in lines of figures, where words
  // such as 'Total processing' are labels.
  const wording = lines
    .filter((line) => !line.values.some((v) => v.kind === 'money' || v.kind === 'percent'))
    .map((line) => line.text)
    .join('\n');
  return finish(found, matchProvider(wording, knownProviders), options);
}
