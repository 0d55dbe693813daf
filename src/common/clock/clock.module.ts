import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One clock for the whole application (see Clock). */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
