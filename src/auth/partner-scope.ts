import { NotFoundException } from '@nestjs/common';
import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import type { SessionUser } from './session-user';

/**
 * The partner rule (DECISIONS.md), in the one place every customer query goes through: a
 * customer (business profile) belongs to a provider when it has a selected quote for that
 * provider, or a lead whose selected provider is that provider. Admins and staff see everyone;
 * a partner sees only its own provider's customers (and none without a provider).
 *
 * What hangs off a customer (leads, emails, activities, tasks) is visible exactly when its
 * customer is. Quotes are narrower: a partner sees only its own provider's quotes, and only those
 * of its own customers, never a competitor's prices.
 *
 * Lists test membership in the provider's set of customers, read from the provider's side
 * (indexes quotes(providerId, isSelected, businessProfileId) and leads(selectedProviderId,
 * businessProfileId)); the set is wrapped in a derived table so that MySQL/MariaDB materialise
 * it once instead of probing a UNION per row. One customer is checked from its own side
 * (quotes(businessProfileId, providerId, isSelected), leads(businessProfileId, ...)). Both are
 * subqueries, never joins, so a page and its count stay one row per record.
 */
function scopeParams(user: SessionUser): Record<string, unknown> {
  return { scopeProviderId: user.providerId ?? -1, scopeSelected: true };
}

/** The ids of the partner's customers, as a subquery. */
const OWN_CUSTOMER_IDS =
  'SELECT scope_own.profileId FROM (' +
  'SELECT scope_q.businessProfileId AS profileId FROM quotes scope_q WHERE scope_q.providerId = :scopeProviderId AND scope_q.isSelected = :scopeSelected' +
  ' UNION SELECT scope_l.businessProfileId AS profileId FROM leads scope_l WHERE scope_l.selectedProviderId = :scopeProviderId' +
  ') scope_own';

function isScoped(user: SessionUser): boolean {
  return user.role === 'partner';
}

/** Customers (business profiles) of a list. */
export function scopeCustomers<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileAlias: string): SelectQueryBuilder<T> {
  return scopeByCustomer(qb, user, `${profileAlias}.id`);
}

/**
 * Records of a list that belong to a customer through a profile-id column (leads, emails,
 * activities, tasks): a partner sees those of its own customers. A record of no customer (an
 * email or task whose profile is null) is not a customer's, so this scope leaves it out.
 */
export function scopeByCustomer<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileIdColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(`${profileIdColumn} IN (${OWN_CUSTOMER_IDS})`, scopeParams(user));
}

/**
 * Anonymous wizard records keyed by a visit's session hash (tracking events): a partner sees those
 * of the visits that created its own customers; a visit that created no customer of its provider
 * (and a landing-page visit, which has no session) is nobody's, so this scope leaves it out.
 */
export function scopeSessions<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, sessionHashColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(`${sessionHashColumn} IN (SELECT scope_bp.sessionHash FROM business_profiles scope_bp WHERE scope_bp.id IN (${OWN_CUSTOMER_IDS}))`, scopeParams(user));
}

/**
 * The same rule as scopeSessions, checked from each record's side (the visit's profile, then that
 * customer's selected quote or lead), for a query read in index order and stopped early (the
 * latest few records): the partner's whole set is not read.
 */
export function scopeOneSession<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, sessionHashColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(
    `EXISTS (SELECT 1 FROM business_profiles scope_sbp WHERE scope_sbp.sessionHash = ${sessionHashColumn} AND (` +
      'EXISTS (SELECT 1 FROM quotes scope_q WHERE scope_q.businessProfileId = scope_sbp.id AND scope_q.providerId = :scopeProviderId AND scope_q.isSelected = :scopeSelected)' +
      ' OR EXISTS (SELECT 1 FROM leads scope_l WHERE scope_l.businessProfileId = scope_sbp.id AND scope_l.selectedProviderId = :scopeProviderId)))',
    scopeParams(user),
  );
}

/** Leads, by their customer. */
export function scopeLeads<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, leadAlias: string): SelectQueryBuilder<T> {
  return scopeByCustomer(qb, user, `${leadAlias}.businessProfileId`);
}

/**
 * Quotes: a partner sees its own provider's quotes of its own customers, never a competitor's.
 * `perCustomer` checks each quote's customer from its side, for a query already narrowed to one
 * customer or a page of them (see scopeOneByCustomer).
 */
export function scopeQuotes<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, quoteAlias: string, perCustomer = false): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  qb.andWhere(`${quoteAlias}.providerId = :scopeProviderId`, scopeParams(user));
  const profileId = `${quoteAlias}.businessProfileId`;
  return perCustomer ? scopeOneByCustomer(qb, user, profileId) : scopeByCustomer(qb, user, profileId);
}

/** Emails, by their customer (an email of no customer is not shown to a partner). */
export function scopeEmails<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, emailAlias: string): SelectQueryBuilder<T> {
  return scopeByCustomer(qb, user, `${emailAlias}.businessProfileId`);
}

/** Activities, by their customer. */
export function scopeActivities<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, activityAlias: string): SelectQueryBuilder<T> {
  return scopeByCustomer(qb, user, `${activityAlias}.businessProfileId`);
}

/**
 * Records checked from their customer's side, for a query already narrowed to one customer or a
 * page of them (one customer, its leads, a lead by id): a partner's whole set is not read.
 */
export function scopeOneByCustomer<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileIdColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(
    new Brackets((where) => {
      where
        .where(`EXISTS (SELECT 1 FROM quotes scope_q WHERE scope_q.businessProfileId = ${profileIdColumn} AND scope_q.providerId = :scopeProviderId AND scope_q.isSelected = :scopeSelected)`)
        .orWhere(`EXISTS (SELECT 1 FROM leads scope_l WHERE scope_l.businessProfileId = ${profileIdColumn} AND scope_l.selectedProviderId = :scopeProviderId)`);
    }),
    scopeParams(user),
  );
}

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** One customer the user may see, or 404 as if it did not exist. */
export async function findVisibleCustomer(qb: SelectQueryBuilder<BusinessProfile>, user: SessionUser, id: string): Promise<BusinessProfile> {
  const customer = await scopeOneByCustomer(qb.andWhere(`${qb.alias}.id = :customerId`, { customerId: id }), user, `${qb.alias}.id`).getOne();
  if (!customer) throw new NotFoundException(CUSTOMER_NOT_FOUND);
  return customer;
}

/**
 * Tasks (DECISIONS.md): admins and staff see every task; a partner sees the tasks assigned to it
 * and the tasks of its own provider's customers.
 */
export function scopeTasks<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, taskAlias: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(
    new Brackets((where) => {
      where.where(`${taskAlias}.assignedToCrmUserId = :scopeUserId`, { scopeUserId: user.id }).orWhere(`${taskAlias}.businessProfileId IN (${OWN_CUSTOMER_IDS})`);
    }),
    scopeParams(user),
  );
}

/**
 * Providers and terminals (DECISIONS.md): admins and staff read every one; a partner reads only
 * its own provider and that provider's terminals (none without a provider), and any other
 * answers 404 as if it did not exist. `providerIdColumn` is the provider's id or a terminal's
 * providerId. Changing them is for admins and staff only (the routes' role rule).
 */
export function scopeProviderRecords<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, providerIdColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(`${providerIdColumn} = :scopeOwnProviderId`, { scopeOwnProviderId: user.providerId ?? -1 });
}
