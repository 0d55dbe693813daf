import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { diffFields } from '../audit/audit-changes';
import { AuditService } from '../audit/audit.service';
import type { SessionUser } from '../auth/session-user';
import { ProviderCatalogue } from '../comparison/provider-catalogue';
import { isUniqueViolation } from '../database/errors';
import { lockRow, Transactions } from '../database/transactions';
import { ImageFiles } from '../uploads/image-files';
import { parseImageUrl } from '../uploads/image-names';
import { Lead } from '../leads/entities/lead.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import { auditedFields, changedValues, planCatalogueChange } from './catalogue-change';
import { providerInUseReason } from './catalogue-references';
import { toProviderView } from './catalogue-views';
import { CreateProviderWithTerminalsDto, UpdateProviderDto } from './dto/change-requests.dto';
import { ProviderCreatedDto, ProviderViewDto, ProviderWithScoresDto } from './dto/provider-view.dto';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { ProvidersService } from './providers.service';

/**
 * Every change of a provider, and the creation of one with its terminals: each in one
 * transaction with its audit entries (an undone change leaves no entry, a failed entry undoes the
 * change), its score and status recomputed, its dataVersion up by one; once committed, the
 * public comparison's cached catalogue is dropped so the change reaches it at once.
 */
@Injectable()
export class ProviderChanges {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly catalogue: ProviderCatalogue,
    private readonly images: ImageFiles,
    private readonly providers: ProvidersService,
  ) {}

  /** PATCH: a request that changes nothing writes nothing (no version, no entry). */
  async update(id: number, dto: UpdateProviderDto, user: SessionUser): Promise<ProviderWithScoresDto> {
    const { status, reason, ...fields } = dto;
    await assertStoredImage(this.images, fields.logo, 'logo');
    const isChanged = await this.uniqueName(() =>
      this.transactions.run(async (manager) => {
        const provider = await lockRow(manager, Provider, id);
        if (!provider) throw new NotFoundException(`Provider ${id} not found`);
        const plan = planCatalogueChange('provider', provider, fields, status);
        if (!plan.changes.length) return false;
        if (plan.changes.some((change) => change.field === 'name')) await assertNameFree(manager, String(plan.values.name), id);
        await manager.getRepository(Provider).update(id, { ...changedValues(plan), dataVersion: provider.dataVersion + 1 });
        await this.audit.record(manager, { action: 'update', tableName: 'providers', recordId: id, changedFields: plan.changes, reason, crmUserId: user.id });
        return true;
      }),
    );
    if (isChanged) this.catalogue.invalidate();
    return this.providers.getWithScores(id, user);
  }

  /** The Add New Provider wizard: the provider and its terminals, each audited, all or nothing. */
  async createWithTerminals(dto: CreateProviderWithTerminalsDto, user: SessionUser): Promise<ProviderCreatedDto> {
    const { status, ...fields } = dto.provider;
    const terminals = dto.terminals ?? [];
    await assertStoredImage(this.images, fields.logo, 'provider.logo');
    for (const [i, terminal] of terminals.entries()) await assertStoredImage(this.images, terminal.imageUrl, `terminals.${i}.imageUrl`);
    const created = await this.uniqueName(() =>
      this.transactions.run(async (manager) => {
        await assertNameFree(manager, fields.name);
        const plan = planCatalogueChange('provider', null, fields, status, 'provider.');
        const provider = await manager.getRepository(Provider).save(manager.getRepository(Provider).create({ ...plan.values, dataVersion: 1 }));
        await this.audit.record(manager, {
          action: 'create',
          tableName: 'providers',
          recordId: provider.id,
          changedFields: plan.changes,
          reason: dto.reason,
          crmUserId: user.id,
        });
        for (const [i, { status: terminalStatus, ...terminalFields }] of terminals.entries()) {
          const terminalPlan = planCatalogueChange('terminal', null, terminalFields, terminalStatus, `terminals.${i}.`);
          const terminal = await manager
            .getRepository(Terminal)
            .save(manager.getRepository(Terminal).create({ ...terminalPlan.values, providerId: provider.id }));
          await this.audit.record(manager, {
            action: 'create',
            tableName: 'terminals',
            recordId: terminal.id,
            changedFields: terminalPlan.changes,
            reason: dto.reason,
            crmUserId: user.id,
          });
        }
        return {
          providerId: provider.id,
          providerName: provider.name,
          terminalsCreated: terminals.length,
          dataQualityScore: plan.dataQualityScore,
          status: plan.status,
        };
      }),
    );
    this.catalogue.invalidate();
    return created;
  }

  /**
   * Deletes a provider that no quote, lead or partner user refers to (409 naming what does),
   * with its terminals: each audited with its last values, in one transaction; the public
   * comparison's cached catalogue is dropped once committed. Answers the deleted provider.
   */
  async remove(id: number, user: SessionUser): Promise<ProviderViewDto> {
    const removed = await this.transactions.run(async (manager) => {
      const provider = await lockRow(manager, Provider, id);
      if (!provider) throw new NotFoundException(`Provider ${id} not found`);
      const reason = providerInUseReason({
        quote: await manager.getRepository(Quote).count({ where: { providerId: id } }),
        lead: await manager.getRepository(Lead).count({ where: { selectedProviderId: id } }),
        'partner user': await manager.getRepository(CrmUser).count({ where: { providerId: id } }),
      });
      if (reason) throw new ConflictException(reason);
      const terminals = await manager.getRepository(Terminal).find({ where: { providerId: id }, order: { id: 'ASC' } });
      const terminalFields = auditedFields('terminal');
      for (const terminal of terminals) {
        await manager.getRepository(Terminal).delete(terminal.id);
        const gone = Object.fromEntries(terminalFields.map((field) => [field, null]));
        await this.audit.record(manager, {
          action: 'delete',
          tableName: 'terminals',
          recordId: terminal.id,
          changedFields: diffFields(terminal, gone, terminalFields),
          reason: `Deleted with its provider ${provider.name}`,
          crmUserId: user.id,
        });
      }
      await manager.getRepository(Provider).delete(id);
      const providerFields = auditedFields('provider');
      await this.audit.record(manager, {
        action: 'delete',
        tableName: 'providers',
        recordId: id,
        changedFields: diffFields(provider, Object.fromEntries(providerFields.map((field) => [field, null])), providerFields),
        reason: terminals.length ? `Deleted with ${terminals.length} terminal${terminals.length === 1 ? '' : 's'}` : null,
        crmUserId: user.id,
      });
      return toProviderView(provider);
    });
    this.catalogue.invalidate();
    return removed;
  }

  /** Two requests naming the same provider at once: the unique index refuses the second (409). */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('A provider with this name already exists');
      throw error;
    }
  }
}

/** Names are unique, compared case-insensitively on both engines (409 naming it). */
async function assertNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
  const qb = manager.getRepository(Provider).createQueryBuilder('p').where('LOWER(p.name) = :name', { name: name.toLowerCase() });
  if (exceptId !== undefined) qb.andWhere('p.id != :exceptId', { exceptId });
  if (await qb.getExists()) throw new ConflictException(`A provider named "${name}" already exists`);
}

/** A logo or image chosen from the gallery must be a stored file (400 naming the field). */
export async function assertStoredImage(images: ImageFiles, url: string | null | undefined, field: string): Promise<void> {
  if (url === undefined || url === null) return;
  const image = parseImageUrl(url);
  if (!image || !(await images.find(image.kind, image.filename)))
    throw new BadRequestException([`${field} must be an image of the gallery; ${url} was not found`]);
}
