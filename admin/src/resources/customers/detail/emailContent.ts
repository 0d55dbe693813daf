/**
 * How an email's stored content is shown. Manual emails are plain text; the automated quote
 * emails are HTML. HTML is never put into the page: it is shown in an iframe with `sandbox=""`
 * (no scripts, no forms, no navigation, a unique origin) whose document also forbids loading
 * anything from elsewhere (no tracking pixels, no remote styles).
 */

/** An element tag that mail HTML starts or is made of. Text like 'a < b' or '<3' is not one. */
const HTML_TAG = /<\s*\/?\s*(html|head|body|div|p|br|table|tbody|tr|td|th|span|a|h[1-6]|ul|ol|li|strong|em|b|i|img|hr|center|font|style)\b[^>]*>/i;

export const isHtmlContent = (content: string): boolean => HTML_TAG.test(content) || /^\s*<!doctype html/i.test(content);

/** Nothing loads from anywhere: inline styles and data: images only. */
const EMAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** The srcdoc of the sandboxed iframe: the mail's HTML under a policy that loads nothing remote. */
export const sandboxedEmailDocument = (html: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${EMAIL_CSP}">` +
  '<style>body{font-family:system-ui,sans-serif;margin:8px;overflow-wrap:anywhere}</style></head>' +
  `<body>${html}</body></html>`;
