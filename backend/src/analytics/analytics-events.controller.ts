import { Body, Controller, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ANALYTICS_EVENT_MESSAGE,
  ANALYTICS_FORMS,
  ANALYTICS_EVENT_TYPES,
  isValidAnalyticsEvent,
} from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { parseStrictJson } from '../platform/http/json-body';
import { invalidRequest } from '../platform/http/validation';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { ProblemException } from '../platform/problems/problem';
import { SameOriginBeacon } from '../security/csrf.guard';
import { AnalyticsService } from './analytics.service';

export const CROSS_ORIGIN_DETAIL = "Analytics events are accepted from the site's own pages only.";

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
export function optedOut(request: Request): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * The beacon's door. `navigator.sendBeacon` posts `text/plain` (a CORS-safe type, so no preflight and
 * no header of ours): the event is checked to come from the site's own origin by the browser's
 * `Sec-Fetch-Site` (or, from a browser that sends none, its `Origin`).
 */
@ApiTags('Analytics')
@Controller('analytics')
export class AnalyticsEventsController {
  private readonly siteOrigin: string;

  constructor(
    private readonly analytics: AnalyticsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteOrigin = config.siteOrigin;
  }

  @Post('events')
  @SameOriginBeacon()
  @ApiOperation({
    summary: 'One page analytics event from the site’s beacon',
    // No cookie and no token: sendBeacon sends neither; the browser's Sec-Fetch-Site says where it came from.
    security: [],
    description:
      'JSON (application/json or text/plain, as sendBeacon sends it). Nothing is stored with `DNT: 1` or ' +
      '`Sec-GPC: 1` (204). The visitor is counted by a salted hash of the day, never by address or user agent.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['type', 'path'],
      additionalProperties: false,
      properties: {
        type: { enum: [...ANALYTICS_EVENT_TYPES] },
        path: { type: 'string', maxLength: 200, example: '/contact' },
        form: { enum: [...ANALYTICS_FORMS] },
        referrer: { type: 'string', example: 'www.example.net' },
        utm: { type: 'string', maxLength: 100, example: 'newsletter' },
      },
    },
  })
  @ApiResponse({ status: 202, description: 'Counted.' })
  @ApiResponse({ status: 204, description: 'Not counted: the browser sent DNT or Sec-GPC.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503], {
    400: '`errors.event` says what an event is.',
    403: 'Sent from another site.',
  })
  async record(
    @Req() request: Request,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (optedOut(request)) {
      response.status(HttpStatus.NO_CONTENT);
      return;
    }
    if (!this.fromTheSite(request)) throw new ProblemException(HttpStatus.FORBIDDEN, CROSS_ORIGIN_DETAIL);
    const event = this.eventOf(request, body);
    await this.analytics.record(event, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    response.status(HttpStatus.ACCEPTED);
  }

  private fromTheSite(request: Request): boolean {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined) return fetchSite === 'same-origin';
    const origin = request.headers.origin;
    return origin === undefined || origin === this.siteOrigin;
  }

  private eventOf(request: Request, body: unknown) {
    let value = body;
    if (request.is('text/plain')) {
      const parsed = typeof body === 'string' ? parseStrictJson(body) : { ok: false as const };
      value = parsed.ok ? parsed.value : undefined;
    } else if (!request.is('application/json')) {
      throw new ProblemException(
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        'This call takes a JSON body (application/json or text/plain).',
      );
    }
    if (!isValidAnalyticsEvent(value)) throw invalidRequest({ event: [ANALYTICS_EVENT_MESSAGE] });
    return value;
  }
}
