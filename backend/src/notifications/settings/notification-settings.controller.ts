import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../../auth/admin-access.decorator';
import { RecentSignIn } from '../../auth/recent-sign-in.decorator';
import { CurrentOperator } from '../../auth/current-operator.decorator';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { JsonBodyGuard } from '../../platform/http/json-body';
import { ApiProblems } from '../../platform/problems/api-problems.decorator';
import { NotificationSettingsDto, NotificationSettingsResponseDto } from './notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';

@ApiTags('Admin')
@Controller('admin/settings/notifications')
@AdminAccess('admin')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Who gets the e-mails, and the acknowledgements to visitors (admin)' })
  @ApiOkResponse({ type: NotificationSettingsResponseDto })
  @ApiProblems([500, 503])
  read(): Promise<NotificationSettingsResponseDto> {
    return this.settings.read();
  }

  @Put()
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Change the recipients per area and the acknowledgement per kind (admin)',
    description:
      'Leads (every kind but applications) go to `recipients.leads`, applications to `recipients.applications`; ' +
      'an empty list means the environment default (NOTIFY_LEADS_TO, NOTIFY_APPLICATIONS_TO), then the ' +
      'enabled admins. Audited.',
  })
  @ApiBody({ type: NotificationSettingsDto })
  @ApiOkResponse({ type: NotificationSettingsResponseDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: '`errors` names each invalid field.' })
  update(
    @Body() settings: NotificationSettingsDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<NotificationSettingsResponseDto> {
    return this.settings.update(settings, operator);
  }
}
