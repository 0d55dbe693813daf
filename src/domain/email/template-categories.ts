/**
 * The categories and types of email templates: the values the server stores and accepts, the ones
 * the back-office's editor offers, and a new template's category.
 */
export const TEMPLATE_CATEGORIES = ['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general', 'manual', 'automated'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A template is written by staff (manual) or sent by the product (automated, built in). */
export const TEMPLATE_TYPES = ['manual', 'automated'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The categories the editor offers (the built-ins' manual and automated are not offered). */
export const EDITOR_TEMPLATE_CATEGORIES: readonly TemplateCategory[] = ['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general'];

/** A new template's category. */
export const DEFAULT_TEMPLATE_CATEGORY: TemplateCategory = 'welcome';

export const isTemplateCategory = (value: unknown): value is TemplateCategory =>
  typeof value === 'string' && (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
