import { setRenewalReminderByLink } from '../api/wizardApi';
import { ReminderForm } from '../wizard/RenewalReminderForm';
import '../wizard/wizard.css';

/**
 * The form a quote email's 'set a renewal reminder' link opens: the wizard's reminder form and its
 * styles, without the address (the quote's). Loaded on demand, so the other pages' first load does
 * not carry it.
 */
export function RenewalReminderLinkForm({ token }: { token: string }) {
  return <ReminderForm send={({ contractEndDate }) => setRenewalReminderByLink(token, contractEndDate)} isEmailAsked={false} titleLevel="h2" />;
}
