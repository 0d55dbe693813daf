import type { ServiceTier, Testimonial } from '../../content/landing';
import { formatGBP } from '../../format';

/** '£2,400 a year': the highlighted saving of a testimonial. */
export function savingText(saving: Testimonial['saving']): string {
  return `${formatGBP(saving.amount, { wholePounds: true })} a ${saving.per}`;
}

/** 'Free', '£50 per hour', '£350 per day'. */
export function tierPriceText(tier: Pick<ServiceTier, 'price' | 'per'>): string {
  if (tier.price === null) return 'Free';
  const price = formatGBP(tier.price, { wholePounds: true });
  return tier.per ? `${price} per ${tier.per}` : price;
}
