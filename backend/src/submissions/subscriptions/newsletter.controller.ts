import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { TokenAuthorizedPost } from '../../security/csrf.guard';
import { escapeHtml } from '../../notifications/mail/messages';
import { NEWSLETTER_PATHS } from './newsletter-mail';
import { type ConfirmationResult, SubscriptionsService } from './subscriptions.service';

/** What each page says, in plain words. */
const CONFIRM_PAGES: Record<ConfirmationResult, { title: string; text: string }> = {
  confirmed: {
    title: 'Subscription confirmed',
    text: 'Thank you: you will receive our newsletter. Every issue has a link to unsubscribe in one click.',
  },
  'already-confirmed': {
    title: 'Already confirmed',
    text: 'This address is already subscribed to our newsletter. Nothing has changed.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Confirmation links work for 7 days. Subscribe again on our website and use the new e-mail’s link.',
  },
  gone: {
    title: 'This link no longer works',
    text: 'This subscription was withdrawn or removed. Subscribe again on our website if you wish.',
  },
  invalid: {
    title: 'This link is not valid',
    text: 'Please open the link exactly as it appears in the e-mail, or subscribe again on our website.',
  },
};

const UNSUBSCRIBED = {
  title: 'You are unsubscribed',
  text: 'This address will receive no more newsletters from us. If you change your mind, subscribe again on our website.',
};

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} | Orbitwise Technologies</title></head><body>` +
    `<main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Go to the website</a></p></main></body></html>`
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token of the e-mail’s link.' };

/**
 * The links of the newsletter's e-mails. They answer small HTML pages of their own (no script, no
 * style: the API's CSP holds), so that nginx and `npm start` serve them alike.
 */
@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('confirm')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'Confirm a newsletter subscription (the link of the confirmation e-mail)',
    description:
      'Answers a page saying what happened: confirmed, already confirmed, expired (7 days) or not valid.',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page saying what happened.' })
  @ApiBadRequestResponse({ description: 'A page saying the link is not valid (a token that is not ours).' })
  async confirm(
    @Query('token') token: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const result = await this.subscriptions.confirm(token);
    if (result === 'invalid') response.status(400);
    const { title, text } = CONFIRM_PAGES[result];
    return page(title, paragraph(text));
  }

  @Get('unsubscribe')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'The unsubscribe page: a button that unsubscribes (a visit alone changes nothing)',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page with the unsubscribe button.' })
  unsubscribePage(@Query('token') token: unknown): string {
    const action = `${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`;
    return page(
      'Unsubscribe from our newsletter',
      paragraph('Press the button to receive no more newsletters at this address.') +
        `<form method="post" action="${escapeHtml(action)}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">Unsubscribe</button></form>`,
    );
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @TokenAuthorizedPost()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'Unsubscribe at once (RFC 8058 one-click; the page’s button)',
    description:
      'No sign-in and no anti-forgery token: the signed token authorizes it. The body (`List-Unsubscribe=One-Click`) ' +
      'is not needed. Immediate; unsubscribing again changes nothing. A token that is not ours changes nothing either.',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page saying the address is unsubscribed.' })
  @ApiBadRequestResponse({ description: 'A page saying the link is not valid (a token that is not ours).' })
  async unsubscribe(
    @Query('token') token: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const done = await this.subscriptions.unsubscribe(token);
    if (!done) response.status(400);
    return done
      ? page(UNSUBSCRIBED.title, paragraph(UNSUBSCRIBED.text))
      : page(CONFIRM_PAGES.invalid.title, paragraph(CONFIRM_PAGES.invalid.text));
  }
}
