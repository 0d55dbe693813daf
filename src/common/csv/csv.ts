/**
 * CSV writing (RFC 4180) for exports opened in spreadsheets (pure, no framework imports).
 *
 * - A cell holding a comma, a double quote, a carriage return or a line feed is quoted, with
 *   its double quotes doubled; rows end with CRLF.
 * - Formula injection (OWASP "CSV Injection"): a text cell that starts with =, +, -, @, a tab or
 *   a carriage return would be run as a formula by Excel, LibreOffice or Google Sheets, so it is
 *   prefixed with a single quote, which the spreadsheet shows as text. Numbers the export itself
 *   writes are left alone; a telephone number such as "+44 7700 900123" is text and gets the quote.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Excel reads a UTF-8 file as UTF-8 (names with accents, the pound sign) only after this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
