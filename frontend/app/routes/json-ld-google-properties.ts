/**
 * The properties Google's structured-data documentation lists as required or recommended for the
 * types the site writes (Search Central: Organization, Job posting, Event, Article), as paths into a
 * JSON-LD block, and the check the route tests run on each rendered block. Imported by tests only;
 * written down here because the tests run without network.
 */

const ADDRESS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];
const at = (prefix: string, names: readonly string[]) => names.map((name) => `${prefix}.${name}`);

/** A type's properties; `Place`/`VirtualLocation` are the Event's two kinds of location. */
const GOOGLE_PROPERTIES: Record<string, readonly string[]> = {
  // No required property; these are the recommended ones the company has.
  Organization: ['name', 'url', 'logo', 'email', 'telephone', 'contactPoint', ...at('address', ADDRESS)],
  JobPosting: [
    // Required (validThrough: when the job has a closing date, as the tests' jobs do).
    'title',
    'description',
    'datePosted',
    'hiringOrganization.name',
    'jobLocation.address.addressCountry',
    'validThrough',
    // Recommended.
    'employmentType',
    'baseSalary.currency',
    'baseSalary.value',
    'directApply',
    'identifier',
    ...at('jobLocation.address', ADDRESS),
    'hiringOrganization.logo',
    'hiringOrganization.sameAs',
  ],
  Event: [
    // Required.
    'name',
    'startDate',
    'location',
    // Recommended.
    'description',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'image',
    ...at('offers', ['price', 'priceCurrency', 'availability', 'url', 'validFrom']),
    'organizer.name',
    'organizer.url',
    'performer.name',
  ],
  Place: ['location.name', ...at('location.address', ADDRESS)],
  VirtualLocation: ['location.url'],
  // Article's recommended properties (none is required), and what this site adds for its publisher.
  BlogPosting: [
    'headline',
    'image',
    'datePublished',
    'dateModified',
    'author.name',
    'author.url',
    'publisher.name',
    'publisher.logo',
    'mainEntityOfPage',
  ],
};

const valueAt = (node: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      node,
    );

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The required and recommended properties the block lacks (its location's too, for an Event). */
export function googleMissing(block: Record<string, unknown>): string[] {
  const location = valueAt(block, 'location.@type');
  const paths = [
    ...(GOOGLE_PROPERTIES[String(block['@type'])] ?? ['@type']),
    ...(block['@type'] === 'Event' ? (GOOGLE_PROPERTIES[String(location)] ?? ['location.@type']) : []),
  ];
  return paths.filter((path) => !present(valueAt(block, path)));
}
