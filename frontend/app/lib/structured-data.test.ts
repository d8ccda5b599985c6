/**
 * JobPosting for every open job and Event for the event, with the properties Google's
 * documentation requires (JobPosting: title, description, datePosted, hiringOrganization, jobLocation or
 * remote with applicantLocationRequirements; Event: name, startDate, location) and the recommended
 * ones we have;
 */
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { currentEvent, eventEditions } from '~/content/event';
import { jobOpenings, openJobs } from '~/content/jobs';

const JOB_OPENINGS = jobOpenings();
import { PRERENDER_PATHS, SITEMAP_PATHS } from '~/config/content-paths';
import { countryCodeOf, eventAddress, eventJsonLd, jobPostingJsonLd, organization } from './structured-data';
import { withTokens } from '~/content/text-tokens';

const COMPANY = { name: 'Orbitwise Technologies' };

const asRecord = (value: unknown) => value as Record<string, unknown>;

describe('JobPosting', () => {
  it('has Google’s required properties for every open job', () => {
    expect(openJobs()).toHaveLength(8);
    for (const job of openJobs()) {
      const ld = asRecord(jobPostingJsonLd(job, COMPANY));
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe('JobPosting');
      expect(ld.title).toBe(job.title);
      expect(ld.description).toContain(`<li>${job.skills[0]}</li>`);
      expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(asRecord(ld.hiringOrganization).name).toBe('Orbitwise Technologies');
      const address = asRecord(asRecord(ld.jobLocation).address);
      expect(address.addressLocality).toBe('Hyderabad');
      expect(address.addressCountry).toBe('IN');
      expect(ld.url).toBe(`https://www.orbitwise.example/careers/jobs/${job.slug}`);
    }
  });

  it('states salary band, remote work and employment type', () => {
    const designer = JOB_OPENINGS.find((job) => job.slug === 'graphic-designer')!;
    const ld = asRecord(jobPostingJsonLd(designer, COMPANY));
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'India' }]);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 400_000, maxValue: 600_000, unitText: 'YEAR' },
    });
    const intern = asRecord(
      jobPostingJsonLd(
        JOB_OPENINGS.find((job) => job.slug === 'sales-intern')!,
        COMPANY,
      ),
    );
    expect(intern.employmentType).toBe('INTERN');
    expect(intern.jobLocationType).toBeUndefined();
  });

  it('only open jobs get a page, each prerendered and in the sitemap', () => {
    const closed = { ...JOB_OPENINGS[0]!, open: false };
    expect(openJobs([closed, JOB_OPENINGS[1]!]).map((job) => job.slug)).toEqual([JOB_OPENINGS[1]!.slug]);
    for (const job of openJobs()) {
      expect(PRERENDER_PATHS).toContain(`/careers/jobs/${job.slug}`);
      expect(SITEMAP_PATHS).toContain(`/careers/jobs/${job.slug}`);
    }
  });
});

describe('Event', () => {
  it('has Google’s required properties, online, with its time zone', () => {
    const EVENT = currentEvent()!;
    const ld = asRecord(eventJsonLd(EVENT, false, COMPANY));
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('Microsoft AI Skills Fest');
    expect(ld.startDate).toBe('2027-04-08T09:00:00+05:30');
    expect(ld.endDate).toBe('2027-05-28T18:00:00+05:30');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://www.orbitwise.example/events/microsoft-ai-skills-fest-2027',
    });
    expect(asRecord(ld.offers).availability).toBe('https://schema.org/InStock');
    expect(asRecord(eventJsonLd(EVENT, true, COMPANY).offers as unknown).availability).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('describes another event from its own fields: its page, summary, place and capacity', () => {
    // As its page's loader hands it over: the company's name its place quotes filled in.
    const meetup = withTokens(eventEditions().find((event) => event.attendance.mode === 'in-person')!);
    const ld = asRecord(eventJsonLd(meetup, false, COMPANY));
    expect(ld.name).toBe(meetup.title);
    expect(ld.description).toBe(meetup.summary);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(asRecord(ld.location)).toMatchObject({
      '@type': 'Place',
      name: 'Orbitwise Technologies, training hall',
    });
    expect(asRecord(ld.offers).url).toBe(`https://www.orbitwise.example/events/${meetup.slug}`);
    expect(ld.maximumAttendeeCapacity).toBe(60);
  });
});

describe('addresses as Google reads them', () => {
  it('names a country by its ISO 3166-1 alpha-2 code, from a code or an English name; none for other text', () => {
    expect(['IN', 'in', 'India', ' india ', 'Germany', 'United States'].map(countryCodeOf)).toEqual([
      'IN',
      'IN',
      'IN',
      'IN',
      'DE',
      'US',
    ]);
    expect(['Bharat', 'XX', 'Earth', ''].map(countryCodeOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // An office country no code names is left out rather than written as typed.
    const office = organization({
      name: 'Orbitwise Technologies',
      address: {
        street: '1 Main Road',
        city: 'Hyderabad',
        region: 'Telangana',
        postalCode: '500081',
        country: 'Bharat',
      },
    });
    expect(office.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main Road',
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      postalCode: '500081',
    });
  });

  it('reads an event’s address line: city and postal code, city alone, or the street only', () => {
    expect(eventAddress('Hall 2, Phoenix Arena, Hyderabad 500081', undefined)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hall 2, Phoenix Arena',
      addressLocality: 'Hyderabad',
      postalCode: '500081',
    });
    expect(eventAddress('Unter den Linden 5, 10117, Berlin, Germany', undefined)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Unter den Linden 5, 10117',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    });
    expect(eventAddress('Our training hall', undefined)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Our training hall',
    });
  });

  it('the seed’s meetup is at the office: the office’s address, split', () => {
    const meetup = eventEditions().find((event) => event.attendance.mode === 'in-person')!;
    const ld = asRecord(
      eventJsonLd(meetup, false, { name: 'Orbitwise Technologies', address: SITE_DETAILS.data.address }),
    );
    expect(asRecord(ld.location).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4th Floor, Meridian Tech Park, 21 Lakeview Road',
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      postalCode: '500081',
      addressCountry: 'IN',
    });
    // The build's seed has no publication time: no validFrom rather than an invented one.
    expect(asRecord(ld.offers).validFrom).toBeUndefined();
  });
});
