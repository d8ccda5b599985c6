import { Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { TokenAuthorizedPost } from '../../security/csrf.guard';
import { NEWSLETTER_PAGES } from './newsletter-mail';
import { type ConfirmationResult, SubscriptionsService } from './subscriptions.service';

/** The site's page each confirmation result lands on. */
const CONFIRM_PAGES: Record<ConfirmationResult, string> = {
  confirmed: NEWSLETTER_PAGES.confirmed,
  'already-confirmed': NEWSLETTER_PAGES.confirmed,
  expired: NEWSLETTER_PAGES.linkExpired,
  gone: NEWSLETTER_PAGES.linkExpired,
  invalid: NEWSLETTER_PAGES.linkExpired,
};

const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token of the e-mail’s link.' };
const SEE_OTHER = {
  status: 303,
  description: 'Done (or nothing to do): `Location` is the site’s page that says what happened.',
  headers: { Location: { description: 'The site’s page (a path).', schema: { type: 'string' } } },
};

/** A browser sending a page's form (it follows a redirect to a page), not a mail client's one-click POST. */
const isBrowserNavigation = (request: Request) =>
  request.get('sec-fetch-mode') === 'navigate' || /\btext\/html\b/.test(request.get('accept') ?? '');

/**
 * The links of the newsletter's e-mails. A GET of a link changes nothing (mail scanners prefetch links,
 * which would otherwise confirm addresses no person confirmed): it answers `303 See Other` to a
 * prerendered page of the site whose button posts the POST, which acts. The two GETs are links a person
 * opens from an e-mail, not calls for integrators: they are left out of the API document (docs/leads.md
 * describes them). The POSTs are in it: a mail client's POST gets 200, a browser's (the page's button)
 * a 303 to the page that says what happened (`NEWSLETTER_PAGES`).
 */
@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('confirm')
  @HttpCode(303)
  @Header('Cache-Control', 'no-store')
  @ApiExcludeEndpoint()
  confirmPage(@Query('token') token: unknown, @Res({ passthrough: true }) response: Response): void {
    response.location(
      this.subscriptions.isLiveConfirmationToken(token)
        ? `${NEWSLETTER_PAGES.confirm}?token=${encodeURIComponent(token as string)}`
        : NEWSLETTER_PAGES.linkExpired,
    );
  }

  @Post('confirm')
  @HttpCode(303)
  @TokenAuthorizedPost()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'Confirm a newsletter subscription (the button of the confirmation page)',
    description:
      'No sign-in and no anti-forgery token: the signed token of the confirmation e-mail authorizes it. ' +
      'Confirming again changes nothing. A non-browser POST gets 200 (`confirmed` true when the subscription ' +
      'is confirmed now or already; false for a token expired after 7 days, withdrawn or erased since, or not ' +
      'ours); a browser sending the page’s button (`Sec-Fetch-Mode: navigate` or `Accept: text/html`) is sent ' +
      'to `/newsletter/confirmed` or `/newsletter/link-expired`.',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiResponse({
    status: 200,
    description: 'Done (a non-browser POST).',
    schema: {
      type: 'object',
      properties: { confirmed: { type: 'boolean' } },
      required: ['confirmed'],
      additionalProperties: false,
    },
  })
  @ApiResponse(SEE_OTHER)
  async confirm(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ confirmed: boolean } | void> {
    const page = CONFIRM_PAGES[await this.subscriptions.confirm(token)];
    if (!isBrowserNavigation(request)) {
      response.status(200);
      return { confirmed: page === NEWSLETTER_PAGES.confirmed };
    }
    response.location(page);
  }

  @Get('unsubscribe')
  @HttpCode(303)
  @Header('Cache-Control', 'no-store')
  @ApiExcludeEndpoint()
  @ApiOperation({
    security: [],
    summary:
      'The unsubscribe link opened in a browser: leads to the page with the button (a visit changes nothing)',
    description:
      'Sends the browser to `/newsletter/unsubscribe?token=…` (its button posts the one-click POST), or to ' +
      '`/newsletter/link-expired` for a token that is not ours.',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiResponse(SEE_OTHER)
  unsubscribePage(@Query('token') token: unknown, @Res({ passthrough: true }) response: Response): void {
    const ours = this.subscriptions.isUnsubscribeToken(token);
    response.location(
      ours
        ? `${NEWSLETTER_PAGES.unsubscribe}?token=${encodeURIComponent(token as string)}`
        : NEWSLETTER_PAGES.linkExpired,
    );
  }

  @Post('unsubscribe')
  @HttpCode(303)
  @TokenAuthorizedPost()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'Unsubscribe at once (RFC 8058 one-click; the page’s button)',
    description:
      'No sign-in and no anti-forgery token: the signed token authorizes it. The body (`List-Unsubscribe=One-Click`) ' +
      'is not needed. Immediate; unsubscribing again changes nothing. A mail client’s POST gets 200 (`unsubscribed` ' +
      'true, or false for a token that is not ours, which changes nothing); a browser sending the page’s button ' +
      '(`Sec-Fetch-Mode: navigate` or `Accept: text/html`) is sent to `/newsletter/unsubscribed` or `/newsletter/link-expired`.',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiResponse({
    status: 200,
    description: 'Done (a mail client’s one-click POST).',
    schema: {
      type: 'object',
      properties: { unsubscribed: { type: 'boolean' } },
      required: ['unsubscribed'],
      additionalProperties: false,
    },
  })
  @ApiResponse(SEE_OTHER)
  async unsubscribe(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ unsubscribed: boolean } | void> {
    const done = await this.subscriptions.unsubscribe(token);
    if (!isBrowserNavigation(request)) {
      response.status(200);
      return { unsubscribed: done };
    }
    response.location(done ? NEWSLETTER_PAGES.unsubscribed : NEWSLETTER_PAGES.linkExpired);
  }
}
