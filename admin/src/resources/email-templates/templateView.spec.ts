import { describe, expect, it } from '@jest/globals';
import type { EmailTemplateView } from '../../api/types';
import { canAccess } from '../../canAccess';
import {
  categoryLabel,
  editorCategories,
  EMPTY_TEMPLATE_FORM,
  excerpt,
  formFromCopy,
  insertAt,
  isEditable,
  MANUAL_PLACEHOLDERS,
  missingTemplateFields,
  toCreateBody,
  toUpdateBody,
  usageLabel,
  automationLine,
} from './templateView';

const template = (overrides: Partial<EmailTemplateView> = {}): EmailTemplateView => ({
  id: 7,
  name: 'welcome',
  subject: 'Welcome, {{firstName}}',
  content: 'Hi {{firstName}},\n\nThanks.',
  category: 'welcome',
  type: 'manual',
  endpoint: null,
  isActive: true,
  sentWhen: null,
  automation: null,
  canSwitch: false,
  usageCount: 3,
  placeholders: ['firstName', 'businessName', 'businessType', 'senderName'],
  isHtml: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('template categories', () => {
  // The categories themselves are the shared vocabulary's, tested beside it (src/domain/email/template-categories.spec.ts).
  it('shows a category capitalised with underscores as spaces', () => {
    expect(categoryLabel('follow_up')).toBe('Follow Up');
    expect(categoryLabel('thank_you')).toBe('Thank You');
    expect(categoryLabel('welcome')).toBe('Welcome');
  });

  it("offers the editor's six categories, plus a template's own built-in category when editing it", () => {
    expect(editorCategories('reminder')).toEqual(['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general']);
    expect(editorCategories('manual')).toEqual(['welcome', 'follow_up', 'reminder', 'thank_you', 'application', 'general', 'manual']);
  });
});

describe('a card', () => {
  it('shows the first 150 characters of the content followed by an ellipsis, and the whole of a shorter one', () => {
    const long = 'a'.repeat(200);
    expect(excerpt(template({ content: long }))).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(template({ content: 'Short text' }))).toBe('Short text');
  });

  it("shows an HTML template's readable text, never its markup, styles or scripts", () => {
    const html =
      '<!DOCTYPE html><html><head><style>p{color:red}</style><title>T</title></head><body><p>Dear &amp; valued <b>John</b></p><script>alert(1)</script><p>Bye</p></body></html>';
    expect(excerpt(template({ content: html, isHtml: true }))).toBe('Dear & valued John Bye');
  });

  it("says 'Used N times' and lets only manual templates be edited", () => {
    expect(usageLabel(12)).toBe('Used 12 times');
    expect(isEditable(template())).toBe(true);
    expect(isEditable(template({ type: 'automated' }))).toBe(false);
  });

  it('gives the four manual placeholders', () => {
    expect(MANUAL_PLACEHOLDERS).toEqual(['firstName', 'businessName', 'businessType', 'senderName']);
  });
});

describe('the template form', () => {
  it('starts empty in the welcome category', () => {
    expect(EMPTY_TEMPLATE_FORM).toEqual({ name: '', category: 'welcome', subject: '', content: '' });
  });

  it('needs a name, subject and content (white space alone is missing)', () => {
    expect(missingTemplateFields({ name: ' ', category: 'welcome', subject: 'S', content: '\n' })).toEqual(['name', 'content']);
    expect(missingTemplateFields({ name: 'N', category: 'welcome', subject: 'S', content: 'C' })).toEqual([]);
  });

  it('creates a manual template with a trimmed name and subject and the content as written', () => {
    expect(toCreateBody({ name: ' Offer ', category: 'general', subject: ' Hi ', content: ' Line\n' })).toEqual({
      name: 'Offer',
      category: 'general',
      subject: 'Hi',
      content: ' Line\n',
      type: 'manual',
    });
  });

  it('sends only what an edit changed', () => {
    const original = template();
    expect(toUpdateBody(original, { name: 'welcome', category: 'welcome', subject: 'New subject', content: original.content })).toEqual({
      subject: 'New subject',
    });
    expect(toUpdateBody(original, { name: 'welcome', category: 'welcome', subject: original.subject, content: original.content })).toEqual({});
  });

  it("copies a template as a new one named '(copy)'; a built-in's category becomes general", () => {
    const copyOf = (name: string) => `${name} (copy)`;
    expect(formFromCopy(template({ category: 'reminder' }), copyOf)).toEqual({
      name: 'welcome (copy)',
      category: 'reminder',
      subject: 'Welcome, {{firstName}}',
      content: 'Hi {{firstName}},\n\nThanks.',
    });
    expect(formFromCopy(template({ category: 'automated', type: 'automated' }), copyOf).category).toBe('general');
  });

  it('puts a placeholder in at the cursor, replacing a selection, and moves the cursor after it', () => {
    expect(insertAt('Hi ,', 3, 3, '{{firstName}}')).toEqual({ content: 'Hi {{firstName}},', cursor: 16 });
    expect(insertAt('Hi NAME!', 3, 7, '{{firstName}}')).toEqual({ content: 'Hi {{firstName}}!', cursor: 16 });
    expect(insertAt('Hi', 99, 99, '!')).toEqual({ content: 'Hi!', cursor: 3 });
  });
});

describe('who may change templates (partners cannot manage templates)', () => {
  it('lets every role read them, and only admins and staff create, edit or deactivate them', () => {
    for (const role of ['admin', 'staff', 'partner'] as const) expect(canAccess(role, 'email-templates', 'list')).toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAccess('admin', 'email-templates', action)).toBe(true);
      expect(canAccess('staff', 'email-templates', action)).toBe(true);
      expect(canAccess('partner', 'email-templates', action)).toBe(false);
    }
  });
});

describe('the automation line of a card', () => {
  it('says when an automated email is sent, that it is off, or that it is retired; nothing for a manual template', () => {
    const sentWhen = 'Sent when a visitor saves their progress in the wizard';
    expect(automationLine(template({ type: 'automated', automation: 'on', sentWhen }))).toBe(sentWhen);
    expect(automationLine(template({ type: 'automated', automation: 'off', isActive: false, sentWhen }))).toBe('Off — not sent');
    expect(automationLine(template({ type: 'automated', automation: 'retired', isActive: false }))).toBe('Retired — not sent by the product');
    expect(automationLine(template())).toBeNull();
  });
});
