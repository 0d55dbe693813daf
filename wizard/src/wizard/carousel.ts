/**
 * Layout rules of the provider carousel: card width 340 px, 290 on mobile
 * (under 640), 280 compact (under 360); gap 12 px; a counter 'N of total'.
 */

export const CARD_GAP_PX = 12;
export const BREAKPOINTS = { mobile: 640, narrow: 480, compact: 360 } as const;

export function cardWidthFor(viewportWidth: number): number {
  if (viewportWidth < BREAKPOINTS.compact) return 280;
  if (viewportWidth < BREAKPOINTS.mobile) return 290;
  return 340;
}

/** The card whose start is nearest the scroll position. */
export function indexFromScroll(scrollLeft: number, cardWidth: number, count: number, gap = CARD_GAP_PX): number {
  if (count <= 0) return 0;
  const index = Math.round(scrollLeft / (cardWidth + gap));
  return Math.min(Math.max(index, 0), count - 1);
}

/** Scroll position that brings a card to the start. */
export function scrollLeftFor(index: number, cardWidth: number, gap = CARD_GAP_PX): number {
  return Math.max(0, index) * (cardWidth + gap);
}

export function counterText(index: number, total: number): string {
  return total === 0 ? '0 of 0' : `${Math.min(index + 1, total)} of ${total}`;
}

/** Features shown before '+N more'. */
export const VISIBLE_FEATURES = 4;

export function featurePreview(features: readonly string[]): { shown: string[]; moreCount: number } {
  return { shown: features.slice(0, VISIBLE_FEATURES), moreCount: Math.max(0, features.length - VISIBLE_FEATURES) };
}

/** Badges of a card: the server's CHEAPEST / BEST MATCH / Top Choice and the '<n>% match'. */
export function providerBadges(provider: { badges: readonly string[]; matchScore: number }): string[] {
  const order = ['CHEAPEST', 'BEST MATCH'];
  const named = order.filter((badge) => provider.badges.includes(badge));
  const match = `${Math.round(provider.matchScore)}% match`;
  const topChoice = provider.badges.includes('Top Choice') ? ['Top Choice'] : [];
  return [...named, match, ...topChoice];
}
