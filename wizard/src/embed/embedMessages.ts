/**
 * Pure rules of embedded use (the wizard inside another site's frame): which height to report to the
 * parent frame, when a report is worth sending, and the message shapes.
 */

/** Height reports are debounced by this much. */
export const HEIGHT_REPORT_DEBOUNCE_MS = 150;
/** A new height is reported only when it differs from the last report by more than this. */
export const HEIGHT_CHANGE_THRESHOLD_PX = 50;
/** Added below the landing page's document height and below the wizard's primary button. */
export const EXTRA_HEIGHT_PX = 50;
/** After a wizardNavigate event, the height and scroll-to-top are sent after this delay. */
export const NAVIGATE_REPORT_DELAY_MS = 200;
/** The window event the wizard fires at each step change. */
export const WIZARD_NAVIGATE_EVENT = 'wizardNavigate';
/** Mark the wizard's primary action button with this attribute to make it the measured one. */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-embed-primary';

export type EmbedMessage = { type: 'height'; height: number } | { type: 'scrollToTop'; scrollToTop: true };

export function heightMessage(height: number): EmbedMessage {
  return { type: 'height', height };
}

export function scrollToTopMessage(): EmbedMessage {
  return { type: 'scrollToTop', scrollToTop: true };
}

/** First report always; afterwards only a change of more than 50 px. */
export function shouldReportHeight(lastReported: number | null, height: number): boolean {
  return lastReported === null || Math.abs(height - lastReported) > HEIGHT_CHANGE_THRESHOLD_PX;
}

export type EmbedPage = 'landing' | 'wizard' | 'other';

const WIZARD_PATHS = new Set(['/comparison-tool', '/mobile-test', '/comparison-tool-original']);

/** Which height rule applies to a path (a trailing slash is ignored). */
export function embedPageFor(pathname: string): EmbedPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return 'landing';
  return WIZARD_PATHS.has(path) ? 'wizard' : 'other';
}

const PRIMARY_ACTION_TEXT = /\b(submit|continue|next|apply|start comparison|get started)/i;

/** Button texts that count as the wizard's primary action: submit, Continue, Next, Apply, ... */
export function isPrimaryActionText(text: string): boolean {
  return PRIMARY_ACTION_TEXT.test(text);
}

export interface ButtonCandidate {
  text: string;
  /** Bottom edge in document coordinates (px). */
  bottom: number;
  isVisible: boolean;
  /** Carries PRIMARY_ACTION_ATTRIBUTE. */
  isMarked: boolean;
}

/**
 * The bottom of the primary action button: a visible marked button wins; otherwise the lowest
 * visible button whose text is a primary action; null when there is none.
 */
export function primaryActionBottom(buttons: readonly ButtonCandidate[]): number | null {
  const visible = buttons.filter((button) => button.isVisible);
  const marked = visible.filter((button) => button.isMarked);
  const pool = marked.length > 0 ? marked : visible.filter((button) => isPrimaryActionText(button.text));
  if (pool.length === 0) return null;
  return Math.max(...pool.map((button) => button.bottom));
}

/**
 * The height to report: landing page = document height + 50; wizard = primary button bottom + 50,
 * falling back to the document height; any other page = document height.
 */
export function reportedHeight(page: EmbedPage, documentHeight: number, buttonBottom: number | null): number {
  switch (page) {
    case 'landing':
      return Math.ceil(documentHeight + EXTRA_HEIGHT_PX);
    case 'wizard':
      return Math.ceil(buttonBottom === null ? documentHeight : buttonBottom + EXTRA_HEIGHT_PX);
    case 'other':
      return Math.ceil(documentHeight);
  }
}
