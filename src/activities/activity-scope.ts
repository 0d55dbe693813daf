/**
 * The activities' side of the partner rule (auth/partner-scope.ts composes it): an activity is the
 * provider's stamped on it when it was written (null for the platform's own), and belongs to the
 * customer of its business profile. `providerId` is SQL: a query parameter.
 */
export function activityOfProviderSql(activityAlias: string, providerId: string): string {
  return `${activityAlias}.providerId = ${providerId}`;
}

/** The column holding the id of the activity's customer (business profile). */
export function activityCustomerColumn(activityAlias: string): string {
  return `${activityAlias}.businessProfileId`;
}
