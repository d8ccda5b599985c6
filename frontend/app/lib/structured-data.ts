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
import {
  isCountryCode,
  SOCIAL_NETWORKS,
  type ContentImage,
  type SocialNetwork,
} from '@orbitwise/contracts/content';
import type { BlogArticle } from '~/content/blogs';
import type { CompanyDetails } from '~/content/company';
import type { EventEdition } from '~/content/event';
import type { TeamMember } from '~/content/team';
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

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
let codesByName: ReadonlyMap<string, string> | undefined;

/**
 * A country as ISO 3166-1 alpha-2, the form Google asks for: "IN" from "IN", "in" or "India" (its
 * English name); undefined when the text names no country.
 */
export function countryCodeOf(text: string): string | undefined {
  const typed = text.trim();
  if (isCountryCode(typed.toUpperCase())) return typed.toUpperCase();
  codesByName ??= new Map(
    Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)))
      .filter(isCountryCode)
      .map((code) => [REGION_NAMES.of(code)!.toLowerCase(), code]),
  );
  return codesByName.get(typed.toLowerCase());
}

const withCountry = (text: string | undefined) => {
  const code = text ? countryCodeOf(text) : undefined;
  return code ? { addressCountry: code } : {};
};

/** The office's address, each part in its property (a country it cannot name in ISO is left out). */
const officeAddress = (address: CompanyDetails['address']): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.city,
  addressRegion: address.region,
  postalCode: address.postalCode,
  ...withCountry(address.country),
});

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The company as schema.org's `Organization`: the one description every JSON-LD block gives of it
 * (Home's and Contact's, a job's hiring organisation, an event's organiser and performer, a post's
 * publisher). React Router's `script:ld+json` serialises it escaping `<`, `>` and `&`, so no text of
 * it can close the script element.
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
    ...(address ? { address: officeAddress(address) } : {}),
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

/**
 * Where the job is, from its own address (a remote role's: the office it reports to). The job has no
 * street or postal code of its own: in the office's city it is at the office, whose street, postal
 * code (and region, if the job names none) it gets; elsewhere they are left out rather than guessed.
 */
const jobAddress = (
  { address }: JobOpening,
  office: CompanyDetails['address'] | undefined,
): PostalAddress => {
  const atOffice =
    office && sameText(office.city, address.locality) && countryCodeOf(office.country) === address.country
      ? office
      : undefined;
  const region = address.region ?? atOffice?.region;
  return {
    '@type': 'PostalAddress',
    ...(atOffice ? { streetAddress: atOffice.street } : {}),
    addressLocality: address.locality,
    ...(region ? { addressRegion: region } : {}),
    ...(atOffice ? { postalCode: atOffice.postalCode } : {}),
    addressCountry: address.country,
  };
};

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
    jobLocation: { '@type': 'Place', address: jobAddress(job, company.address) },
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

/** A picture's addresses: the fallback, then each responsive variant's. */
const imageUrls = (image: ContentImage): string[] => [
  absolute(image.src),
  ...(image.variants ?? []).map((variant) => absolute(variant.url)),
];

/** A postal code: digits, maybe in two groups ("500081", "560 025", "10115"). */
const POSTAL_CODE_AT_END = /^(.+?)\s+(\d{3,}(?:[ -]\d{2,})?)$/;

/**
 * An in-person event's address line as a PostalAddress. At the office (the line starts with its
 * street), the office's address. Otherwise: a line ending with a country (name or code) is read as
 * the site writes a whole address, "street, city, region postal-code, country"; a shorter one as
 * "street, city postal-code" (the city's postal code optional). What is not named is left out.
 */
export function eventAddress(line: string, office: CompanyDetails['address'] | undefined): PostalAddress {
  if (office && line.trim().toLowerCase().startsWith(office.street.trim().toLowerCase())) {
    return officeAddress(office);
  }
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? countryCodeOf(parts.at(-1)!) : undefined;
  if (country) parts.pop();
  let locality: string | undefined;
  let region: string | undefined;
  let postalCode: string | undefined;
  const coded = parts.length > 1 ? POSTAL_CODE_AT_END.exec(parts.at(-1)!) : null;
  if (coded) {
    parts.pop();
    postalCode = coded[2];
    if (country && parts.length > 1) [region, locality] = [coded[1], parts.pop()];
    else locality = coded[1];
  } else if (parts.length > 1) {
    locality = parts.pop();
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/**
 * An event: where (a Place with its address, or the online address), who organises it and performs
 * (the company: an event has no speaker of its own), and its free place: open for registration from
 * the event's publication (it has no opening date), in stock until full. `publishedAt` is unknown
 * for the build's seed and a draft's preview: `validFrom` is then left out.
 */
export function eventJsonLd(
  event: EventEdition,
  full: boolean,
  company: JsonLdCompany,
): WithContext<SchemaEvent> {
  const page = absolute(paths.eventPage(event.slug));
  const online = event.attendance.mode === 'online';
  const organizer = organization(company);
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
        ? { '@type': 'VirtualLocation', url: absolute(event.attendance.url ?? page) }
        : {
            '@type': 'Place',
            name: event.attendance.place,
            address: eventAddress(event.attendance.address, company.address),
          },
    image: imageUrls(event.banner),
    organizer,
    performer: organizer,
    offers: {
      '@type': 'Offer',
      url: page,
      price: 0,
      priceCurrency: 'INR',
      availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(event.publishedAt ? { validFrom: event.publishedAt } : {}),
    },
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    url: page,
  };
}

/**
 * Where a post's author is described: their own page (website, else LinkedIn, X, GitHub) when they
 * are on the team and have one; the team page when they are on it without; else the company's About
 * page (a name the team does not have, e.g. a guest's).
 */
export function authorUrl(name: string, team: readonly Pick<TeamMember, 'name' | 'links'>[]): string {
  const member = team.find((candidate) => sameText(candidate.name, name));
  if (!member) return absolute(paths.about);
  const { website, linkedin, x, github } = member.links;
  return absolute(website ?? linkedin ?? x ?? github ?? paths.team);
}

/**
 * A post with its page here: Google's `BlogPosting` (headline, image, dates, author, publisher).
 * Modified: its last publish when the API re-renders (`modifiedAt`), never before its date; the
 * build's seed and a draft's preview have only the date.
 */
export function blogPostingJsonLd(
  post: BlogArticle,
  company: JsonLdCompany,
  team: readonly Pick<TeamMember, 'name' | 'links'>[],
): WithContext<BlogPosting> {
  const url = absolute(paths.blogPost(post.slug));
  const modified = post.modifiedAt && post.modifiedAt.slice(0, 10) > post.date ? post.modifiedAt : post.date;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: imageUrls(post.cover),
    datePublished: post.date,
    dateModified: modified,
    author: { '@type': 'Person', name: post.author, url: authorUrl(post.author, team) },
    publisher: organization(company),
    mainEntityOfPage: url,
    url,
    keywords: post.tags.join(', '),
  };
}
