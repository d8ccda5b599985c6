import { describe, expect, it } from 'vitest';
import { sendFormEvent, sendPageview, type BeaconNavigator } from './beacon';

/** A browser's navigator whose beacons are kept instead of sent. */
function browser(privacy: Partial<BeaconNavigator> = {}) {
  const sent: { url: string; body: unknown }[] = [];
  const nav: BeaconNavigator = {
    doNotTrack: null,
    sendBeacon: (url, data) => {
      sent.push({ url: String(url), body: JSON.parse(String(data)) });
      return true;
    },
    ...privacy,
  };
  return { nav, sent };
}

describe('the page analytics beacon', () => {
  it('sends a landing page view with the referring host and campaign source only', () => {
    const { nav, sent } = browser();
    sendPageview(
      '/training',
      'https://mail.example.net/inbox/42?to=asha@example.com',
      '?utm_source=autumn&email=a@b.c',
      nav,
    );
    sendPageview('/contact', '', '', nav);
    expect(sent).toEqual([
      {
        url: '/api/analytics/events',
        body: { type: 'pageview', path: '/training', referrer: 'mail.example.net', utm: 'autumn' },
      },
      { url: '/api/analytics/events', body: { type: 'pageview', path: '/contact' } },
    ]);
  });

  it('sends the form events with the page they happen on', () => {
    const { nav, sent } = browser();
    sendFormEvent('form_start', 'enquiry', nav);
    expect(sent).toEqual([
      {
        url: '/api/analytics/events',
        body: { type: 'form_start', form: 'enquiry', path: location.pathname },
      },
    ]);
  });

  it('sends nothing with Do Not Track or Global Privacy Control, nor for a path the API would refuse', () => {
    for (const privacy of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { nav, sent } = browser(privacy);
      expect(sendPageview('/', '', '', nav)).toBe(false);
      expect(sendFormEvent('form_view', 'contact', nav)).toBe(false);
      expect(sent).toEqual([]);
    }
    const { nav, sent } = browser();
    expect(sendPageview('/%3Cscript%3E', '', '', nav)).toBe(false);
    expect(sent).toEqual([]);
  });
});
