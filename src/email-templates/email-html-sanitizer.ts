import type sanitizeHtml from 'sanitize-html';

/**
 * The HTML a manual email may carry (pure; sanitize-html does the parsing). Kept: ordinary
 * formatting, headings, links (http, https, mailto, tel), lists, tables, and images whose src is
 * https or an inline raster image (data:image/png, jpeg, gif or webp); inline styles limited to
 * layout, colour and type properties with plain values. Removed: scripts, event-handler
 * attributes (onclick, onload, ...), javascript: and other URL schemes, frames, objects, forms,
 * <style> blocks and the document's head, and any style value that could load something
 * (url(), image-set(), @import, expression(), CSS escapes). The body becomes a div, keeping its
 * allowed styles. Every tag or attribute not listed here
 * is dropped; the text of a dropped formatting tag is kept, that of a script, style, head, frame
 * or object is not.
 */

/** A CSS value without url(), expression() or escapes: words, numbers, colours, quotes, and rgb()/hsl()/calc(). */
const PLAIN_CSS_VALUE = /^(?:[-\w\s#%.,'"!/+]|(?:rgba?|hsla?|calc)\([-\w\s#%.,/+*]*\))*$/i;

const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'vertical-align',
  'white-space',
  'word-break',
  'overflow-wrap',
  'display',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'list-style-type',
  'table-layout',
  'border-collapse',
  'border-spacing',
  'border-radius',
  ...['margin', 'padding'].flatMap((box) => [box, `${box}-top`, `${box}-right`, `${box}-bottom`, `${box}-left`]),
  ...['', '-top', '-right', '-bottom', '-left'].flatMap((side) => [`border${side}`, `border${side}-color`, `border${side}-style`, `border${side}-width`]),
];

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'width', 'height', 'align', 'valign', 'bgcolor'];

/** Inline images: raster types only (an SVG may hold scripts where it is opened on its own). */
const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const options = (defaults: typeof sanitizeHtml.defaults): sanitizeHtml.IOptions => ({
  allowedTags: [...defaults.allowedTags, 'img'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['style', 'dir', 'lang', 'title'],
    a: ['href', 'name'],
    img: ['src', 'alt', 'width', 'height', 'align', 'border'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'align', 'bgcolor', 'role'],
    tr: ['align', 'valign', 'bgcolor'],
    td: CELL_ATTRIBUTES,
    th: [...CELL_ATTRIBUTES, 'scope'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    ol: ['start', 'type'],
    li: ['value'],
    p: ['align'],
    div: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [PLAIN_CSS_VALUE]])) },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title', 'iframe', 'frameset', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // The body's own look (background, font) stays, on a wrapping div.
    body: 'div',
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const isAllowedSource = src !== undefined && (!/^\s*data:/i.test(src) || INLINE_IMAGE.test(src));
      return { tagName, attribs: isAllowedSource ? { src, ...rest } : rest };
    },
  },
});

/** sanitize-html (and its HTML and CSS parsers) with the options above, loaded at the first use rather than when the server starts (issue 26). */
let sanitizer: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | undefined;

/** The body of an HTML email with everything that could run, frame or load content removed (see the file note); a fragment, not a document. */
export function sanitizeEmailHtml(html: string): string {
  if (!sanitizer) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sanitize = require('sanitize-html') as typeof sanitizeHtml;
    sanitizer = { sanitize, options: options(sanitize.defaults) };
  }
  return sanitizer.sanitize(html, sanitizer.options).trim();
}
