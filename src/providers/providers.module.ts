import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ComparisonModule } from '../comparison/comparison.module';
import { ImageFilesModule } from '../uploads/image-files.module';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { ProviderChanges } from './provider-changes.service';
import { ProvidersController } from './providers.controller';
import { ProvidersService } from './providers.service';
import { PublicTerminalsController } from './public-terminals.controller';
import { TerminalsController } from './terminals.controller';
import { TerminalsService } from './terminals.service';

/** The provider catalogue: reading, changing (audited), and the public terminal list. */
@Module({
  imports: [TypeOrmModule.forFeature([Provider, Terminal]), AuditModule, ComparisonModule, ImageFilesModule],
  controllers: [ProvidersController, TerminalsController, PublicTerminalsController],
  providers: [ProvidersService, ProviderChanges, TerminalsService],
  exports: [ProvidersService, ProviderChanges, TerminalsService],
})
export class ProvidersModule {}
