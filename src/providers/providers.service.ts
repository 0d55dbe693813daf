import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import { filterOps, ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { Provider } from './entities/provider.entity';

@Injectable()
export class ProvidersService {
  constructor(@InjectRepository(Provider) private readonly providers: Repository<Provider>) {}

  /** Staff and admins see every provider; a partner sees only its own. */
  list(params: ListQueryParams, user: SessionUser): Promise<ListResult<Provider>> {
    return listQuery(this.visibleTo(user), params, {
      resource: 'providers',
      sortable: {
        id: 'p.id',
        name: 'p.name',
        status: 'p.status',
        dataQualityScore: 'p.dataQualityScore',
        supportLocation: 'p.supportLocation',
        updatedAt: 'p.updatedAt',
      },
      defaultSort: ['name', 'ASC'],
      filters: {
        q: filterOps.search(['p.name', 'p.supportLocation']),
        status: filterOps.equals('p.status', 'status'),
        id: filterOps.equals('p.id', 'ids'),
      },
    });
  }

  async get(id: number, user: SessionUser): Promise<Provider> {
    const provider = await this.visibleTo(user).andWhere('p.id = :id', { id }).getOne();
    if (!provider) throw new NotFoundException(`Provider ${id} not found`);
    return provider;
  }

  private visibleTo(user: SessionUser): SelectQueryBuilder<Provider> {
    const qb = this.providers.createQueryBuilder('p');
    if (user.role === 'partner') qb.where('p.id = :own', { own: user.providerId ?? -1 });
    return qb;
  }
}
