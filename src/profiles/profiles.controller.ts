import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { Public } from '../common/decorators/public.decorator';
import { BusinessProfileViewDto, CreateBusinessProfileDto, UpdateBusinessProfileDto } from './dto/business-profile.dto';
import { ProfilesService, PublicProfile } from './profiles.service';
import { ApiVisitorSession, VisitorSession } from './visitor-session.decorator';

const NOT_OWNED = 'Unknown id, or the session id is missing or not the one that created the profile';

@ApiTags('public: business profiles')
@Controller('api/business-profiles')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Post()
  @PublicWrite()
  @ApiVisitorSession()
  @ApiOperation({
    summary:
      'Create the business profile of a wizard visit (step 1: businessType, businessName, businessSector and paymentStatus required); answers {id, ...saved fields}',
  })
  @ApiCreatedResponse({ type: BusinessProfileViewDto, description: 'The saved profile with its random id (the session id is never echoed)' })
  @ApiBadRequestResponse({ description: 'A step-1 field or the sessionId is missing (each named), or a value is invalid' })
  create(@Body() dto: CreateBusinessProfileDto, @VisitorSession() sessionId?: string): Promise<PublicProfile> {
    return this.profiles.create(dto, sessionId);
  }

  @Put(':id')
  @PublicWrite()
  @ApiVisitorSession()
  @ApiOperation({ summary: "Update the profile; needs the owner's session id" })
  @ApiOkResponse({ type: BusinessProfileViewDto, description: 'The saved profile' })
  @ApiNotFoundResponse({ description: NOT_OWNED })
  update(@Param('id') id: string, @Body() dto: UpdateBusinessProfileDto, @VisitorSession() sessionId?: string): Promise<PublicProfile> {
    return this.profiles.update(id, dto, sessionId);
  }

  @Get(':id')
  @Public()
  @ApiVisitorSession()
  @ApiOperation({ summary: "Read a profile; needs the owner's session id (X-Session-Id)" })
  @ApiOkResponse({ type: BusinessProfileViewDto })
  @ApiNotFoundResponse({ description: NOT_OWNED })
  get(@Param('id') id: string, @VisitorSession() sessionId?: string): Promise<PublicProfile> {
    return this.profiles.get(id, sessionId);
  }
}
