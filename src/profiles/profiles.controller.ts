import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { QuoteViewDto } from '../leads/dto/quote-view.dto';
import { Quote } from '../leads/entities/quote.entity';
import { BusinessProfileViewDto, CreateBusinessProfileDto, UpdateBusinessProfileDto } from './dto/business-profile.dto';
import { ProfilesService, PublicProfile } from './profiles.service';

@ApiTags('public: business profiles')
@Controller('api/business-profiles')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Post()
  @PublicWrite()
  @ApiOperation({ summary: 'Create the business profile of a wizard visit (step 1); answers {id, ...saved fields}' })
  @ApiCreatedResponse({ type: BusinessProfileViewDto, description: 'The saved profile with its random id (the session id is never echoed)' })
  create(@Body() dto: CreateBusinessProfileDto): Promise<PublicProfile> {
    return this.profiles.create(dto);
  }

  @Put(':id')
  @PublicWrite()
  @ApiOperation({ summary: 'Update the profile; the body must carry the sessionId that created it' })
  @ApiOkResponse({ type: BusinessProfileViewDto, description: 'The saved profile' })
  @ApiNotFoundResponse({ description: 'Unknown id, or another session' })
  update(@Param('id') id: string, @Body() dto: UpdateBusinessProfileDto): Promise<PublicProfile> {
    return this.profiles.update(id, dto);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'Read a profile' })
  @ApiOkResponse({ type: BusinessProfileViewDto })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  get(@Param('id') id: string): Promise<PublicProfile> {
    return this.profiles.get(id);
  }

  @Get(':id/quotes')
  @Public()
  @ApiOperation({ summary: 'The quotes of the last comparison for this profile (id, providerId, ...)' })
  @ApiOkResponse({ type: [QuoteViewDto] })
  quotes(@Param('id') id: string): Promise<Quote[]> {
    return this.profiles.quotesOf(id);
  }
}
