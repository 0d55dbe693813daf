import { Module } from '@nestjs/common';

/** Statement analysis: POST /api/analyze-document. */
@Module({})
export class StatementsModule {}
