import { Column, CreateDateColumn, EntityManager, EntityTarget, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from './columns';

/**
 * The columns of a stored single-use secret (an account link in user_tokens, a Gmail authorization
 * state in gmail_oauth_states): the row works until `expiresAt` and once (`usedAt`). Each owning
 * module keeps its own table and its own hash column (common/secrets/single-use-secret.ts);
 * this class has no table.
 */
export abstract class SingleUseRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column(dateTimeColumn())
  expiresAt: Date;

  @Column(dateTimeColumn({ nullable: true }))
  usedAt: Date | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}

/** A row has expired once its `expiresAt` is reached. */
export function hasExpired(row: Pick<SingleUseRow, 'expiresAt'>, now: Date): boolean {
  return row.expiresAt.getTime() <= now.getTime();
}

/**
 * Marks a row used with one conditional UPDATE, so that of two concurrent uses only the first
 * gets true; with `unexpired`, a row whose `expiresAt` has been reached is not claimed either.
 */
export async function claimSingleUse(
  manager: EntityManager,
  target: EntityTarget<SingleUseRow>,
  id: number,
  now: Date,
  { unexpired }: { unexpired: boolean },
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(target)
    .set({ usedAt: now })
    .where(unexpired ? 'id = :id AND usedAt IS NULL AND expiresAt > :now' : 'id = :id AND usedAt IS NULL', { id, now })
    .execute();
  return result.affected === 1;
}
