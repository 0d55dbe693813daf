import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';

// A mixin's base: any class (a call's other query parameters, or none).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type QueryClass = new (...args: any[]) => object;

/** What the document says of a call's period (its presets differ from call to call). */
export interface PeriodHelp {
  /** Of dateFilter: what its presets mean for this call. */
  dateFilter: string;
  /** Added to the days' description (e.g. when they apply). */
  daysNote?: string;
}

const DAY_HELP = 'YYYY-MM-DD, a UK (Europe/London) calendar day, included';

/**
 * The period query parameters of a back-office call, one home for their validation, messages and
 * documentation: `dateFilter`, one of the call's presets ("dateFilter must be one of: …"), and
 * `startDate` and `endDate`, UK calendar days (the call's period rule reads the days and refuses a
 * wrong one with a 400 naming it). Added to `Base`, the call's other parameters, if it has any.
 */
export function WithPeriodQuery<P extends string, B extends QueryClass = new () => object>(presets: readonly P[], help: PeriodHelp, Base: B = class {} as B) {
  const dayHelp = help.daysNote ? `${DAY_HELP}; ${help.daysNote}` : DAY_HELP;

  class PeriodQuery extends Base {
    @ApiPropertyOptional({ enum: presets, description: help.dateFilter })
    @IsOptional()
    @IsIn(presets, { message: `dateFilter must be one of: ${presets.join(', ')}` })
    dateFilter?: P;

    @ApiPropertyOptional({ example: '2026-10-28', description: dayHelp })
    @IsOptional()
    @IsString()
    startDate?: string;

    @ApiPropertyOptional({ example: '2026-11-26', description: dayHelp })
    @IsOptional()
    @IsString()
    endDate?: string;
  }
  return PeriodQuery;
}
