import type { LegalSlug } from '../content.js';
import type { SeedDocument } from './seed-document.js';

const legal = (slug: LegalSlug, data: SeedDocument<'legal'>['data']): SeedDocument<'legal'> => ({
  kind: 'legal',
  slug,
  data,
});

/**
 * The Privacy Policy and the Terms & Conditions as the pages had them; `{companyName}` and
 * `{companyEmail}` are the `site` document's name and e-mail, `{applicationRetentionDays}` and the
 * other periods the retention settings in force (RETENTION_TOKENS).
 */
export const LEGAL: readonly SeedDocument<'legal'>[] = [
  legal('privacy', {
    title: 'Privacy Policy',
    lastUpdated: '2026-11-28',
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
          'How long we keep what you send us through a form depends on what it is: enquiries are kept for {enquiryRetentionDays}, messages from the Contact page for {contactRetentionDays}, event registrations for {eventRetentionDays}, IT support requests for {itSupportRetentionDays}, job applications with their résumés for {applicationRetentionDays} and newsletter subscriptions for {newsletterRetentionDays}. When its period is over, a submission is deleted automatically, with any file that came with it.',
          'You can ask us to delete your data sooner at any time. Student records are kept for as long as needed to issue certificates and meet legal obligations.',
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
  }),
  legal('terms', {
    title: 'Terms & Conditions',
    lastUpdated: '2026-11-28',
    sections: [
      {
        heading: 'Use of the sites and content',
        paragraphs: [
          "These terms apply to {companyName}'s websites, including this site and our course site. By using them you agree to these terms. If you do not agree, please do not use the sites.",
          'All text, images, course material, logos and software on the sites are owned by us or our licensors and are protected by copyright and trade-mark law. You may view and print pages for your personal, non-commercial use.',
          'You must not copy, republish, sell or create derivative works from the content without our written permission, and you must not use the sites in any way that could damage them or interfere with other visitors.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'Information you send us through our forms is used to answer your enquiry, process your application or registration, and, if you agree, to tell you about relevant courses and services. Our Privacy Policy explains what we collect and your rights.',
        ],
      },
      {
        heading: 'Licence to use the site',
        paragraphs: [
          'We grant you a limited, revocable, non-exclusive licence to access and use the sites for their intended purpose. This licence ends automatically if you break these terms.',
          'Course material provided to enrolled students is licensed for the personal use of that student only and may not be shared.',
        ],
      },
      {
        heading: 'Accuracy and availability',
        paragraphs: [
          'We try to keep the information on the sites accurate and up to date, but we do not guarantee it. Course dates, fees and offers may change. The sites may be unavailable from time to time for maintenance.',
        ],
      },
      {
        heading: 'Links to other sites',
        paragraphs: [
          'Our sites link to external websites, such as technology vendors and partners. We are not responsible for their content or their privacy practices.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms and will publish the new version on this page. Questions about these terms can be sent to {companyEmail}.',
        ],
      },
    ],
  }),
];
