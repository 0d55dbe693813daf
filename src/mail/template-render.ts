/**
 * Pure rendering of email templates and message bodies (no framework imports).
 *
 * Placeholders are written {{name}} (spaces inside the braces allowed). A known placeholder is
 * replaced by its value, HTML-escaped when the body is HTML; an unknown one is replaced by
 * nothing, so a recipient never sees a raw '{{...}}'. Values are inserted once: a value that
 * itself contains '{{x}}' is not expanded again.
 *
 * A stored body is HTML exactly when it starts with '<!DOCTYPE html' or '<html' (the automated
 * quote emails); anything else is plain text. toStoredContent keeps that rule unambiguous.
 */

import { escapeHtml, isHtmlDocument } from '../domain/email/html-document';
import { sealedMarker } from './sealed-values';

// The HTML rules live in html-document.ts (no imports at all), so the back-office uses the same ones.
export { escapeHtml, htmlToText, isHtmlDocument, isHtmlTemplate } from '../domain/email/html-document';

export type TemplateValues = Readonly<Record<string, string | number>>;

/** The subject column holds 300 characters. */
export const SUBJECT_MAX_LENGTH = 300;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function valueOf(values: TemplateValues, name: string): string {
  if (!Object.prototype.hasOwnProperty.call(values, name)) return '';
  const value = values[name];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A placeholder whose value is a block the product writes itself (a quote's summary box): its
 * HTML, every value inside already escaped, for an HTML body, and its text for a plain-text one.
 */
export interface EmailBlock {
  html: string;
  text: string;
}
export type EmailBlocks = Readonly<Record<string, EmailBlock>>;

/**
 * Renders a body: values are HTML-escaped when isHtml is true. A placeholder named in `sealed`
 * is left as a `{{sealed:name}}` marker, filled only when the message is sent (sealed-values.ts).
 * A placeholder named in `blocks` gets the block's HTML (HTML body) or its text (plain body).
 */
export function renderBody(template: string, values: TemplateValues, isHtml: boolean, sealed: readonly string[] = [], blocks: EmailBlocks = {}): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (sealed.includes(name)) return sealedMarker(name);
    if (Object.prototype.hasOwnProperty.call(blocks, name)) return isHtml ? blocks[name].html : blocks[name].text;
    const value = valueOf(values, name);
    return isHtml ? escapeHtml(value) : value;
  });
}

/** A subject as one line (no line breaks, so no header injection) of at most maxLength characters. */
export function toSubjectLine(subject: string, maxLength = SUBJECT_MAX_LENGTH): string {
  const line = subject
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** Renders a subject (never HTML, so values are not escaped) as one line. */
export function renderSubject(template: string, values: TemplateValues): string {
  return toSubjectLine(template.replace(PLACEHOLDER, (_match, name: string) => valueOf(values, name)));
}

/**
 * The body as stored on the email row, so that isHtmlDocument tells the two kinds apart later:
 * HTML becomes a whole document (a fragment is wrapped); plain text that happens to start like
 * an HTML document gets a leading space so it is still sent as plain text.
 */
export function toStoredContent(content: string, isHtml: boolean): string {
  if (isHtml) {
    const trimmed = content.trimStart();
    if (isHtmlDocument(trimmed)) return trimmed;
    return `<!DOCTYPE html>\n<html lang="en-GB">\n<head><meta charset="utf-8"></head>\n<body>\n${content}\n</body>\n</html>`;
  }
  return isHtmlDocument(content) ? ` ${content}` : content;
}
