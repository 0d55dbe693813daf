import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { ProvidersModule } from '../providers/providers.module';
import { ImageFilesModule } from './image-files.module';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Provider logo and terminal image uploads, and the gallery (files served at /uploads/ by app.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([Provider, Terminal]), ProvidersModule, ImageFilesModule, AuditModule],
  controllers: [UploadsController],
  providers: [UploadsService],
})
export class UploadsModule {}
