import { NotFoundException } from '@nestjs/common';
import { Brackets, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { activityCustomerColumn, activityOfProviderSql } from '../activities/activity-scope';
import { leadOfProviderSql } from '../leads/lead-scope';
import { emailCustomerColumn, emailOfProviderSql } from '../mail/email-scope';
import {
  countProviderCustomers,
  isProviderCustomerSql,
  providerCustomerIdsSql,
  sessionOfCustomerSql,
  sessionsOfCustomersSql,
} from '../profiles/customer-scope';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { quoteCustomerColumn, quoteOfProviderSql } from '../quotes/quote-scope';
import { taskScopeColumns } from '../tasks/task-scope';
import { deliveryOfProviderSql } from '../webhooks/delivery-scope';
import { providerUserIdsSql } from '../users/user-scope';
import type { SessionUser } from './session-user';

/**
 * The partner rule, in the one place every customer query goes through. A customer (business
 * profile) belongs to a provider when it has a selected quote for that provider, or a lead whose
 * selected provider is that provider. Admins and staff see and change everything; a partner sees
 * only its own provider's customers (and none without a provider): any other answers 404, as if it
 * did not exist.
 *
 * A customer can apply with several providers, so two partners can share one. On a customer it
 * sees, a partner sees and changes only its own provider's records, never a competitor's:
 * - leads whose selected provider is its own;
 * - quotes of its own provider;
 * - activities and emails that belong to its provider (their providerId: stamped when they are
 *   written, from the lead or quote they are about, or from the partner user who wrote them;
 *   null for the platform's own records, which only admins and staff read);
 * - tasks created by or assigned to one of its provider's users (and, with a customer, only while
 *   that customer is still its provider's); only their creator or assignee changes them.
 *
 * Which providers each customer belongs to is kept in customer_providers, rewritten from its quotes
 * and leads in the transaction that changes them (src/profiles/customer-index.ts). Lists of what
 * hangs off a customer test membership in the provider's set (an index range of that table); a
 * customer, or a list of customers, is checked one customer at a time against the table's key.
 * Both are subqueries, never joins, so a page and its count stay one row per record.
 *
 * This file holds the rule; the SQL naming each table's columns lives with the module that owns
 * the table (leads/lead-scope.ts, quotes/quote-scope.ts, activities/activity-scope.ts,
 * mail/email-scope.ts, tasks/task-scope.ts, users/user-scope.ts, profiles/customer-scope.ts),
 * and this file composes it.
 */
function scopeParams(user: SessionUser): Record<string, unknown> {
  return { scopeProviderId: user.providerId ?? -1 };
}

/** The partner's provider, as the query parameter scopeParams binds. */
const SCOPE_PROVIDER = ':scopeProviderId';

/** The ids of the partner's customers, as a subquery. */
const OWN_CUSTOMER_IDS = providerCustomerIdsSql(SCOPE_PROVIDER);

/** Whether the customer whose id is `profileIdColumn` is the partner's: one lookup of the set's key, row by row. */
const isOwnCustomer = (profileIdColumn: string): string => isProviderCustomerSql(SCOPE_PROVIDER, profileIdColumn);

function isScoped(user: SessionUser): boolean {
  return user.role === 'partner';
}

/** Whether the user sees every customer (admins and staff), so nothing is narrowed for them. */
export function seesEveryCustomer(user: SessionUser): boolean {
  return !isScoped(user);
}

/** Customers (business profiles) of a list, checked one customer at a time in the list's order. */
export function scopeCustomers<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileAlias: string): SelectQueryBuilder<T> {
  return scopeOneByCustomer(qb, user, `${profileAlias}.id`);
}

/**
 * How many customers the user sees when nothing else narrows the list: every customer for admins
 * and staff (null: count the list itself), the rows of its provider's set for a partner (each is
 * one customer, and the foreign key keeps it a real one), without reading the customers.
 */
export async function countOwnCustomers(manager: EntityManager, user: SessionUser): Promise<number | null> {
  if (!isScoped(user)) return null;
  return countProviderCustomers(manager, SCOPE_PROVIDER, scopeParams(user));
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
  return qb.andWhere(`${sessionHashColumn} IN (${sessionsOfCustomersSql(OWN_CUSTOMER_IDS)})`, scopeParams(user));
}

/**
 * The same rule as scopeSessions, checked from each record's side (the visit's profile, then that
 * customer's row in the provider's set), for a query read in index order and stopped early (the
 * latest few records): the partner's whole set is not read.
 */
export function scopeOneSession<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, sessionHashColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(sessionOfCustomerSql(sessionHashColumn, isOwnCustomer), scopeParams(user));
}

/**
 * Leads: a partner sees (and changes) only the leads whose selected provider is its own; a lead
 * with that provider makes its customer the provider's, so no customer check is needed.
 */
export function scopeLeads<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, leadAlias: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(leadOfProviderSql(leadAlias, SCOPE_PROVIDER), scopeParams(user));
}

/**
 * Webhook deliveries (leads sent to a provider's webhook): a partner sees only those made for its
 * own provider's leads, as it sees only those leads.
 */
export function scopeWebhookDeliveries<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, deliveryAlias: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(deliveryOfProviderSql(deliveryAlias, SCOPE_PROVIDER), scopeParams(user));
}

/**
 * The same rule as scopeLeads, as SQL to add to a subquery's WHERE over leads `leadAlias` (an
 * empty string for admins and staff), for SQL written out as text (a customer's latest lead, its
 * status): the provider's id is an integer, written in as a literal.
 */
