import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { scopeProviderRecords } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { listFilters } from '../common/list-query/list-filters';
import { ListQueryParams, ListResult, listQuery, ListSpec } from '../common/list-query/list-query';
import { toProviderView } from './catalogue-views';
import { ProviderViewDto, ProviderWithScoresDto } from './dto/provider-view.dto';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { QUALITY_THRESHOLDS, QUALITY_TIERS } from '../domain/catalogue-rules/quality';
import { CATALOGUE_STATUSES } from '../domain/catalogue-rules/status';

export const PROVIDER_FILTERS_DESCRIPTION =
  'q (name or support location), status (live, draft, inactive), quality (high: 85+, medium: 50-84, low: under 50), id';

/** The quality filter of the Providers tab, on the stored score. */
function filterByQuality(qb: SelectQueryBuilder<Provider>, value: unknown): void {
  const tiers = (Array.isArray(value) ? value : [value]).map(String);
  const conditions = tiers.map((tier) => {
    if (tier === 'high') return `p.dataQualityScore >= ${QUALITY_THRESHOLDS.high}`;
    if (tier === 'medium') return `(p.dataQualityScore >= ${QUALITY_THRESHOLDS.medium} AND p.dataQualityScore < ${QUALITY_THRESHOLDS.high})`;
    if (tier === 'low') return `p.dataQualityScore < ${QUALITY_THRESHOLDS.medium}`;
    throw new BadRequestException(`filter "quality" must be one of: ${QUALITY_TIERS.join(', ')}`);
  });
  qb.andWhere(conditions.length ? `(${conditions.join(' OR ')})` : '1 = 0');
}

const PROVIDER_LIST: ListSpec<Provider> = {
  resource: 'providers',
  sortable: {
    id: 'p.id',
    // LOWER: MariaDB compares names case-insensitively and SQLite would not.
    name: 'LOWER(p.name)',
    status: 'p.status',
    dataQualityScore: 'p.dataQualityScore',
    dataVersion: 'p.dataVersion',
    supportLocation: 'p.supportLocation',
    updatedAt: 'p.updatedAt',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: listFilters.search('q', ['p.name', 'p.supportLocation']),
    status: listFilters.oneOf('status', 'p.status', CATALOGUE_STATUSES),
    quality: filterByQuality,
    id: listFilters.equals('id', 'p.id'),
  },
};

interface TerminalStats {
  providerId: number | string;
  total: number | string;
  live: number | string | null;
  average: number | string | null;
}

/** Reading providers: staff and admins see every one; a partner only its own (partner-scope.ts). */
@Injectable()
export class ProvidersService {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(Terminal) private readonly terminals: Repository<Terminal>,
  ) {}

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<ProviderViewDto>> {
    const result = await listQuery(this.visibleTo(user), params, PROVIDER_LIST);
    return { ...result, items: result.items.map(toProviderView) };
  }

  /** The list with each provider's terminal count, live terminal count and mean terminal score. */
  async withScores(params: ListQueryParams, user: SessionUser): Promise<ListResult<ProviderWithScoresDto>> {
    const result = await listQuery(this.visibleTo(user), params, PROVIDER_LIST);
    return { ...result, items: await this.addTerminalStats(result.items) };
  }

  /** Whether provider `id` exists (inside another module's transaction, read with its `manager`). */
  exists(id: number, manager?: EntityManager): Promise<boolean> {
    const providers = manager ? manager.getRepository(Provider) : this.providers;
    return providers.exists({ where: { id } });
  }

  async get(id: number, user: SessionUser): Promise<ProviderViewDto> {
    return toProviderView(await this.find(id, user));
  }

  async getWithScores(id: number, user: SessionUser): Promise<ProviderWithScoresDto> {
    return (await this.addTerminalStats([await this.find(id, user)]))[0];
  }

  private async find(id: number, user: SessionUser): Promise<Provider> {
    const provider = await this.visibleTo(user).andWhere('p.id = :id', { id }).getOne();
    if (!provider) throw new NotFoundException(`Provider ${id} not found`);
    return provider;
  }

  private visibleTo(user: SessionUser): SelectQueryBuilder<Provider> {
    return scopeProviderRecords(this.providers.createQueryBuilder('p'), user, 'p.id');
  }

  /** One grouped query for the page's providers (COUNT and AVG in SQL). */
  private async addTerminalStats(page: Provider[]): Promise<ProviderWithScoresDto[]> {
    const ids = page.map((provider) => provider.id);
    const rows = ids.length
      ? await this.terminals
          .createQueryBuilder('t')
          .select('t.providerId', 'providerId')
          .addSelect('COUNT(*)', 'total')
          .addSelect("SUM(CASE WHEN t.status = 'live' THEN 1 ELSE 0 END)", 'live')
          .addSelect('AVG(t.dataQualityScore)', 'average')
          .where('t.providerId IN (:...ids)', { ids })
          .groupBy('t.providerId')
          .getRawMany<TerminalStats>()
      : [];
    const stats = new Map(rows.map((row) => [Number(row.providerId), row]));
    return page.map((provider) => {
      const row = stats.get(provider.id);
      return {
        ...toProviderView(provider),
        terminalCount: Number(row?.total ?? 0),
        liveTerminalCount: Number(row?.live ?? 0),
        averageTerminalScore: row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average)),
      };
    });
  }
}
