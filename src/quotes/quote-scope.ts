/**
 * The quotes' side of the partner rule (auth/partner-scope.ts composes it): a quote is its
 * provider's, and belongs to the customer of its business profile. `providerId` is SQL: a query
 * parameter.
 */
export function quoteOfProviderSql(quoteAlias: string, providerId: string): string {
  return `${quoteAlias}.providerId = ${providerId}`;
}

/** The column holding the id of the quote's customer (business profile). */
export function quoteCustomerColumn(quoteAlias: string): string {
  return `${quoteAlias}.businessProfileId`;
}
