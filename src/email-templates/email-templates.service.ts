import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { findVisibleCustomer, scopeLeads } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { isUniqueViolation } from '../database/errors';
import { Transactions } from '../database/transactions';
import { Lead } from '../leads/entities/lead.entity';
import { EmailTemplate, TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../mail/entities/email-template.entity';
import { MailService } from '../mail/mail.service';
import { isHtmlTemplate, TemplateValues } from '../mail/template-render';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { listFilters } from '../common/list-query/list-filters';
import { automationState, ESSENTIAL_EMAIL_MESSAGE, isSwitchable, sentWhen } from '../domain/email/automated-emails';
import { isBlank } from '../tasks/task-rules';
import {
  CreateEmailTemplateDto,
  EmailTemplatePreviewDto,
  EmailTemplateViewDto,
  PreviewEmailTemplateDto,
  UpdateEmailTemplateDto,
} from './dto/email-template.dto';
import { customerValues, DEFAULT_CATEGORY, isDigitsOnly, placeholdersOf, renderEmail, sampleValues, TEMPLATE_MESSAGES } from './template-rules';

type TemplateChanges = Partial<Pick<EmailTemplate, 'name' | 'subject' | 'content' | 'category' | 'isActive'>>;

/**
 * The template library (stored and edited for real; usage counts are real counts
 * of sends; automated templates read-only). Admins and staff write manual templates; everyone
 * signed in reads them and sends with them. A usage is an email naming the template, counted in
 * SQL whenever templates are read (one place: the emails table), over the emails the reader may
 * read (the partner scope): the whole platform's for admins and staff, a partner's own provider's.
 */
@Injectable()
export class EmailTemplatesService {
  constructor(
    @InjectRepository(EmailTemplate) private readonly templateRows: Repository<EmailTemplate>,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<EmailTemplateViewDto>> {
    const query = this.templateRows.createQueryBuilder('t');
    const result = await listQuery(query, params, {
      resource: 'email-templates',
      sortable: {
        id: 't.id',
        name: 't.name',
        category: 't.category',
        type: 't.type',
        isActive: 't.isActive',
        createdAt: 't.createdAt',
        updatedAt: 't.updatedAt',
      },
      defaultSort: ['name', 'ASC'],
      filters: {
        q: listFilters.search<EmailTemplate>('q', ['t.name', 't.subject', 't.content']),
        category: listFilters.oneOf<EmailTemplate>('category', 't.category', TEMPLATE_CATEGORIES),
        type: listFilters.oneOf<EmailTemplate>('type', 't.type', TEMPLATE_TYPES),
        isActive: listFilters.boolean<EmailTemplate>('isActive', 't.isActive'),
        id: listFilters.ids<EmailTemplate>('id', 't.id'),
      },
    });
    return { ...result, items: await this.toViews(result.items, user) };
  }

  /** By numeric id, or by name (case-insensitive), e.g. quote-saved and application-submitted. */
  async get(idOrName: string, user: SessionUser): Promise<EmailTemplateViewDto> {
    const query = this.templateRows.createQueryBuilder('t');
    if (/^\d{1,10}$/.test(idOrName)) query.where('t.id = :id', { id: Number(idOrName) });
    else query.where('LOWER(t.name) = :name', { name: idOrName.toLowerCase() });
    const template = await query.getOne();
    if (!template) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
    return (await this.toViews([template], user))[0];
  }

  async create(dto: CreateEmailTemplateDto, user: SessionUser): Promise<EmailTemplateViewDto> {
    if (isBlank(dto.name) || isBlank(dto.subject) || isBlank(dto.content)) throw new BadRequestException(TEMPLATE_MESSAGES.missingInformation);
    if (dto.type === 'automated') throw new ForbiddenException(TEMPLATE_MESSAGES.automatedReadOnly);
    const name = String(dto.name);
    if (isDigitsOnly(name)) throw new BadRequestException(TEMPLATE_MESSAGES.digitsOnlyName);
    const id = await this.writing(async (manager) => {
      await this.assertNameFree(manager, name, null);
      const templates = manager.getRepository(EmailTemplate);
      const saved = await templates.save(
        templates.create({
          name,
          subject: String(dto.subject),
          content: String(dto.content),
          category: dto.category ?? DEFAULT_CATEGORY,
          type: 'manual',
          endpoint: null,
          isActive: dto.isActive ?? true,
        }),
      );
      return saved.id;
    });
    return this.get(String(id), user);
  }

  /** PATCH and PUT: the given fields of a manual template (automated ones: 403). */
  async update(id: number, dto: UpdateEmailTemplateDto, user: SessionUser): Promise<EmailTemplateViewDto> {
    if (
      (dto.name !== undefined && isBlank(dto.name)) ||
      (dto.subject !== undefined && isBlank(dto.subject)) ||
      (dto.content !== undefined && isBlank(dto.content))
    ) {
      throw new BadRequestException(TEMPLATE_MESSAGES.missingInformation);
    }
    if (dto.type === 'automated') throw new ForbiddenException(TEMPLATE_MESSAGES.automatedReadOnly);
    if (dto.name !== undefined && isDigitsOnly(dto.name)) throw new BadRequestException(TEMPLATE_MESSAGES.digitsOnlyName);
    await this.writing(async (manager) => {
      await this.findManual(manager, id);
      const changes: TemplateChanges = {};
      if (dto.name !== undefined) {
        await this.assertNameFree(manager, dto.name, id);
        changes.name = dto.name;
      }
      if (dto.subject !== undefined) changes.subject = dto.subject;
      if (dto.content !== undefined) changes.content = dto.content;
      if (dto.category !== undefined) changes.category = dto.category;
      if (dto.isActive !== undefined) changes.isActive = dto.isActive;
      if (Object.keys(changes).length > 0) await manager.getRepository(EmailTemplate).update({ id }, changes);
    });
    return this.get(String(id), user);
  }

  /** DELETE: deactivates a manual template (kept, so the emails sent with it still name it). */
  deactivate(id: number, user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.update(id, { isActive: false }, user);
  }

  /**
   * Switches an automated email on or off (admins): off, the product does not send it at its
   * moment. Audited with the old and new value. A manual template, a retired automated one
   * (nothing sends it) or an essential one (a set-password link) answers 422.
   */
  async switchAutomation(id: number, isActive: boolean, user: SessionUser): Promise<EmailTemplateViewDto> {
    await this.transactions.run(async (manager) => {
      const template = await manager.getRepository(EmailTemplate).findOneBy({ id });
      if (!template) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
      if (template.type !== 'automated') throw new UnprocessableEntityException(TEMPLATE_MESSAGES.notAnAutomation);
      if (sentWhen(template) === null) throw new UnprocessableEntityException(TEMPLATE_MESSAGES.retired);
      if (!isSwitchable(template)) throw new UnprocessableEntityException(ESSENTIAL_EMAIL_MESSAGE);
      if (template.isActive === isActive) return;
      await manager.getRepository(EmailTemplate).update({ id }, { isActive });
      await this.audit.record(manager, {
        action: 'update',
        tableName: 'email_templates',
        recordId: id,
        changedFields: [{ field: 'isActive', oldValue: template.isActive, newValue: isActive }],
        reason: `Automated email '${template.name}' switched ${isActive ? 'on' : 'off'}`,
        crmUserId: user.id,
      });
    });
    return this.get(String(id), user);
  }

  /** The template filled with the preview samples (John, Sample Business Ltd, ...) or one customer's values, the signed-in user as sender. */
  async preview(idOrName: string, dto: PreviewEmailTemplateDto, user: SessionUser): Promise<EmailTemplatePreviewDto> {
    const template = await this.get(idOrName, user);
    let values: TemplateValues = sampleValues(user.name, this.mail.companyValues());
    if (dto.businessProfileId) {
      const manager = this.templateRows.manager;
      const customer = await findVisibleCustomer(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), user, dto.businessProfileId);
      values = await this.valuesFor(manager, customer, user);
    }
    return renderEmail(template.subject, template.content, values);
  }

  /** The template a customer email names: an active manual one, else 400. */
  async forSending(manager: EntityManager, id: number): Promise<EmailTemplate> {
    const template = await manager.getRepository(EmailTemplate).findOneBy({ id, type: 'manual', isActive: true });
    if (!template) throw new BadRequestException(TEMPLATE_MESSAGES.notSendable);
    return template;
  }

  /**
   * The placeholders filled for a customer: the first name of its latest lead the user reads (a
   * partner: its own provider's, never a competitor's applicant), its business, the user as sender.
   */
  async valuesFor(manager: EntityManager, customer: BusinessProfile, user: SessionUser): Promise<TemplateValues> {
    const query = manager.getRepository(Lead).createQueryBuilder('l').select(['l.id', 'l.firstName']).where('l.businessProfileId = :id', { id: customer.id });
    const lead = await scopeLeads(query, user, 'l').orderBy('l.createdAt', 'DESC').addOrderBy('l.id', 'DESC').getOne();
    return customerValues(
      { firstName: lead?.firstName ?? null, businessName: customer.businessName, businessType: customer.businessType },
      user.name,
      this.mail.companyValues(),
    );
  }

  /** A write in one transaction; two writers racing for one name: the second gets 409, not 500. */
  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TEMPLATE_MESSAGES.duplicateName);
      throw error;
    }
  }

  private async findManual(manager: EntityManager, id: number): Promise<EmailTemplate> {
    const template = await manager.getRepository(EmailTemplate).findOneBy({ id });
    if (!template) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
    if (template.type === 'automated') throw new ForbiddenException(TEMPLATE_MESSAGES.automatedReadOnly);
    return template;
  }

  /** Names are unique whatever their case (MariaDB's collation compares so anyway; SQLite would not). */
  private async assertNameFree(manager: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const query = manager.getRepository(EmailTemplate).createQueryBuilder('t').where('LOWER(t.name) = :name', { name: name.toLowerCase() });
    if (exceptId !== null) query.andWhere('t.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw new ConflictException(TEMPLATE_MESSAGES.duplicateName);
  }

  /**
   * Each template's usage, from the mail module (one grouped COUNT for the page, over the emails
   * the user may read: a partner counts only its own provider's sends, never a competitor's).
   */
  private async toViews(templates: EmailTemplate[], user: SessionUser): Promise<EmailTemplateViewDto[]> {
    const usage = await this.mail.templateUsage(
      templates.map((template) => template.id),
      user,
    );
    return templates.map((template) => ({
      id: template.id,
      name: template.name,
      subject: template.subject,
      content: template.content,
      category: template.category,
      type: template.type,
      endpoint: template.endpoint,
      isActive: template.isActive,
      sentWhen: sentWhen(template),
      automation: automationState(template),
      canSwitch: isSwitchable(template),
      usageCount: usage.get(template.id) ?? 0,
      placeholders: placeholdersOf(template),
      isHtml: isHtmlTemplate(template.content),
      createdAt: template.createdAt,
      updatedAt: template.updatedAt,
    }));
  }
}
