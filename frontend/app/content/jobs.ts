export type Workplace = 'on-site' | 'hybrid' | 'remote';
/** schema.org's employment types (Google's JobPosting `employmentType`). */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'INTERN' | 'CONTRACTOR';

export interface JobOpening {
  /** The job's page: /careers/jobs/<slug>. */
  slug: string;
  title: string;
  department: string;
  /** City of the office the job belongs to. */
  location: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  /** The spec's experience range, as the page states it. */
  experience: string;
  experienceYears: { min: number; max: number };
  /** Yearly pay in lakh rupees (LPA), when the company publishes it. */
  salaryLpa?: { min: number; max: number };
  summary: string;
  description: string[];
  skills: string[];
  hiringSteps: string[];
  open: boolean;
  /** ISO date the opening was posted. */
  datePosted: string;
  /** ISO date after which applications close, if any. */
  closingDate?: string;
}

const STANDARD_STEPS = [
  'A 20-minute call with our HR team about the role and your expectations',
  'A short practical task, done at home in under two hours',
  'An interview with your future lead, discussing the task',
  'An offer within five working days of the interview',
];

/** The six openings of the Careers accordion, with the spec's titles and experience ranges. */
export const JOB_OPENINGS: JobOpening[] = [
  {
    slug: 'sales-intern',
    title: 'Sales Intern',
    department: 'Sales',
    location: 'Hyderabad',
    workplace: 'on-site',
    employmentType: 'INTERN',
    experience: '0-1 year',
    experienceYears: { min: 0, max: 1 },
    salaryLpa: { min: 2.4, max: 3 },
    summary:
      'Learn consultative selling by qualifying leads for our training programmes and software services.',
    description: [
      'You answer enquiries from students and companies, find out what they need and book them a call with the right trainer or consultant.',
      'A senior account manager coaches you every week; most interns join the team full time after six months.',
    ],
    skills: [
      'Clear spoken and written English',
      'Curiosity about technology',
      'CRM basics',
      'Follow-up discipline',
    ],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
  {
    slug: 'business-development-executive',
    title: 'Business Development Executive',
    department: 'Sales',
    location: 'Hyderabad',
    workplace: 'hybrid',
    employmentType: 'FULL_TIME',
    experience: '1-3 years',
    experienceYears: { min: 1, max: 3 },
    salaryLpa: { min: 4.5, max: 7 },
    summary: 'Open and grow relationships with mid-size companies that need software or corporate training.',
    description: [
      'You own a territory of mid-size companies: you find the people who decide, understand their projects and bring our engineers and trainers in at the right moment.',
      'Three days a week in the Hyderabad office, two from home.',
    ],
    skills: [
      'B2B lead generation',
      'Proposal writing',
      'Negotiation',
      'IT services or EdTech sales experience',
    ],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
  {
    slug: 'marketing-intern',
    title: 'Marketing Intern',
    department: 'Marketing',
    location: 'Hyderabad',
    workplace: 'on-site',
    employmentType: 'INTERN',
    experience: '0-1 year',
    experienceYears: { min: 0, max: 1 },
    salaryLpa: { min: 2.4, max: 3 },
    summary: 'Support campaigns across social media, e-mail and events while learning analytics on the job.',
    description: [
      'You help plan and publish our social media, newsletters and event pages, and learn to read what the numbers say about them.',
    ],
    skills: ['Social media platforms', 'Copywriting', 'Spreadsheets', 'Eagerness to learn'],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
  {
    slug: 'marketing-executive',
    title: 'Marketing Executive',
    department: 'Marketing',
    location: 'Hyderabad',
    workplace: 'hybrid',
    employmentType: 'FULL_TIME',
    experience: '1-4 years',
    experienceYears: { min: 1, max: 4 },
    salaryLpa: { min: 4, max: 6.5 },
    summary: 'Plan and run campaigns that fill our training batches and bring in enquiries for services.',
    description: [
      'You plan the quarter’s campaigns with the training and services leads, run them across search, social and e-mail, and report what each one brought in.',
      'Three days a week in the Hyderabad office, two from home.',
    ],
    skills: ['SEO and SEM', 'Google Analytics', 'Email marketing', 'Campaign reporting'],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
  {
    slug: 'graphic-intern',
    title: 'Graphic Intern',
    department: 'Design',
    location: 'Hyderabad',
    workplace: 'on-site',
    employmentType: 'INTERN',
    experience: '0-1 year',
    experienceYears: { min: 0, max: 1 },
    salaryLpa: { min: 2.4, max: 3 },
    summary: 'Design social posts, banners and course material under the guidance of our senior designer.',
    description: [
      'You design the everyday pieces, from social posts to course handouts, with a senior designer reviewing your work daily.',
    ],
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Canva', 'An eye for typography'],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
  {
    slug: 'graphic-designer',
    title: 'Graphic Designer',
    department: 'Design',
    location: 'Hyderabad',
    workplace: 'remote',
    employmentType: 'FULL_TIME',
    experience: '1-3 years',
    experienceYears: { min: 1, max: 3 },
    salaryLpa: { min: 4, max: 6 },
    summary: 'Own the visual identity of our campaigns, websites and presentations from brief to delivery.',
    description: [
      'You own our visual identity across campaigns, websites and presentations, from the brief to the files that ship.',
      'Fully remote within India; one paid visit to the Hyderabad office each quarter.',
    ],
    skills: ['Adobe Creative Suite', 'Figma', 'Brand guidelines', 'Motion graphics basics'],
    hiringSteps: STANDARD_STEPS,
    open: true,
    datePosted: '2025-10-01',
  },
];

/** The openings the careers page lists: the open ones. */
export const openJobs = (jobs: readonly JobOpening[] = JOB_OPENINGS): JobOpening[] =>
  jobs.filter((job) => job.open);

export const OPEN_JOB_SLUGS: string[] = /* @__PURE__ */ openJobs().map((job) => job.slug);

export const WORKPLACE_TEXT: Record<Workplace, string> = {
  'on-site': 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** "₹4–6.5 LPA" */
export const salaryText = (band: { min: number; max: number }): string => `₹${band.min}–${band.max} LPA`;
