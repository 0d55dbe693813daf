/**
 * A quote's summary box as an email block (pure): the same rows as the wizard and the PDF
 * (summaryBoxText), written as an email-safe HTML table (inline styles only, no images, no
 * classes) and as plain text for a plain-text body. Every label and value is HTML-escaped, so a
 * provider or term that contains markup shows as text.
 */
import type { SummaryBoxRow, SummaryBoxText } from '../pricing/summary-box-text';
import { escapeHtml } from './html-document';

const CELL = 'padding:6px 10px;border-top:1px solid #e5e7eb;vertical-align:top;';
const TOTAL_CELL = 'padding:6px 10px;border-top:2px solid #1e3a8a;font-weight:bold;';
const DETAIL = 'font-size:13px;color:#4b5563;';

function htmlRow(row: SummaryBoxRow, isTotal = false): string {
  const style = isTotal ? TOTAL_CELL : CELL;
  // The detail on its own line (a <br>, so the mailer's text part keeps them apart too).
  const detail = row.detail ? `<br><span style="${DETAIL}">${escapeHtml(row.detail)}</span>` : '';
  return `<tr><td style="${style}">${escapeHtml(row.label)}${detail}</td><td style="${style}text-align:right;white-space:nowrap;">${escapeHtml(row.value)}</td></tr>`;
}

function htmlSection(heading: string, rows: readonly string[]): string {
  return `<tr><th colspan="2" style="padding:14px 10px 4px;text-align:left;font-size:15px;color:#1e3a8a;">${escapeHtml(heading)}</th></tr>\n${rows.join('\n')}`;
}

/** The box as an HTML table (a fragment to place inside an HTML email). */
export function summaryBoxEmailHtml(box: SummaryBoxText): string {
  const warning = box.leaseWarning
    ? `\n<p role="note" style="margin:8px 0 0;padding:10px 12px;background:#fef3c7;border:1px solid #f59e0b;border-radius:6px;font-size:14px;">${escapeHtml(box.leaseWarning)}</p>`
    : '';
  return `<h2 style="font-size:17px;margin:24px 0 8px;">${escapeHtml(box.title)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
${htmlSection('Monthly charges', [...box.monthlyRows.map((row) => htmlRow(row)), htmlRow(box.monthlyTotal, true), htmlRow(box.annualTotal)])}
${htmlSection(
  'One-off charges',
  box.oneOffRows.map((row) => htmlRow(row)),
)}
${htmlSection(
  'Contract terms',
  box.termRows.map((row) => htmlRow(row)),
)}
${htmlSection(
  'Effective rate',
  box.effectiveRateRows.map((row) => htmlRow(row)),
)}
</table>${warning}`;
}

function textRow(row: SummaryBoxRow): string {
  return `${row.label}${row.detail ? ` (${row.detail})` : ''}: ${row.value}`;
}

/** The box as plain text, one row a line, for a plain-text email. */
export function summaryBoxEmailText(box: SummaryBoxText): string {
  const section = (heading: string, rows: readonly SummaryBoxRow[]) => [heading, ...rows.map(textRow)].join('\n');
  return [
    box.title,
    section('Monthly charges', [...box.monthlyRows, box.monthlyTotal, box.annualTotal]),
    section('One-off charges', box.oneOffRows),
    section('Contract terms', box.termRows),
    section('Effective rate', box.effectiveRateRows),
    ...(box.leaseWarning ? [box.leaseWarning] : []),
  ].join('\n\n');
}
