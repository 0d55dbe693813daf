/**
 * Whether an email body is HTML, and its readable text (pure, and without any import, so the
 * back-office's screens use these very rules: admin/ imports this file).
 *
 * A stored body is HTML exactly when it starts with '<!DOCTYPE html' or '<html' (the automated
 * quote emails); anything else is plain text.
 */

const HTML_DOCUMENT_START = /^(<!doctype html|<html[\s>])/i;

/** True when a stored body is an HTML document (see the file note). */
export function isHtmlDocument(content: string): boolean {
  return HTML_DOCUMENT_START.test(content);
}

/** True when a template's content is HTML (leading white space allowed in an edited template). */
export function isHtmlTemplate(content: string): boolean {
  return isHtmlDocument(content.trimStart());
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value made safe to place in HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
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
