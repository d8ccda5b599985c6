/**
 * One event's page data (`/events/<slug>`), made from the event: the route's loader calls it at build
 * time and on a re-render, the console's preview with the draft (a route's loader is not in the
 * browser's build of its module). Every word of it comes from the event's own fields or is computed
 * from its times.
 */
import { eventWhen } from '@orbitwise/contracts/event-dates';
import { paths } from '~/config/routes-table';
import { eventJsonLd } from '~/lib/structured-data';
import { companyOf, siteDetailsOf } from './company';
import { CLOSED_NOTICES, dated, registrationState, whereText, type EventEdition } from './event';
import type { SiteContent } from './site-content';
import { withTokens } from './text-tokens';

export function eventPageOf(found: EventEdition, content: SiteContent = {}) {
  // The company's names and figures its texts quote, filled in from the published content.
  const event = dated(withTokens(found, content));
  const registration = registrationState(event);
  const { title, startDay: START, endDay: END } = event;
  const waitlist = registration === 'waitlist';
  const join = waitlist ? 'Join the waitlist' : 'Register Now';
  // Over when rendered: no form, so nothing invites a registration. (An event that ends after the
  // render keeps its form: the visitor's today picks the "ended" texts then.)
  const over = registration === 'ended';
  const company = companyOf(content);
  return {
    ...event,
    companyName: company.name,
    // The page's words built here: their templates stay out of the page's JavaScript.
    headTitle: `${title}, ${event.dates} | ${company.name}`,
    when: eventWhen(event),
    where: whereText(event),
    statusTexts: {
      upcoming: `Starts on ${START}.`,
      running: START === END ? 'Happening today.' : `Happening now: runs until ${END}.`,
      ended: over
        ? `This event ended on ${END}.`
        : `This event ended on ${END}. Register your interest in the next one.`,
    },
    registerTexts: {
      upcoming: `Register now and we will remind you before it starts on ${START}.`,
      running: `It runs until ${END}: register now to join what is still to come.`,
      ended: over
        ? 'The next ones are on our events page.'
        : 'This event is over. Register your interest and we will tell you about the next one.',
    },
    // The labels by status (the visitor's today decides between them): data, not JavaScript.
    labels: {
      button: { upcoming: join, running: join, ended: 'Register your interest' },
      modal: { open: `Register for ${title}`, ended: 'Register your interest' },
      form: {
        open: over ? 'Registration' : waitlist ? 'Join the waitlist' : 'Register your interest',
        ended: 'Register your interest in the next one',
      },
    },
    calendar: paths.eventPageCalendar(event.slug),
    blocks: [
      { id: 'unlock', tone: 'sky' as const, cols: 'card-grid cols-3', ...event.unlock },
      { id: 'audiences', tone: undefined, cols: 'card-grid cols-4', ...event.audiences },
    ].filter((block) => block.items.length > 0),
    // The notices come as data: their text stays out of the page's JavaScript.
    closedNotice: CLOSED_NOTICES[registration],
    waitlistNotice: waitlist
      ? 'All places are taken: join the waitlist and we will tell you if one opens.'
      : null,
    // The JSON-LD is built here, on the server: its code never ships to the browser.
    jsonLd: eventJsonLd(
      event,
      registration === 'full' || registration === 'waitlist',
      siteDetailsOf(content),
    ),
  };
}
