import { DEFAULT_TEMPLATE_CATEGORY, EDITOR_TEMPLATE_CATEGORIES, isTemplateCategory, TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from './template-categories';

describe('email template categories', () => {
  it('are the eight the server stores, of which the editor offers six; a new template is a welcome one', () => {
    expect(TEMPLATE_CATEGORIES).toEqual(['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general', 'manual', 'automated']);
    expect(EDITOR_TEMPLATE_CATEGORIES).toEqual(['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general']);
    expect(DEFAULT_TEMPLATE_CATEGORY).toBe('welcome');
    expect(TEMPLATE_TYPES).toEqual(['manual', 'automated']);
  });

  it('recognise only their own values', () => {
    expect(isTemplateCategory('thank_you')).toBe(true);
    for (const other of ['Thank You', '', 'toString', null, 3]) expect(isTemplateCategory(other)).toBe(false);
  });
});
