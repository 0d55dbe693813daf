/**
 * The webhook deliveries' side of the partner rule (auth/partner-scope.ts composes it): a delivery
 * is a provider's when it was made for that provider's lead. `providerId` is SQL: a query
 * parameter or an integer literal.
 */
export function deliveryOfProviderSql(deliveryAlias: string, providerId: string): string {
  return `${deliveryAlias}.providerId = ${providerId}`;
}
