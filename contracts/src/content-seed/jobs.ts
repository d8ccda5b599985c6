/**
 * The six openings of the Careers accordion, with the spec's titles and experience ranges, and what a
 * candidate asks before applying: the salary band, remote or on site, and the hiring steps.
 */
import type { SeedDocument } from './seed-document.js';

export const JOBS: SeedDocument<'job'>[] = [
  {
    kind: 'job',
    slug: 'sales-intern',
    data: {
      title: 'Sales Intern',
      department: 'Sales',
      location: 'Hyderabad, India',
      workplace: 'on-site',
      employmentType: 'internship',
      experience: '0-1 year',
      experienceYears: {
        min: 0,
        max: 1,
      },
      skills: [
        'Clear spoken and written English',
        'Curiosity about technology',
        'CRM basics',
        'Follow-up discipline',
      ],
      salary: {
        min: 240000,
        max: 300000,
        currency: 'INR',
        period: 'year',
      },
      summary:
        'Learn consultative selling by qualifying leads for our training programmes and software services.',
      description:
        'You answer enquiries from students and companies, find out what they need and book them a call with the right trainer or consultant. A senior account manager coaches you every week; most interns join the team full time after six months.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 0,
    },
  },
  {
    kind: 'job',
    slug: 'business-development-executive',
    data: {
      title: 'Business Development Executive',
      department: 'Sales',
      location: 'Hyderabad, India',
      workplace: 'hybrid',
      employmentType: 'full-time',
      experience: '1-3 years',
      experienceYears: {
        min: 1,
        max: 3,
      },
      skills: [
        'B2B lead generation',
        'Proposal writing',
        'Negotiation',
        'IT services or EdTech sales experience',
      ],
      salary: {
        min: 450000,
        max: 700000,
        currency: 'INR',
        period: 'year',
      },
      summary:
        'Open and grow relationships with mid-size companies that need software or corporate training.',
      description:
        'You own a territory of mid-size companies: you find the people who decide, understand their projects and bring our engineers and trainers in at the right moment.\n\nThree days a week in the Hyderabad office, two from home.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 1,
    },
  },
  {
    kind: 'job',
    slug: 'marketing-intern',
    data: {
      title: 'Marketing Intern',
      department: 'Marketing',
      location: 'Hyderabad, India',
      workplace: 'on-site',
      employmentType: 'internship',
      experience: '0-1 year',
      experienceYears: {
        min: 0,
        max: 1,
      },
      skills: ['Social media platforms', 'Copywriting', 'Spreadsheets', 'Eagerness to learn'],
      salary: {
        min: 240000,
        max: 300000,
        currency: 'INR',
        period: 'year',
      },
      summary:
        'Support campaigns across social media, e-mail and events while learning analytics on the job.',
      description:
        'You help plan and publish our social media, newsletters and event pages, and learn to read what the numbers say about them.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 2,
    },
  },
  {
    kind: 'job',
    slug: 'marketing-executive',
    data: {
      title: 'Marketing Executive',
      department: 'Marketing',
      location: 'Hyderabad, India',
      workplace: 'hybrid',
      employmentType: 'full-time',
      experience: '1-4 years',
      experienceYears: {
        min: 1,
        max: 4,
      },
      skills: ['SEO and SEM', 'Google Analytics', 'Email marketing', 'Campaign reporting'],
      salary: {
        min: 400000,
        max: 650000,
        currency: 'INR',
        period: 'year',
      },
      summary: 'Plan and run campaigns that fill our training batches and bring in enquiries for services.',
      description:
        'You plan the quarter’s campaigns with the training and services leads, run them across search, social and e-mail, and report what each one brought in.\n\nThree days a week in the Hyderabad office, two from home.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 3,
    },
  },
  {
    kind: 'job',
    slug: 'graphic-intern',
    data: {
      title: 'Graphic Intern',
      department: 'Design',
      location: 'Hyderabad, India',
      workplace: 'on-site',
      employmentType: 'internship',
      experience: '0-1 year',
      experienceYears: {
        min: 0,
        max: 1,
      },
      skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Canva', 'An eye for typography'],
      salary: {
        min: 240000,
        max: 300000,
        currency: 'INR',
        period: 'year',
      },
      summary: 'Design social posts, banners and course material under the guidance of our senior designer.',
      description:
        'You design the everyday pieces, from social posts to course handouts, with a senior designer reviewing your work daily.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 4,
    },
  },
  {
    kind: 'job',
    slug: 'graphic-designer',
    data: {
      title: 'Graphic Designer',
      department: 'Design',
      location: 'Hyderabad, India',
      workplace: 'remote',
      employmentType: 'full-time',
      experience: '1-3 years',
      experienceYears: {
        min: 1,
        max: 3,
      },
      skills: ['Adobe Creative Suite', 'Figma', 'Brand guidelines', 'Motion graphics basics'],
      salary: {
        min: 400000,
        max: 600000,
        currency: 'INR',
        period: 'year',
      },
      summary: 'Own the visual identity of our campaigns, websites and presentations from brief to delivery.',
      description:
        'You own our visual identity across campaigns, websites and presentations, from the brief to the files that ship.\n\nFully remote within India; one paid visit to the Hyderabad office each quarter.',
      hiringSteps: [
        'A 20-minute call with our HR team about the role and your expectations',
        'A short practical task, done at home in under two hours',
        'An interview with your future lead, discussing the task',
        'An offer within five working days of the interview',
      ],
      open: true,
      closesOn: null,
      order: 5,
    },
  },
];
