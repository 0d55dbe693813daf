import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { providerQualityScore, terminalQualityScore } from '../domain/catalogue-rules/quality';
import { seedReferenceData } from './seeds/seed.service';

/** At boot: the reference data (idempotent). The first admin is the users module's (FirstAdminBootstrap). */
@Injectable()
export class BootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const inserted = await seedReferenceData(this.dataSource, { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore });
    if (Object.values(inserted).some((n) => Number(n) > 0)) this.logger.log(`Reference data seeded: ${JSON.stringify(inserted)}`);
  }
}
