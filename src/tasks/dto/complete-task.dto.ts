import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { TextUpTo } from '../../common/validators/text-up-to';
import { TASK_OUTCOMES, TASK_TEXT_MAX_LENGTH } from '../../domain/vocabulary/tasks';

export class CompleteTaskDto {
  @ApiProperty({ enum: TASK_OUTCOMES })
  @IsIn(TASK_OUTCOMES, { message: `outcome is required: one of ${TASK_OUTCOMES.join(', ')}` })
  outcome: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_TEXT_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @TextUpTo(TASK_TEXT_MAX_LENGTH)
  notes?: string | null;
}
