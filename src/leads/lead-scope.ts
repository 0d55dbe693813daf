/**
 * The leads' side of the partner rule (auth/partner-scope.ts composes it): a lead is a provider's
 * when its selected provider is that provider. `providerId` is SQL: a query parameter or an
 * integer literal.
 */
export function leadOfProviderSql(leadAlias: string, providerId: string): string {
  return `${leadAlias}.selectedProviderId = ${providerId}`;
}
