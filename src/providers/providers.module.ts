import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersService } from './providers.service';
import { PublicTerminalsController } from './public-terminals.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, Terminal])],
  controllers: [ProvidersController, PublicTerminalsController],
  providers: [ProvidersService],
  exports: [ProvidersService],
})
export class ProvidersModule {}
