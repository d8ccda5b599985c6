/**
 * JSON-LD for Google's rich results, typed by schema-dts: `JobPosting` for an open job and `Event` for
 * an event, with the properties Google's documentation requires (and the recommended ones we know).
 * Pages put them in their head through their meta function, so the prerendered HTML carries them.
 */
import type {
  BlogPosting,
  Country as SchemaCountry,
  Event as SchemaEvent,
  JobPosting,
  Organization,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@orbitwise/contracts/content';
import type { BlogArticle } from '~/content/blogs';
import type { CompanyDetails } from '~/content/company';
import type { EventEdition } from '~/content/event';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { EMPLOYMENT_TYPE, type JobOpening } from '~/content/jobs';

/**
 * What the JSON-LD says of the company, from the published `site` document: its name, and, where the
 * caller has them, its address, phone, e-mail and social profiles.
 */
export type JsonLdCompany = Pick<CompanyDetails, 'name'> &
  Partial<Pick<CompanyDetails, 'address' | 'phone' | 'email'>> & {
    social?: Partial<Record<SocialNetwork, string | null>>;
  };

/** An `Organization` written out (schema-dts's type also allows a bare reference). */
type OrganizationNode = Exclude<Organization, string>;

/**
 * The company as schema.org's `Organization`: the one description every JSON-LD block gives of it
 * (Home's and Contact's, a job's hiring organisation, an event's organiser, a post's publisher).
 * React Router's `script:ld+json` serialises it escaping `<`, `>` and `&`, so no text of it can close
 * the script element.
 */
export function organization({ name, address, phone, email, social }: JsonLdCompany): OrganizationNode {
  // In the footer's order (a stored document's keys come back in PostgreSQL's jsonb order).
  const profiles = SOCIAL_NETWORKS.flatMap((network) =>
    social?.[network] ? [absolute(social[network])] : [],
  );
  return {
    '@type': 'Organization',
    name,
    url: `${SITE.origin}/`,
    logo: new URL('/logo.svg', SITE.origin).href,
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.region,
            postalCode: address.postalCode,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    ...(phone || email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(phone ? { telephone: phone } : {}),
            ...(email ? { email } : {}),
          },
        }
      : {}),
  };
}

/** Home's and Contact's JSON-LD: the company, whole. */
export const organizationJsonLd = (company: JsonLdCompany): WithContext<OrganizationNode> => ({
  '@context': 'https://schema.org',
  ...organization(company),
});

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

/** A country as schema.org's `Country`, named in English ("IN" → India). */
const country = (code: string): SchemaCountry => ({
  '@type': 'Country',
  name: new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code,
});

/** Where the job is, from its own address (a remote role's: the office it reports to). */
const jobAddress = ({ address }: JobOpening): PostalAddress => ({
  '@type': 'PostalAddress',
  addressLocality: address.locality,
  ...(address.region ? { addressRegion: address.region } : {}),
  addressCountry: address.country,
});

/** Where applicants may live: the countries the job lists; a remote role listing none, its address's country. */
const applicantCountries = (job: JobOpening): readonly string[] =>
  job.applicantCountries.length > 0
    ? job.applicantCountries
    : job.workplace === 'remote'
      ? [job.address.country]
      : [];

export function jobPostingJsonLd(job: JobOpening, company: JsonLdCompany): WithContext<JobPosting> {
  const countries = applicantCountries(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.slug },
    datePosted: job.datePosted,
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59+05:30` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: organization(company),
    jobLocation: { '@type': 'Place', address: jobAddress(job) },
    ...(job.workplace === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(countries.length > 0 ? { applicantLocationRequirements: countries.map(country) } : {}),
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

export function eventJsonLd(
  event: EventEdition,
  full: boolean,
  company: JsonLdCompany,
): WithContext<SchemaEvent> {
  const page = absolute(paths.eventPage(event.slug));
  const online = event.attendance.mode === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
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
    organizer: organization(company),
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
export function blogPostingJsonLd(post: BlogArticle, company: JsonLdCompany): WithContext<BlogPosting> {
  const url = absolute(paths.blogPost(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absolute(post.cover.src), ...(post.cover.variants ?? []).map((variant) => absolute(variant.url))],
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: organization(company),
    mainEntityOfPage: url,
    url,
    keywords: post.tags.join(', '),
  };
}