export function ownLeadsSql(user: SessionUser, leadAlias: string): string {
  if (!isScoped(user)) return '';
  const providerId = user.providerId ?? -1;
  if (!Number.isSafeInteger(providerId)) throw new Error('a provider id is an integer');
  return ` AND ${leadOfProviderSql(leadAlias, String(providerId))}`;
}

/**
 * Quotes: a partner sees its own provider's quotes of its own customers, never a competitor's.
 * `perCustomer` checks each quote's customer from its side, for a query already narrowed to one
 * customer or a page of them (see scopeOneByCustomer).
 */
export function scopeQuotes<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  user: SessionUser,
  quoteAlias: string,
  perCustomer = false,
): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  qb.andWhere(quoteOfProviderSql(quoteAlias, SCOPE_PROVIDER), scopeParams(user));
  const profileId = quoteCustomerColumn(quoteAlias);
  return perCustomer ? scopeOneByCustomer(qb, user, profileId) : scopeByCustomer(qb, user, profileId);
}

/**
 * Records that belong to a provider through their providerId (activities, emails): a partner sees
 * its own provider's, on its own customers (an email of no customer is not shown to a partner).
 * `perCustomer` checks the customer from each record's side, for a query already narrowed to one
 * customer (see scopeOneByCustomer).
 */
function scopeProviderOwned<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  user: SessionUser,
  ofProvider: string,
  profileId: string,
  perCustomer: boolean,
): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  qb.andWhere(ofProvider, scopeParams(user));
  return perCustomer ? scopeOneByCustomer(qb, user, profileId) : scopeByCustomer(qb, user, profileId);
}

/** Emails: a partner sees its own provider's emails on its own customers, never a competitor's. */
export function scopeEmails<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  user: SessionUser,
  emailAlias: string,
  perCustomer = false,
): SelectQueryBuilder<T> {
  return scopeProviderOwned(qb, user, emailOfProviderSql(emailAlias, SCOPE_PROVIDER), emailCustomerColumn(emailAlias), perCustomer);
}

/** Activities: a partner sees its own provider's activities on its own customers. */
export function scopeActivities<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  user: SessionUser,
  activityAlias: string,
  perCustomer = false,
): SelectQueryBuilder<T> {
  return scopeProviderOwned(qb, user, activityOfProviderSql(activityAlias, SCOPE_PROVIDER), activityCustomerColumn(activityAlias), perCustomer);
}

/**
 * The provider a record written by `user` belongs to (an activity or email it writes): a
 * partner's own provider; null for admins and staff (the platform's own record), unless the
 * record is about a provider's lead or quote, which the caller names instead.
 */
export function providerOfAuthor(user: Pick<SessionUser, 'role' | 'providerId'>): number | null {
  return isScoped(user as SessionUser) ? (user.providerId ?? null) : null;
}

/**
 * Records checked from their customer's side, for a query already narrowed to one customer or a
 * page of them (one customer, its leads, a lead by id): a partner's whole set is not read.
 */
export function scopeOneByCustomer<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileIdColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(isOwnCustomer(profileIdColumn), scopeParams(user));
}

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** One customer the user may see, or 404 as if it did not exist. */
export async function findVisibleCustomer(qb: SelectQueryBuilder<BusinessProfile>, user: SessionUser, id: string): Promise<BusinessProfile> {
  const customer = await scopeOneByCustomer(qb.andWhere(`${qb.alias}.id = :customerId`, { customerId: id }), user, `${qb.alias}.id`).getOne();
  if (!customer) throw new NotFoundException(CUSTOMER_NOT_FOUND);
  return customer;
}

/** The ids of the provider's users, as a subquery (a partner's colleagues, itself included). */
const PROVIDER_USER_IDS = providerUserIdsSql(SCOPE_PROVIDER);

/**
 * Tasks: admins and staff see every task; a partner sees the tasks created by or assigned to one
 * of its provider's users, personal ones (no customer) and those on a customer that is still its
 * provider's: a task on a customer that has left the provider's scope becomes unreachable.
 */
export function scopeTasks<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, taskAlias: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  const task = taskScopeColumns(taskAlias);
  return qb
    .andWhere(
      new Brackets((where) => {
        where.where(`${task.assignee} IN (${PROVIDER_USER_IDS})`).orWhere(`${task.creator} IN (${PROVIDER_USER_IDS})`);
      }),
      scopeParams(user),
    )
    .andWhere(
      new Brackets((where) => {
        where.where(`${task.customer} IS NULL`).orWhere(isOwnCustomer(task.customer));
      }),
      scopeParams(user),
    );
}

/**
 * Who may change, complete or reassign a task they can see: admins and staff any; a partner only
 * a task it created or holds (a colleague's task is read-only for it).
 */
export function canChangeTask(task: { assignedToCrmUserId: number | null; createdByCrmUserId: number | null }, user: SessionUser): boolean {
  return !isScoped(user) || task.assignedToCrmUserId === user.id || task.createdByCrmUserId === user.id;
}

/**
 * Providers and terminals: admins and staff read every one; a partner reads only
 * its own provider and that provider's terminals (none without a provider), and any other
 * answers 404 as if it did not exist. `providerIdColumn` is the provider's id or a terminal's
 * providerId. Changing them is for admins and staff only (the routes' role rule).
 */
export function scopeProviderRecords<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, providerIdColumn: string): SelectQueryBuilder<T> {
  if (!isScoped(user)) return qb;
  return qb.andWhere(`${providerIdColumn} = :scopeOwnProviderId`, { scopeOwnProviderId: user.providerId ?? -1 });
}
