import { NotFoundException } from '@nestjs/common';
import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import type { SessionUser } from './session-user';

/**
 * The partner rule (DECISIONS.md), in the one place every customer query goes through: a
 * customer (business profile) belongs to a provider when it has a selected quote for that
 * provider, or a lead whose selected provider is that provider. Admins and staff see everyone;
 * a partner sees only its own provider's customers (and none without a provider).
 */
export function scopeCustomers<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, profileAlias: string): SelectQueryBuilder<T> {
  if (user.role !== 'partner') return qb;
  const providerId = user.providerId ?? -1;
  return qb.andWhere(
    new Brackets((where) => {
      where
        .where(`EXISTS (SELECT 1 FROM quotes scope_q WHERE scope_q.businessProfileId = ${profileAlias}.id AND scope_q.providerId = :scopeProviderId AND scope_q.isSelected = :scopeSelected)`)
        .orWhere(`EXISTS (SELECT 1 FROM leads scope_l WHERE scope_l.businessProfileId = ${profileAlias}.id AND scope_l.selectedProviderId = :scopeProviderId)`);
    }),
    { scopeProviderId: providerId, scopeSelected: true },
  );
}

/** One customer the user may see, or 404 as if it did not exist. */
export async function findVisibleCustomer(qb: SelectQueryBuilder<BusinessProfile>, user: SessionUser, id: string): Promise<BusinessProfile> {
  const customer = await scopeCustomers(qb.andWhere(`${qb.alias}.id = :customerId`, { customerId: id }), user, qb.alias).getOne();
  if (!customer) throw new NotFoundException('Customer not found');
  return customer;
}

/** The ids of the customers the user may see, as a subquery of `qb` (its parameters are set on `qb`). */
function visibleCustomerIds<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser): string {
  const customers = scopeCustomers(qb.subQuery().select('scope_bp.id').from(BusinessProfile, 'scope_bp'), user, 'scope_bp');
  qb.setParameters(customers.getParameters());
  return customers.getQuery();
}

/**
 * Tasks (DECISIONS.md): admins and staff see every task; a partner sees the tasks assigned to it
 * and the tasks of its own provider's customers.
 */
export function scopeTasks<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, taskAlias: string): SelectQueryBuilder<T> {
  if (user.role !== 'partner') return qb;
  const customers = visibleCustomerIds(qb, user);
  return qb.andWhere(
    new Brackets((where) => {
      where.where(`${taskAlias}.assignedToCrmUserId = :scopeUserId`, { scopeUserId: user.id }).orWhere(`${taskAlias}.businessProfileId IN ${customers}`);
    }),
  );
}

/** Activities: admins and staff see every customer's timeline; a partner only its own customers'. */
export function scopeActivities<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, user: SessionUser, activityAlias: string): SelectQueryBuilder<T> {
  if (user.role !== 'partner') return qb;
  return qb.andWhere(`${activityAlias}.businessProfileId IN ${visibleCustomerIds(qb, user)}`);
}
