import { AUTOMATED_EMAILS, automationState, isSwitchable, sentWhen } from './automated-emails';

describe('automated emails', () => {
  it('state the moment each sent automation goes out', () => {
    expect(sentWhen({ type: 'automated', name: 'save-progress' })).toBe('Sent when a visitor saves their progress in the wizard');
    expect(sentWhen({ type: 'automated', name: AUTOMATED_EMAILS.quoteEmailNewCustomer.name })).toBe('Sent when a visitor new to card payments applies');
  });

  it('read on or off from the switch, retired when nothing sends the template, and nothing for a manual one', () => {
    expect(automationState({ type: 'automated', name: 'task-reminder', isActive: true })).toBe('on');
    expect(automationState({ type: 'automated', name: 'task-reminder', isActive: false })).toBe('off');
    expect(automationState({ type: 'automated', name: 'quote-saved', isActive: true })).toBe('retired');
    expect(automationState({ type: 'manual', name: 'save-progress', isActive: true })).toBeNull();
    expect(sentWhen({ type: 'manual', name: 'save-progress' })).toBeNull();
  });

  it('lets admins switch every sent automation but the essential account emails', () => {
    expect(isSwitchable({ type: 'automated', name: 'save-progress' })).toBe(true);
    expect(isSwitchable({ type: 'automated', name: 'password-reset' })).toBe(false);
    expect(isSwitchable({ type: 'automated', name: 'user-invitation' })).toBe(false);
    expect(isSwitchable({ type: 'automated', name: 'quote-saved' })).toBe(false);
    expect(isSwitchable({ type: 'manual', name: 'welcome' })).toBe(false);
  });
});
