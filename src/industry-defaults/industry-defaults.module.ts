import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IndustryDefault } from './entities/industry-default.entity';
import { IndustryDefaultsController } from './industry-defaults.controller';

@Module({
  imports: [TypeOrmModule.forFeature([IndustryDefault])],
  controllers: [IndustryDefaultsController],
})
export class IndustryDefaultsModule {}
