import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import {
  CreateEmailTemplateDto,
  EmailTemplatePreviewDto,
  EmailTemplateViewDto,
  PreviewEmailTemplateDto,
  SwitchAutomationDto,
  UpdateEmailTemplateDto,
} from './dto/email-template.dto';
import { EmailTemplatesService } from './email-templates.service';
import { ESSENTIAL_EMAIL_MESSAGE } from '../domain/email/automated-emails';
import { TEMPLATE_MESSAGES } from './template-rules';

const WRITES = `Admins and staff; manual templates only (automated: 403 '${TEMPLATE_MESSAGES.automatedReadOnly}').`;
const ID_OR_NAME = { name: 'id', description: 'A numeric template id, or a template name (case-insensitive), e.g. quote-saved or application-submitted' };

@ApiTags('email-templates')
@Controller('api/crm/email-templates')
@Auth('admin', 'staff', 'partner')
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get()
  @ApiOperation({
    summary: 'List email templates (filters: q, category, type, isActive, id)',
    description:
      'q matches name, subject or content, case-insensitively. Sort: id, name (default), category, type, isActive, createdAt, updatedAt. Every signed-in role reads templates.',
  })
  @ApiOkResponse({ type: [EmailTemplateViewDto], description: 'Content-Range header carries the total' })
  @ApiBadRequestResponse({ description: 'A wrong sort, range or filter, named in the message' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<EmailTemplateViewDto[]> {
    return withContentRange(reply, await this.templates.list(query, user));
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One email template, by id or by name (ids are numeric; a name such as quote-saved or application-submitted answers the automated template of that name)',
  })
  @ApiParam(ID_OR_NAME)
  @ApiOkResponse({ type: EmailTemplateViewDto })
  @ApiNotFoundResponse({ description: TEMPLATE_MESSAGES.notFound })
  get(@Param('id') idOrName: string, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.get(idOrName, user);
  }

  @Post()
  @Auth('admin', 'staff')
  @ApiOperation({
    summary: 'Create a manual email template',
    description: `Name, subject and content are required ('${TEMPLATE_MESSAGES.missingInformation}'); the category defaults to welcome. Names are unique whatever their case and need a letter. ${WRITES}`,
  })
  @ApiCreatedResponse({ type: EmailTemplateViewDto })
  @ApiBadRequestResponse({ description: 'Missing information or a wrong field' })
  @ApiForbiddenResponse({ description: TEMPLATE_MESSAGES.automatedReadOnly })
  @ApiConflictResponse({ description: TEMPLATE_MESSAGES.duplicateName })
  create(@Body() dto: CreateEmailTemplateDto, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.create(dto, user);
  }

  @Patch(':id')
  @Auth('admin', 'staff')
  @ApiOperation({ summary: 'Change a manual email template (isActive false deactivates it, true brings it back)', description: WRITES })
  @ApiOkResponse({ type: EmailTemplateViewDto })
  @ApiBadRequestResponse({ description: 'A blank name, subject or content, or a wrong field' })
  @ApiForbiddenResponse({ description: TEMPLATE_MESSAGES.automatedReadOnly })
  @ApiNotFoundResponse({ description: TEMPLATE_MESSAGES.notFound })
  @ApiConflictResponse({ description: TEMPLATE_MESSAGES.duplicateName })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateEmailTemplateDto, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.update(id, dto, user);
  }

  @Patch(':id/automation')
  @Auth('admin')
  @ApiOperation({
    summary: 'Switch an automated email on or off (admins)',
    description:
      'isActive false: the product no longer sends it at its moment (sentWhen); true: it is sent again. Written to the audit trail with the old and new value. Switching to the state it already has changes nothing.',
  })
  @ApiOkResponse({ type: EmailTemplateViewDto })
  @ApiBadRequestResponse({ description: 'isActive missing or not a boolean' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: TEMPLATE_MESSAGES.notFound })
  @ApiUnprocessableEntityResponse({
    description: `A manual template ('${TEMPLATE_MESSAGES.notAnAutomation}'), a retired one ('${TEMPLATE_MESSAGES.retired}'), or a set-password link ('${ESSENTIAL_EMAIL_MESSAGE}')`,
  })
  switchAutomation(@Param('id', ParseIntPipe) id: number, @Body() dto: SwitchAutomationDto, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.switchAutomation(id, dto.isActive, user);
  }

  @Put(':id')
  @Auth('admin', 'staff')
  @ApiOperation({ summary: 'Change a manual email template (as PATCH)', description: WRITES })
  @ApiOkResponse({ type: EmailTemplateViewDto })
  @ApiBadRequestResponse({ description: 'A blank name, subject or content, or a wrong field' })
  @ApiForbiddenResponse({ description: TEMPLATE_MESSAGES.automatedReadOnly })
  @ApiNotFoundResponse({ description: TEMPLATE_MESSAGES.notFound })
  @ApiConflictResponse({ description: TEMPLATE_MESSAGES.duplicateName })
  replace(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateEmailTemplateDto, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.update(id, dto, user);
  }

  @Delete(':id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary: 'Deactivate a manual email template',
    description: `DELETE deactivates (isActive false), never erases: the emails sent with it keep naming it. ${WRITES}`,
  })
  @ApiOkResponse({ type: EmailTemplateViewDto })
  @ApiForbiddenResponse({ description: TEMPLATE_MESSAGES.automatedReadOnly })
  @ApiNotFoundResponse({ description: TEMPLATE_MESSAGES.notFound })
  deactivate(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<EmailTemplateViewDto> {
    return this.templates.deactivate(id, user);
  }

  @Post(':id/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A template rendered with sample values',
    description:
      "Placeholders filled with the preview samples (John, Sample Business Ltd, Retail Store, the signed-in user as sender, Sample Provider's Smart Terminal, MC123456, £45.50 / £546.00), or with one customer's values when businessProfileId is given (partners: their own customers; any other answers 404). Values are HTML-escaped in an HTML template.",
  })
  @ApiParam(ID_OR_NAME)
  @ApiOkResponse({ type: EmailTemplatePreviewDto })
  @ApiNotFoundResponse({ description: `${TEMPLATE_MESSAGES.notFound}, or Customer not found` })
  preview(@Param('id') idOrName: string, @Body() dto: PreviewEmailTemplateDto, @CurrentUser() user: SessionUser): Promise<EmailTemplatePreviewDto> {
    return this.templates.preview(idOrName, dto, user);
  }
}
