/**
 * Statement text to lines of label + values: cleans extraction and OCR noise, drops dates and
 * reference numbers, and reads money ('£12,345.67', '12345.67', 'GBP 1,234'), rates ('0.45%'),
 * pence ('2p') and counts. Pure: no framework imports.
 */

export type ValueKind = 'money' | 'percent' | 'pence' | 'integer' | 'decimal';

export interface LineValue {
  kind: ValueKind;
  value: number;
}

export interface StatementLine {
  /** The cleaned line as read. */
  text: string;
  /** Lower-case words of the line with its values taken out: what the figure is called. */
  label: string;
  values: LineValue[];
}

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';

/** Dates, times, page markers and long reference numbers: never figures. */
const NOT_FIGURES: readonly RegExp[] = [
  /^-+\s*\d+\s+of\s+\d+\s*-+$/i, // pdf-parse page marker
  /\bpage\s+\d+(?:\s*(?:of|\/)\s*\d+)?\b/gi,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g,
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+\\d{2,4}\\b`, 'gi'),
  new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,\\s+\\d{4}\\b`, 'gi'),
  new RegExp(`\\b${MONTH}\\.?[\\s'-]+(?:19|20)\\d{2}\\b`, 'gi'),
  new RegExp(`\\b${MONTH}\\.?-\\d{2}\\b`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b`, 'gi'),
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /(?<![£\d.,])\d{8,}(?![\d.,%])/g, // merchant ids, company numbers, phone numbers
];

/**
 * A token as prefix, number-like core and suffix. The core is taken whole, as an atomic group
 * would ((?=(...))\2): core and suffix share ',' and '.', and letting the engine hand them back
 * one by one made a token like '1,,,,…x' cost time quadratic in its length.
 */
const TOKEN_PARTS = /^([(£-]*)(?=([0-9OoIl|,.]+))\2([%p),.:;]*)$/;

/** OCR reads 0 as O and 1 as l, I or |: fixes tokens that are otherwise numbers. */
function fixDigitLookalikes(line: string): string {
  return line
    .split(' ')
    .map((token) => {
      const match = TOKEN_PARTS.exec(token);
      if (!match || !/\d/.test(match[2])) return token;
      const core = match[2].replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
      return `${match[1]}${core}${match[3]}`;
    })
    .join(' ');
}

/** Stray spaces inside numbers ('£12 345.67', '12, 345.67', '£ 12.50', '0.45 %'). */
function joinSplitNumbers(line: string): string {
  let out = line
    .replace(/(^|[\s:(])[Ef](?=\d{1,3}(?:,\d{3})*\.\d{2}(?!\d))/g, '$1£') // '£' read as E or f
    .replace(/\b(\d{1,2}),(\d{1,3}) ?%/g, '$1.$2%') // 0,45% -> 0.45%
    .replace(/£\s+(?=\d)/g, '£')
    .replace(/(\d),\s+(\d{3})(?!\d)/g, '$1,$2')
    .replace(/(\d)\s+,(\d{3})(?!\d)/g, '$1,$2')
    .replace(/(£\d[\d,]*)\s*\.\s*(\d{2})(?!\d)/g, '$1.$2')
    .replace(/(\d)\s+\.(\d{2})(?!\d)/g, '$1.$2')
    .replace(/(\d)\s+(%|p\b)/g, '$1$2');
  // '£1 234 567.89': every following group of exactly three digits joins the amount, all in one
  // pass (joining one group per pass, until nothing changed, was quadratic in the groups).
  out = out.replace(/£(\d{1,3}(?:,?\d{3})*)((?: \d{3}(?![\d,]))+)/g, (_match: string, head: string, groups: string) => `£${head}${groups.replace(/ /g, '')}`);
  // A single number written with spaces for thousands: 'Transactions: 1 284'.
  const spaced = /(?<![\d.,£])\d{1,3}(?: \d{3})+(?![\d.,%])/.exec(out);
  if (spaced && out.replace(spaced[0], '').search(/\d/) === -1) out = out.replace(spaced[0], spaced[0].replace(/ /g, ''));
  return out;
}

export function cleanLine(raw: string): string {
  let line = raw
    .normalize('NFKC')
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]/g, ' ')
    .replace(/[\u2212\u2012-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  for (const pattern of NOT_FIGURES) line = line.replace(pattern, ' ');
  line = fixDigitLookalikes(line.replace(/\s+/g, ' ').trim());
  return joinSplitNumbers(line).replace(/\s+/g, ' ').trim();
}

const VALUE = /(?<![A-Za-z\d.,£])(£|GBP ?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?: ?(%|pence\b|p\b|GBP\b))?(?![A-Za-z\d])/gi;

function kindOf(number: string, currency: string | undefined, unit: string | undefined): ValueKind {
  const u = unit?.toLowerCase();
  if (u === '%') return 'percent';
  if (u === 'p' || u === 'pence') return 'pence';
  if (currency || u === 'gbp') return 'money';
  const decimals = number.split('.')[1];
  if (decimals === undefined) return 'integer';
  return decimals.length === 2 ? 'money' : 'decimal';
}

/** Reads one cleaned line into its label and values. */
export function readLine(text: string): StatementLine {
  const values: LineValue[] = [];
  const label = text
    .replace(VALUE, (_match: string, currency: string | undefined, number: string, unit: string | undefined) => {
      values.push({ kind: kindOf(number, currency, unit), value: Number(number.replace(/,/g, '')) });
      return ' ';
    })
    .toLowerCase()
    .replace(/[^a-z&#/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, label, values };
}

function isValuesOnly(line: StatementLine): boolean {
  return line.values.length > 0 && !/[a-z]/.test(line.label.replace(/\b(gbp|p|pence)\b/g, ''));
}

/**
 * Only this much of a statement's text is read (about 50 dense pages): the figures are on the
 * first pages, and the rest cannot make the work grow with the size of a hostile text layer.
 */
export const MAX_TEXT_CHARS = 250_000;

/** A line is read up to this many characters (a real one has a few dozen; a table row, a few hundred). */
export const MAX_LINE_CHARS = 1_000;

/**
 * The statement as lines of label + values. A label on its own line followed by a line of bare
 * values (common in OCR and in two-column layouts) is joined into one line. Text and lines are
 * cut to MAX_TEXT_CHARS and MAX_LINE_CHARS after Unicode normalisation (which can lengthen text).
 */
export function toStatementLines(text: string): StatementLine[] {
  const lines = text
    .slice(0, MAX_TEXT_CHARS)
    .normalize('NFKC')
    .slice(0, MAX_TEXT_CHARS)
    .split(/\r\n|\r|\n/)
    .map((line) => cleanLine(line.slice(0, MAX_LINE_CHARS)))
    .filter((line) => line.length > 0)
    .map(readLine);
  const joined: StatementLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const next = lines[i + 1];
    if (line.values.length === 0 && /[a-z]/.test(line.label) && next && isValuesOnly(next)) {
      joined.push(readLine(`${line.text} ${next.text}`));
      i += 1;
    } else {
      joined.push(line);
    }
  }
  return joined;
}
