/**
 * The communication center's rules that need no React (pure, unit-tested): category labels and
 * choices, the card's excerpt and usage line, and the create / edit / copy form.
 */
import { htmlToText } from '@domain/email/html-document';
import { TEMPLATE_PLACEHOLDERS } from '@domain/email/template-placeholders';
import { DEFAULT_TEMPLATE_CATEGORY, EDITOR_TEMPLATE_CATEGORIES, isTemplateCategory, type TemplateCategory } from '@domain/email/template-categories';
import type { CreateEmailTemplateBody, EmailTemplateView, UpdateEmailTemplateBody } from '../../api/types';
import { EMAIL_TEMPLATES } from '../../messages';

// The categories (every one the API knows, the editor's six, a new template's) are the shared
// vocabulary's (@domain/email/template-categories), which the server validates with.

/** A card shows the first 150 characters of the content. */
export const EXCERPT_LENGTH = 150;

/** The placeholders a manual template offers, from the server's own list. */
export const MANUAL_PLACEHOLDERS: readonly string[] = TEMPLATE_PLACEHOLDERS.manual;

/** A category is shown capitalised, underscores turned into spaces ('follow_up' -> 'Follow Up'). */
export const categoryLabel = (category: string): string =>
  category
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The categories of the editor, plus the template's own when it is another (a copied built-in's 'automated'). */
export const editorCategories = (current: string): TemplateCategory[] =>
  isTemplateCategory(current) && !EDITOR_TEMPLATE_CATEGORIES.includes(current) ? [...EDITOR_TEMPLATE_CATEGORIES, current] : [...EDITOR_TEMPLATE_CATEGORIES];

/** The first 150 characters of the content followed by an ellipsis (the text of an HTML template). */
export const excerpt = (template: Pick<EmailTemplateView, 'content' | 'isHtml'>): string => {
  // An HTML template's readable text (the server's own rule, shown as text, never as HTML), on one line.
  const text = template.isHtml ? htmlToText(template.content).replace(/\s+/g, ' ') : template.content.trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...` : text;
};

/** The card's usage line: 'Used N times'. */
export const usageLabel = (count: number): string => `Used ${count} times`;

/**
 * What an automated template's card says about its sending: the moment it is sent when on,
 * 'Off — not sent' when an admin switched it off, 'Retired — not sent by the product' when nothing
 * sends it; null for a manual template.
 */
export const automationLine = (template: Pick<EmailTemplateView, 'automation' | 'sentWhen'>): string | null => {
  if (template.automation === 'on') return template.sentWhen;
  if (template.automation === 'off') return EMAIL_TEMPLATES.automationOff;
  if (template.automation === 'retired') return EMAIL_TEMPLATES.automationRetired;
  return null;
};

/** Only manual templates can be edited (or deactivated). */
export const isEditable = (template: Pick<EmailTemplateView, 'type'>): boolean => template.type === 'manual';

export interface TemplateFormValues {
  name: string;
  category: TemplateCategory;
  subject: string;
  content: string;
}

/** New Template opens an empty form with category welcome. */
export const EMPTY_TEMPLATE_FORM: TemplateFormValues = { name: '', category: DEFAULT_TEMPLATE_CATEGORY, subject: '', content: '' };

/** Edit fills the form from the template. */
export const formFromTemplate = (template: EmailTemplateView): TemplateFormValues => ({
  name: template.name,
  category: template.category,
  subject: template.subject,
  content: template.content,
});

/**
 * Copy: a new manual template with the same text, named '{name} (copy)'. A built-in's
 * 'manual'/'automated' category is not an editor category: the copy starts as general.
 */
export const formFromCopy = (template: EmailTemplateView, copyName: (name: string) => string): TemplateFormValues => ({
  ...formFromTemplate(template),
  name: copyName(template.name),
  category: EDITOR_TEMPLATE_CATEGORIES.includes(template.category) ? template.category : 'general',
});

/** Name, subject and content are required (white space alone is not an answer). */
export const missingTemplateFields = (values: TemplateFormValues): Array<'name' | 'subject' | 'content'> =>
  (['name', 'subject', 'content'] as const).filter((field) => values[field].trim() === '');

export const toCreateBody = (values: TemplateFormValues): CreateEmailTemplateBody => ({
  name: values.name.trim(),
  category: values.category,
  subject: values.subject.trim(),
  content: values.content,
  type: 'manual',
});

/** Only what changed, so an edit never rewrites fields someone else changed meanwhile. */
export const toUpdateBody = (template: EmailTemplateView, values: TemplateFormValues): UpdateEmailTemplateBody => {
  const next = toCreateBody(values);
  const body: UpdateEmailTemplateBody = {};
  if (next.name !== template.name) body.name = next.name;
  if (next.category !== template.category) body.category = next.category;
  if (next.subject !== template.subject) body.subject = next.subject;
  if (next.content !== template.content) body.content = next.content;
  return body;
};

/** '{{name}}', as a placeholder is written in a template. */
export const placeholderToken = (name: string): string => `{{${name}}}`;

/** The content with a placeholder put in at the cursor (start..end replaced), and where the cursor goes next. */
export const insertAt = (content: string, start: number, end: number, text: string): { content: string; cursor: number } => {
  const from = Math.max(0, Math.min(start, content.length));
  const to = Math.max(from, Math.min(end, content.length));
  return { content: content.slice(0, from) + text + content.slice(to), cursor: from + text.length };
};

/** The list filter the screen sends (q and category; empty ones left out). */
export interface TemplateFilter {
  q?: string;
  category?: TemplateCategory;
}

export const hasActiveFilter = (filter: TemplateFilter): boolean => !!filter.q?.trim() || !!filter.category;
