/**
 * SQL naming renewal_reminders for another module's query, written here beside its owner: a
 * customer has a reminder still to send (pending). Data retention counts it as activity until it
 * is sent, so a customer is never erased while it waits for the reminder it asked for.
 */
export function hasPendingRenewalReminderSql(profileId: string): string {
  return `EXISTS (SELECT 1 FROM renewal_reminders rr_rr WHERE rr_rr.businessProfileId = ${profileId} AND rr_rr.status = 'pending')`;
}
