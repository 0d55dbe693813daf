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

import { sealedMarker } from './sealed-values';

export type TemplateValues = Readonly<Record<string, string | number>>;

/** The subject column holds 300 characters. */
export const SUBJECT_MAX_LENGTH = 300;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const HTML_DOCUMENT_START = /^(<!doctype html|<html[\s>])/i;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function valueOf(values: TemplateValues, name: string): string {
  if (!Object.prototype.hasOwnProperty.call(values, name)) return '';
  const value = values[name];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Renders a body: values are HTML-escaped when isHtml is true. A placeholder named in `sealed`
 * is left as a `{{sealed:name}}` marker, filled only when the message is sent (sealed-values.ts).
 */
export function renderBody(template: string, values: TemplateValues, isHtml: boolean, sealed: readonly string[] = []): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (sealed.includes(name)) return sealedMarker(name);
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

/** True when a stored body is an HTML document (see the file note). */
export function isHtmlDocument(content: string): boolean {
  return HTML_DOCUMENT_START.test(content);
}

/** True when a template's content is HTML (leading white space allowed in an edited template). */
export function isHtmlTemplate(content: string): boolean {
  return isHtmlDocument(content.trimStart());
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** A readable plain-text alternative of an HTML email (sent alongside the HTML part). */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|tr|li|table|ul|ol)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, '  ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
