import type { TrainingSlug } from '../content.js';
import type { SeedDocument } from './seed-document.js';

const training = (slug: TrainingSlug, data: SeedDocument<'training'>['data']): SeedDocument<'training'> => ({
  kind: 'training',
  slug,
  data,
});

/** The training pages' copy, one document per page (its slug the route's id), as the pages had it. */
export const TRAINING: readonly SeedDocument<'training'>[] = [
  training('training', {
    title: 'Training',
    lead: 'Classroom, online, personalized and corporate training from engineers who build software every day.',
    overview: null,
    programmes: {
      title: 'Our training programmes',
      items: [
        {
          title: 'New Batches',
          text: 'Upcoming classroom and online batches for full-stack, cloud, data and testing courses.',
          link: 'https://academy.orbitwise.example/new-batches',
        },
        {
          title: 'Online Training',
          text: 'Live instructor-led classes with recordings, labs and doubt-clearing sessions.',
          link: 'https://academy.orbitwise.example/online-training',
        },
        {
          title: 'Personalized Training',
          text: 'One-to-one coaching planned around your goals and schedule.',
          link: '/personalized',
        },
        {
          title: 'Corporate Training',
          text: 'Programmes for teams, designed around your technology stack.',
          link: '/corporate-training',
        },
      ],
    },
    features: null,
    partners: {
      title: 'Training partners',
      intro: 'We work with partners who help our students learn, certify and find work.',
      items: [
        'Cloud platform partner programmes',
        'University and college placement cells',
        'Industry associations and chambers of commerce',
        'Certification and assessment providers',
      ],
    },
    courses: null,
    syllabi: null,
    illustration: '/generated/illustrations/training.svg',
  }),
  training('personalized-training', {
    title: 'Personalized Training',
    lead: 'One-to-one and small-group training at your pace, on your schedule, towards your goal.',
    overview: {
      title: 'Training built around you',
      paragraphs: [
        'Personalized training pairs you with a practising engineer who plans the course around what you already know and what you need next: a new job, a certification, or a project at work.',
        'Sessions are live and online or in our classroom, with recorded summaries, hands-on assignments reviewed by your trainer, and a final project you can show to employers.',
      ],
      benefits: [
        'A syllabus tailored to your level and goal',
        'Flexible timings, including weekends and evenings',
        'Real projects and code reviews from your trainer',
        'Interview preparation and mock interviews',
      ],
      action: null,
    },
    programmes: null,
    features: null,
    partners: null,
    courses: {
      intro: 'Each course opens its page on our training site.',
      names: [
        'C#',
        '.NET Core',
        'ASP.NET MVC',
        'ASP.NET Web API',
        'Entity Framework Core',
        'Blazor',
        'Angular',
        'AngularJS',
        'React',
        'TypeScript',
        'JavaScript',
        'HTML5',
        'CSS',
        'Bootstrap',
        'SQL Server',
        'MSBI (SSIS, SSRS, SSAS)',
        'Power BI',
        'Microsoft Azure',
        'Azure DevOps',
        'AZ-400 DevOps Engineer',
        'AWS Solutions Architect',
        'Docker & Kubernetes',
        'Git & GitHub',
        'Python',
        'Data Science',
        'Machine Learning',
        'Generative AI',
        'Java Full Stack',
        'Node.js',
        'Flutter',
        'Android Development',
        'iOS Development',
        'Selenium Testing',
        'Manual Testing',
        'Power Apps & Power Automate',
        'UI/UX Design',
        'Digital Marketing',
      ],
    },
    // The PDFs are drawn at build time (frontend/scripts/assets/syllabus.mjs), one per file named here.
    syllabi: {
      intro: 'Detailed course outlines as PDF files.',
      items: [
        { name: 'C#', file: '/generated/syllabus/csharp.pdf' },
        { name: '.Net Core', file: '/generated/syllabus/dotnet-core.pdf' },
        { name: 'AngularJS', file: '/generated/syllabus/angularjs.pdf' },
        { name: 'Sql', file: '/generated/syllabus/sql.pdf' },
        { name: 'Typescript', file: '/generated/syllabus/typescript.pdf' },
        { name: '.Net MVC', file: '/generated/syllabus/dotnet-mvc.pdf' },
        { name: 'Azure Devops', file: '/generated/syllabus/azure-devops.pdf' },
        { name: 'CSS', file: '/generated/syllabus/css.pdf' },
        { name: 'Microsoft Azure', file: '/generated/syllabus/microsoft-azure.pdf' },
        { name: 'Bootstrap', file: '/generated/syllabus/bootstrap.pdf' },
        { name: 'HTML5', file: '/generated/syllabus/html5.pdf' },
      ],
    },
    illustration: '/generated/illustrations/personalized-training.svg',
  }),
  training('corporate-training', {
    title: 'Corporate Training',
    lead: 'Upskill whole teams with programmes designed around your technology stack and business goals.',
    overview: {
      title: 'Overview',
      paragraphs: [
        'For {years} years we have trained engineering teams, at {corporateTrainingClients} corporations so far. We start with a skills assessment, agree measurable outcomes with your managers, and deliver on-site, online or in a blended format.',
        'Every programme uses labs that mirror your own environment, so participants apply what they learned on the next working day.',
      ],
      benefits: [],
      action: { label: 'Plan a programme', link: '/contactus' },
    },
    programmes: null,
    features: {
      title: 'What every programme includes',
      items: [
        {
          title: 'Skills assessment',
          text: 'Find the gaps before training starts, and measure progress after.',
          icon: 'target',
        },
        {
          title: 'Custom curriculum',
          text: 'Content built around your stack, tools and coding standards.',
          icon: 'book',
        },
        {
          title: 'Expert trainers',
          text: 'Practising architects and engineers with real project experience.',
          icon: 'users',
        },
        {
          title: 'Hands-on labs',
          text: 'Cloud sandboxes and exercises that mirror your environment.',
          icon: 'laptop',
        },
        {
          title: 'Flexible delivery',
          text: 'On-site, live online or blended, in any time zone.',
          icon: 'clock',
        },
        {
          title: 'Certification support',
          text: 'Preparation for Microsoft, AWS and other certifications.',
          icon: 'award',
        },
      ],
    },
    partners: null,
    courses: null,
    syllabi: null,
    illustration: '/generated/illustrations/corporate-training.svg',
  }),
];
