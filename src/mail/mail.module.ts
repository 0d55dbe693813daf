import { Module } from '@nestjs/common';

/** All email goes through this module. */
@Module({})
export class MailModule {}
