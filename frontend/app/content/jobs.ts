export interface JobOpening {
  title: string;
  experience: string;
  summary: string;
  skills: string[];
}

/** The six openings of the Careers accordion, with the spec's titles and experience ranges. */
export const JOB_OPENINGS: JobOpening[] = [
  {
    title: 'Sales Intern',
    experience: '0-1 year',
    summary:
      'Learn consultative selling by qualifying leads for our training programmes and software services.',
    skills: [
      'Clear spoken and written English',
      'Curiosity about technology',
      'CRM basics',
      'Follow-up discipline',
    ],
  },
  {
    title: 'Business Development Executive',
    experience: '1-3 years',
    summary: 'Open and grow relationships with mid-size companies that need software or corporate training.',
    skills: [
      'B2B lead generation',
      'Proposal writing',
      'Negotiation',
      'IT services or EdTech sales experience',
    ],
  },
  {
    title: 'Marketing Intern',
    experience: '0-1 year',
    summary: 'Support campaigns across social media, e-mail and events while learning analytics on the job.',
    skills: ['Social media platforms', 'Copywriting', 'Spreadsheets', 'Eagerness to learn'],
  },
  {
    title: 'Marketing Executive',
    experience: '1-4 years',
    summary: 'Plan and run campaigns that fill our training batches and bring in enquiries for services.',
    skills: ['SEO and SEM', 'Google Analytics', 'Email marketing', 'Campaign reporting'],
  },
  {
    title: 'Graphic Intern',
    experience: '0-1 year',
    summary: 'Design social posts, banners and course material under the guidance of our senior designer.',
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Canva', 'An eye for typography'],
  },
  {
    title: 'Graphic Designer',
    experience: '1-3 years',
    summary: 'Own the visual identity of our campaigns, websites and presentations from brief to delivery.',
    skills: ['Adobe Creative Suite', 'Figma', 'Brand guidelines', 'Motion graphics basics'],
  },
];
