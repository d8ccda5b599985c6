/**
 * JSON-LD for Google's rich results, typed by schema-dts: `JobPosting` for an open job and `Event` for
 * an event, with the properties Google's documentation requires (and the recommended ones we know).
 * Pages put them in their head through their meta function, so the prerendered HTML carries them.
 */
import type { BlogPosting, Event as SchemaEvent, JobPosting, Organization, WithContext } from 'schema-dts';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import type { BlogArticle } from '~/content/blogs';
import type { EventEdition } from '~/content/event';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { EMPLOYMENT_TYPE, type JobOpening } from '~/content/jobs';

const COUNTRY = 'IN';

const organization = (): Organization => ({
  '@type': 'Organization',
  name: SITE.name,
  url: SITE.origin,
  sameAs: SITE.origin,
  logo: new URL('/logo.svg', SITE.origin).href,
});

const officeAddress = () =>
  ({
    '@type': 'PostalAddress',
    streetAddress: SITE.address.street,
    addressLocality: SITE.address.city,
    addressRegion: SITE.address.region,
    postalCode: SITE.address.postalCode,
    addressCountry: COUNTRY,
  }) as const;

const absolute = (path: string) => new URL(path, SITE.origin).href;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The job's description as Google wants it: the whole text, in simple HTML. */
const jobDescriptionHtml = (job: JobOpening): string =>
  [
    renderMarkdown(job.description),
    '<p>Skills required:</p>',
    `<ul>${job.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    '<p>How we hire:</p>',
    `<ol>${job.hiringSteps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
  ].join('');

export function jobPostingJsonLd(job: JobOpening): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.slug },
    datePosted: job.datePosted,
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59+05:30` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: organization(),
    jobLocation: { '@type': 'Place', address: officeAddress() },
    ...(job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: SITE.address.country },
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.period.toUpperCase(),
            },
          },
        }
      : {}),
    experienceRequirements:
      job.experienceYears.min === 0
        ? 'no requirements'
        : {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: job.experienceYears.min * 12,
          },
    skills: job.skills.join(', '),
    directApply: true,
    url: absolute(paths.job(job.slug)),
  };
}

export function eventJsonLd(event: EventEdition, full: boolean): WithContext<SchemaEvent> {
  const page = absolute(paths.event);
  const online = event.attendance.mode === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.intro,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.attendance.mode === 'online'
        ? { '@type': 'VirtualLocation', url: event.attendance.url ?? page }
        : {
            '@type': 'Place',
            name: event.attendance.place,
            address: { '@type': 'PostalAddress', streetAddress: event.attendance.address },
          },
    image: [absolute(event.banner.src)],
    organizer: organization(),
    offers: {
      '@type': 'Offer',
      url: page,
      price: 0,
      priceCurrency: 'INR',
      availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
  };
}

/** A post with its page here: Google's `BlogPosting` (headline, image, dates, author, publisher). */
export function blogPostingJsonLd(post: BlogArticle): WithContext<BlogPosting> {
  const url = absolute(paths.blogPost(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absolute(post.cover.src), ...(post.cover.variants ?? []).map((variant) => absolute(variant.url))],
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: organization(),
    mainEntityOfPage: url,
    url,
    keywords: post.tags.join(', '),
  };
}
