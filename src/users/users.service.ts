import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../database/errors';
import { forUpdate, lockRow, Transactions } from '../database/transactions';
import { SessionsService } from '../auth/sessions.service';
import type { SessionUser } from '../auth/session-user';
import { GmailService } from '../gmail/gmail.service';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { ProvidersService } from '../providers/providers.service';
import { AccountLinksService } from './account-links.service';
import { CreateUserDto } from './dto/create-user.dto';
import { InvitationSentDto } from './dto/invitation-sent.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserViewDto } from './dto/user-view.dto';
import { CrmUser, Role } from './entities/crm-user.entity';
import { NO_PASSWORD, PasswordService } from './password.service';

export const CURRENT_PASSWORD_REQUIRED = 'Your current password is required to change your own password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect. Nothing was changed.';
export const INVITATION_NOT_SENT = 'The invitation email could not be sent just now. Try Resend invitation on the user.';
export const PASSWORD_ALREADY_SET = 'This user has already set a password: there is no invitation to send.';

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(CrmUser) private readonly users: Repository<CrmUser>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly transactions: Transactions,
    private readonly gmail: GmailService,
    private readonly providers: ProvidersService,
    private readonly accountLinks: AccountLinksService,
  ) {}

  async list(params: ListQueryParams): Promise<ListResult<UserViewDto>> {
    const result = await listQuery(this.baseQuery(), params, {
      resource: 'users',
      sortable: { id: 'u.id', name: 'u.name', email: 'u.email', role: 'u.role', isActive: 'u.isActive', lastLogin: 'u.lastLogin', createdAt: 'u.createdAt' },
      defaultSort: ['name', 'ASC'],
      filters: {
        q: listFilters.search('q', ['u.name', 'u.email']),
        role: listFilters.equals('role', 'u.role'),
        isActive: listFilters.boolean('isActive', 'u.isActive'),
        providerId: listFilters.equals('providerId', 'u.providerId'),
        id: listFilters.equals('id', 'u.id'),
      },
    });
    return { ...result, items: await this.toViews(result.items) };
  }

  async get(id: number): Promise<UserViewDto> {
    const user = await this.baseQuery().where('u.id = :id', { id }).getOne();
    if (!user) throw new NotFoundException(`User ${id} not found`);
    return (await this.toViews([user]))[0];
  }

  /**
   * With a password, the user can sign in at once; without one, the user is invited: emailed a
   * link to set a password (the user was created even when the email cannot be queued: 503, and
   * the admin can resend it).
   */
  async create(dto: CreateUserDto): Promise<UserViewDto> {
    await this.assertEmailFree(dto.email);
    const providerId = dto.role === 'partner' ? await this.requireProvider(dto.providerId) : null;
    const user = this.users.create({
      name: dto.name,
      email: dto.email,
      role: dto.role,
      providerId,
      isActive: dto.isActive ?? true,
      passwordHash: dto.password ? await this.passwords.hash(dto.password) : NO_PASSWORD,
    });
    const saved = await this.saveUnique(() => this.users.save(user));
    if (!dto.password) await this.sendInvitation(saved);
    return this.get(saved.id);
  }

  /** A new invitation for a user who has not set a password yet; the earlier link stops working. */
  async resendInvitation(id: number): Promise<InvitationSentDto> {
    const user = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    if (!user) throw new NotFoundException(`User ${id} not found`);
    if (user.passwordHash !== NO_PASSWORD) throw new ConflictException(PASSWORD_ALREADY_SET);
    return { email: user.email, expiresAt: await this.sendInvitation(user) };
  }

  private async sendInvitation(user: CrmUser): Promise<Date> {
    try {
      return await this.accountLinks.invite(user);
    } catch (error) {
      this.logger.error(`Invitation of user ${user.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(INVITATION_NOT_SENT);
    }
  }

  hasAdmin(): Promise<boolean> {
    return this.users.exists({ where: { role: 'admin' } });
  }

  /** Creates the first admin at boot when there is none. Answers true when it did. */
  async ensureFirstAdmin(email: string, password: string): Promise<boolean> {
    if (await this.hasAdmin()) return false;
    await this.create(Object.assign(new CreateUserDto(), { name: 'Administrator', email: email.toLowerCase(), role: 'admin', password }));
    return true;
  }

  /**
   * Changing one's own password needs the current one (checked, like the new one hashed, before
   * the transaction so no lock waits on argon2). The last-admin rule holds under concurrency: the
   * transaction first locks every active admin's row, so two admins demoting, deactivating or
   * deleting each other at once queue, and the second sees the first's change.
   */
  async update(id: number, dto: UpdateUserDto, actor: SessionUser): Promise<UserViewDto> {
    const isOwnAccount = id === actor.id;
    if (dto.password && isOwnAccount) await this.assertCurrentPassword(id, dto.currentPassword);
    const passwordHash = dto.password ? await this.passwords.hash(dto.password) : undefined;
    await this.transactions.run(async (manager) => {
      const activeAdminIds = await this.lockActiveAdmins(manager, actor);
      const user = await lockRow(manager, CrmUser, id);
      if (!user) throw new NotFoundException(`User ${id} not found`);
      if (dto.email !== undefined && dto.email !== user.email) await this.assertEmailFree(dto.email, manager);
      const role: Role = dto.role ?? user.role;
      const isActive = dto.isActive ?? user.isActive;
      if (isOwnAccount && !isActive) throw new UnprocessableEntityException('You cannot deactivate your own account.');
      if (user.role === 'admin' && user.isActive && (role !== 'admin' || !isActive)) assertAnotherActiveAdmin(user.id, activeAdminIds);
      let providerId = dto.providerId !== undefined ? dto.providerId : user.providerId;
      if (role === 'partner') providerId = await this.requireProvider(providerId, manager);
      else providerId = null;
      const changes: Partial<CrmUser> = { name: dto.name ?? user.name, email: dto.email ?? user.email, role, isActive, providerId };
      if (passwordHash) changes.passwordHash = passwordHash;
      await this.saveUnique(() => manager.getRepository(CrmUser).update(id, changes));
      // A password set by an admin ends the user's invitation and reset links.
      if (passwordHash) await this.accountLinks.forgetUnused(id, manager);
      if (!isActive || role !== user.role) await this.sessions.revokeAllFor(id, manager);
      // A new password ends the user's other sessions; changing your own keeps the one you are using.
      else if (passwordHash) await this.sessions.revokeAllFor(id, manager, isOwnAccount ? actor.sessionId : undefined);
    });
    return this.get(id);
  }

  async remove(id: number, actor: SessionUser): Promise<UserViewDto> {
    if (id === actor.id) throw new UnprocessableEntityException('You cannot delete your own account.');
    return this.transactions.run(async (manager) => {
      const activeAdminIds = await this.lockActiveAdmins(manager, actor);
      const user = await lockRow(manager, CrmUser, id);
      if (!user) throw new NotFoundException(`User ${id} not found`);
      if (user.role === 'admin' && user.isActive) assertAnotherActiveAdmin(user.id, activeAdminIds);
      const view = await this.get(id);
      await manager.getRepository(CrmUser).delete(id);
      return view;
    });
  }

  /** The hash is read only to tell whether the user has set a password (invitationPending); no answer carries it. */
  private baseQuery(): SelectQueryBuilder<CrmUser> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash');
  }

  /** One query for the whole page (the gmail module's) tells which users have a Google integration. */
  private async toViews(users: CrmUser[]): Promise<UserViewDto[]> {
    const integrated = await this.gmail.usersWithIntegration(users.map((u) => u.id));
    return users.map((user) => toView(user, integrated.has(user.id)));
  }

  private async assertEmailFree(email: string, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(CrmUser) : this.users;
    if (await repo.exists({ where: { email } })) throw new ConflictException('A user with this email already exists');
  }

  /**
   * Locks the rows of every active admin (in id order, so concurrent callers queue rather than
   * deadlock) and answers their ids. The actor must still be one of them: an admin demoted or
   * deactivated while its request waited no longer manages users.
   */
  private async lockActiveAdmins(manager: EntityManager, actor: SessionUser): Promise<number[]> {
    const query = manager
      .getRepository(CrmUser)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.role = :role AND u.isActive = :active', { role: 'admin', active: true })
      .orderBy('u.id', 'ASC');
    const ids = (await forUpdate(query).getMany()).map((u) => u.id);
    if (!ids.includes(actor.id)) throw new ForbiddenException('You do not have permission to do this.');
    return ids;
  }

  /** Changing your own password: the current one must be sent and right. */
  private async assertCurrentPassword(id: number, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw new BadRequestException(CURRENT_PASSWORD_REQUIRED);
    const user = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    if (!user || !(await this.passwords.verify(user.passwordHash, currentPassword))) throw new BadRequestException(CURRENT_PASSWORD_WRONG);
  }

  private async requireProvider(providerId: number | null | undefined, manager?: EntityManager): Promise<number> {
    if (providerId === null || providerId === undefined) throw new BadRequestException(['providerId is required for a partner']);
    if (!(await this.providers.exists(providerId, manager))) throw new BadRequestException([`providerId ${providerId} does not exist`]);
    return providerId;
  }

  /** Two concurrent creates with one email: the unique index decides, and the loser gets 409. */
  private async saveUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('A user with this email already exists');
      throw error;
    }
  }

  /** How many back-office users there are, and how many of them are active (the system statistics). */
  async countUsers(): Promise<{ total: number; active: number }> {
    const row = await this.users
      .createQueryBuilder('u')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN u.isActive = :active THEN 1 ELSE 0 END)', 'active')
      .setParameter('active', true)
      .getRawOne<{ total: unknown; active: unknown }>();
    const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
    return { total: n(row?.total), active: n(row?.active) };
  }

  /** The names of the users `ids` (one query for a page of records that name their user); an unknown id has no entry. */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    if (ids.length === 0) return names;
    for (const row of await this.users.find({ select: { id: true, name: true }, where: { id: In([...ids]) } })) names.set(row.id, row.name);
    return names;
  }
}

function assertAnotherActiveAdmin(exceptId: number, activeAdminIds: number[]): void {
  if (!activeAdminIds.some((adminId) => adminId !== exceptId)) {
    throw new UnprocessableEntityException('The last active administrator cannot be deleted, deactivated or demoted.');
  }
}

function toView(user: CrmUser, hasGoogleIntegration: boolean): UserViewDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    hasGoogleIntegration,
    invitationPending: user.passwordHash === NO_PASSWORD,
    lastLogin: user.lastLogin,
    providerId: user.providerId,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
