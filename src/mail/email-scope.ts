/**
 * The emails' side of the partner rule (auth/partner-scope.ts composes it): an email is the
 * provider's stamped on it when it was written (null for the platform's own), and belongs to the
 * customer of its business profile (none for an email of no customer). `providerId` is SQL: a
 * query parameter.
 */
export function emailOfProviderSql(emailAlias: string, providerId: string): string {
  return `${emailAlias}.providerId = ${providerId}`;
}

/** The column holding the id of the email's customer (business profile), null when it has none. */
export function emailCustomerColumn(emailAlias: string): string {
  return `${emailAlias}.businessProfileId`;
}
