import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ReadReplica } from '../database/read-replica';
import { CompleteTaskDto } from './dto/complete-task.dto';
import { CreateTaskDto } from './dto/create-task.dto';
import { TaskListQueryDto } from './dto/task-list-query.dto';
import { TaskViewDto } from './dto/task-view.dto';
import { UpdateTaskDto } from './dto/update-task.dto';
import { TASK_FILTERS, TASK_LIST_DATE_FILTERS } from './task-list';
import { MAX_DUE_YEARS_AHEAD, TASK_MESSAGES } from './task-rules';
import { TasksService } from './tasks.service';

const SCOPE = "Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.";

@ApiTags('tasks')
@Controller('api/crm/tasks')
@Auth('admin', 'staff', 'partner')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly replica: ReadReplica,
  ) {}

  @Get()
  @ApiOperation({
    summary: `List tasks (filters: ${TASK_FILTERS.join(', ')})`,
    description: `dateFilter (on the due date, UK days; in the filter object or as a query parameter): ${TASK_LIST_DATE_FILTERS.join(', ')}; custom takes startDate and/or endDate (YYYY-MM-DD). status: pending, completed, overdue (pending and due before now). q searches the title, the description and the customer's business name. Sort: id, title, dueDate (default), priority (low < medium < high < urgent), status, createdAt, updatedAt, completedAt. ${SCOPE}`,
  })
  @ApiOkResponse({ type: [TaskViewDto], description: 'Content-Range header carries the total' })
  @ApiBadRequestResponse({ description: 'A wrong sort, range or filter, named in the message' })
  async list(@Query() query: TaskListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<TaskViewDto[]> {
    return withContentRange(reply, await this.replica.run(() => this.tasks.list(query, user)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One task', description: SCOPE })
  @ApiOkResponse({ type: TaskViewDto })
  @ApiNotFoundResponse({ description: TASK_MESSAGES.notFound })
  get(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<TaskViewDto> {
    return this.tasks.get(id, user);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a task',
    description: `Title and due date are required ('${TASK_MESSAGES.missingInformation}'). Created by the signed-in user; assigned to the signed-in user unless an admin names another active user. A task on a customer moves its last activity. ${SCOPE}`,
  })
  @ApiCreatedResponse({ type: TaskViewDto })
  @ApiBadRequestResponse({
    description: `Missing title or due date, a wrong field, a due date more than ${MAX_DUE_YEARS_AHEAD} years ahead ('${TASK_MESSAGES.dueDateTooFar}'), or (admins) an assignee that is not an active user`,
  })
  @ApiForbiddenResponse({ description: TASK_MESSAGES.onlyAdminsAssignOthers })
  @ApiNotFoundResponse({ description: 'Customer not found' })
  create(@Body() dto: CreateTaskDto, @CurrentUser() user: SessionUser): Promise<TaskViewDto> {
    return this.tasks.create(dto, user);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a task',
    description: `Only the fields sent change, under the rules of create. A new due date, reminder time or assignee makes the reminder due again. ${SCOPE}`,
  })
  @ApiOkResponse({ type: TaskViewDto })
  @ApiBadRequestResponse({
    description: `A blank title or due date, a wrong field, a due date more than ${MAX_DUE_YEARS_AHEAD} years ahead ('${TASK_MESSAGES.dueDateTooFar}'), or an assignee that is not an active user`,
  })
  @ApiForbiddenResponse({ description: `${TASK_MESSAGES.onlyAdminsAssignOthers} / ${TASK_MESSAGES.partnerKeepsTask}` })
  @ApiNotFoundResponse({ description: 'Task not found, or Customer not found' })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateTaskDto, @CurrentUser() user: SessionUser): Promise<TaskViewDto> {
    return this.tasks.update(id, dto, user);
  }

  @Post(':taskId/complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Complete a task with an outcome and optional notes',
    description: `Sets status completed, the outcome, the notes and completedAt. A task on a customer writes 'Task completed: <title>' to the customer's activity. ${SCOPE}`,
  })
  @ApiOkResponse({ type: TaskViewDto })
  @ApiConflictResponse({ description: TASK_MESSAGES.alreadyCompleted })
  @ApiNotFoundResponse({ description: TASK_MESSAGES.notFound })
  complete(@Param('taskId', ParseIntPipe) taskId: number, @Body() dto: CompleteTaskDto, @CurrentUser() user: SessionUser): Promise<TaskViewDto> {
    return this.tasks.complete(taskId, dto, user);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a task',
    description: `Its creator or an admin (anyone else: 403). A task on a customer writes 'Task deleted: <title>' to the customer's activity. Answers the deleted task. ${SCOPE}`,
  })
  @ApiOkResponse({ type: TaskViewDto, description: 'The deleted task, as it was' })
  @ApiForbiddenResponse({ description: TASK_MESSAGES.onlyCreatorOrAdminDeletes })
  @ApiNotFoundResponse({ description: TASK_MESSAGES.notFound })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<TaskViewDto> {
    return this.tasks.remove(id, user);
  }
}
