/**
 * A job's JobPosting states where the job is from the job's own fields (never the office whatever the
 * editor typed), TELECOMMUTE for a remote role, and the countries its applicants may live in.
 */
import { describe, expect, it } from 'vitest';
import { jobOpenings, type JobOpening } from '~/content/jobs';
import { jobPostingJsonLd } from './structured-data';

const seeded = (slug: string) => jobOpenings().find((job) => job.slug === slug)!;
const ld = (job: JobOpening) =>
  jobPostingJsonLd(job, { name: 'Orbitwise Technologies' }) as unknown as Record<string, unknown>;

describe('JobPosting location', () => {
  it('is the job’s own city: a Bengaluru job is in Bengaluru, Karnataka', () => {
    const job: JobOpening = {
      ...seeded('dotnet-developer'),
      location: 'Bengaluru, India',
      address: { locality: 'Bengaluru', region: 'Karnataka', country: 'IN' },
    };
    expect(ld(job).jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        addressCountry: 'IN',
      },
    });
    expect(ld(job).jobLocationType).toBeUndefined();
    expect(ld(job).applicantLocationRequirements).toBeUndefined();
  });

  it('leaves out a region the job does not state', () => {
    const job: JobOpening = {
      ...seeded('dotnet-developer'),
      address: { locality: 'Colombo', region: null, country: 'LK' },
    };
    expect(ld(job).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Colombo', addressCountry: 'LK' },
    });
  });

  it('is TELECOMMUTE for a remote role, with a Country per country applicants may live in', () => {
    const remote: JobOpening = { ...seeded('nodejs-engineer'), applicantCountries: ['IN', 'LK'] };
    expect(ld(remote).jobLocationType).toBe('TELECOMMUTE');
    expect(ld(remote).applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'India' },
      { '@type': 'Country', name: 'Sri Lanka' },
    ]);
    // A remote role that lists no country: its address's country.
    const unlisted: JobOpening = {
      ...remote,
      applicantCountries: [],
      address: { locality: 'Berlin', region: null, country: 'DE' },
    };
    expect(ld(unlisted).applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Germany' }]);
  });

  it('says so for the seed’s remote engineering role', () => {
    const job = ld(seeded('nodejs-engineer'));
    expect(job.title).toBe('Node.js Engineer');
    expect(job.jobLocationType).toBe('TELECOMMUTE');
    expect(job.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'India' }]);
  });
});
