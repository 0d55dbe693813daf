/**
 * The users' side of the partner rule (auth/partner-scope.ts composes it): the ids of a provider's
 * partner users (a partner's colleagues, itself included), as a subquery. `providerId` is SQL: a
 * query parameter.
 */
export function providerUserIdsSql(providerId: string): string {
  return `SELECT scope_u.id FROM crm_users scope_u WHERE scope_u.providerId = ${providerId} AND scope_u.role = 'partner'`;
}
