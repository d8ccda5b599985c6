import { LEGAL } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reseedUntouched } from '../content-migrations';

/** The Privacy Policy as first seeded (migration LegalPages), its periods written out in prose. */
export const PRIVACY_AS_FIRST_SEEDED = {
  title: 'Privacy Policy',
  lastUpdated: '2024-01-15',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{companyName} (“we”, “us”) is responsible for the personal data collected through this website. You can reach us at {companyEmail} or by post at our office address shown on the Contact page.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'When you fill in a form we collect the details you give us: your name, e-mail address, phone number, your message and, for job applications, your résumé and the information in it. We also collect basic technical data such as your browser type and the pages you visit.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data to answer enquiries, to process job applications and event registrations, to run our training programmes and, where you have agreed, to send you news about courses and services. We do not sell your data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries are kept for up to two years. Job applications are kept for twelve months unless you ask us to delete them sooner. Student records are kept for as long as needed to issue certificates and meet legal obligations.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, ask us to correct or delete it, or withdraw consent to marketing at any time by writing to us. You also have the right to complain to your data protection authority.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect your data with encryption in transit, access controls and regular security reviews. Only staff who need your data to do their work can see it.',
      ],
    },
  ],
};

/**
 * The Privacy Policy's retention periods become the settings in force: its "How long we keep it"
 * quotes `{applicationRetentionDays}` and the other periods instead of "twelve months" and "two
 * years", which the retention settings (180 days for applications by default) contradicted. A stored
 * privacy document no editor changed gets the seed's text as a new `seeded` revision; one an editor
 * changed keeps its words (the editor adds the tokens). Run again, or on a fresh database (seeded
 * with the new text), it changes nothing.
 */
export class PrivacyRetentionPeriods1764628200000 implements MigrationInterface {
  name = 'PrivacyRetentionPeriods1764628200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const privacy = LEGAL.find((doc) => doc.slug === 'privacy')!;
    await reseedUntouched(queryRunner, [
      { kind: 'legal', slug: 'privacy', first: PRIVACY_AS_FIRST_SEEDED, now: privacy.data },
    ]);
  }

  async down(): Promise<void> {
    // The revision history is append-only: an editor can restore the revision before this one.
  }
}
