/** The job form's inputs for where the job is and where its applicants may live, labelled for an editor. */
import { describe, expect, it } from 'vitest';
import { CONTENT_FORMS, emptyDocument, type ContentField } from './content-forms';

const field = (name: string) => CONTENT_FORMS.job.find((candidate) => candidate.name === name)!;

describe('the job form', () => {
  it('asks where the job is: city, region and ISO country, in a group', () => {
    const address = field('address') as Extract<ContentField, { control: 'group' }>;
    expect(address).toMatchObject({
      control: 'group',
      optional: false,
      label: 'Where the job is (for search engines)',
    });
    expect(address.fields.map(({ name, label, control }) => [name, label, control])).toEqual([
      ['address.locality', 'City', 'text'],
      ['address.region', 'State or region', 'optional-text'],
      ['address.country', 'Country', 'text'],
    ]);
  });

  it('asks where applicants may live, one country code per line', () => {
    expect(field('applicantCountries')).toMatchObject({ control: 'lines', label: 'Applicants may live in' });
    // A new job starts at the office, which the editor changes for a job elsewhere.
    expect(emptyDocument('job')).toMatchObject({
      address: { locality: 'Hyderabad', region: 'Telangana', country: 'IN' },
      applicantCountries: [],
    });
  });
});
