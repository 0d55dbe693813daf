import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The react-admin simple-rest list parameters, as JSON strings. */
export class ListQueryDto {
  @ApiPropertyOptional({ example: '["name","ASC"]', description: 'JSON [field, "ASC"|"DESC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'JSON [first, last] (inclusive)' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"smith"}', description: 'JSON object of filters' })
  @IsOptional()
  @IsString()
  filter?: string;
}
