import { ABOUT_PORTFOLIO_IDS, HOME_PORTFOLIO_IDS, PORTFOLIO_IDS, type PortfolioId } from './portfolio-ids';

export interface CaseStudy {
  summary: string;
  features: { title: string; text: string }[];
  metrics?: { value: string; label: string }[];
  timeline?: string;
}

/** The kinds of work on the /projects page's filters; each project lists what we did for it. */
export const PROJECT_KINDS = ['branding', 'application', 'web design', 'photography'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

export interface PortfolioItem {
  id: PortfolioId;
  name: string;
  category: string;
  description: string;
  /** What we did for the project, shown on /projects (its filters) and on the project's page. */
  work: ProjectKind[];
  /** The project's public site (fictional addresses). */
  web: string;
  technologies: string[];
  /** Number of screenshots, at most 12. */
  screenshots: number;
  /** Scope of work, given for elixir and claimprocessing only. */
  scope?: string[];
  caseStudy?: CaseStudy;
  /** A video walkthrough (riskdx only). */
  video?: { title: string; src: string };
}

const item = (entry: PortfolioItem): PortfolioItem => entry;

export const PORTFOLIO: Record<PortfolioId, PortfolioItem> = {
  elixir: item({
    id: 'elixir',
    name: 'Elixir',
    category: 'Healthcare social platform',
    description:
      'A professional network where verified doctors, nurses and pharmacists share cases, ask questions and learn from each other, with an AI medical assistant that answers clinical reference questions.',
    work: ['application'],
    web: 'https://elixir.orbitwise.example',
    technologies: ['Angular', '.NET 8 Web API', 'SQL Server', 'Azure OpenAI', 'SignalR', 'Azure App Service'],
    screenshots: 12,
    scope: [
      'NPI-based registration with multi-factor verification of every professional',
      'Posting with images, documents and anonymised case studies',
      'Three feed tabs: For You, Following and Questions',
      'AI medical assistant grounded in curated clinical references',
      'Direct messaging and real-time notifications',
      'Profile management with specialities, credentials and privacy controls',
      'Delivered in a six-week timeline from kick-off to launch',
    ],
    caseStudy: {
      summary:
        'Clinicians wanted a place to discuss cases with peers they could trust. Elixir checks every member against the national provider registry before they can post.',
      features: [
        { title: 'Verified sign-up', text: 'NPI lookup, e-mail and phone codes before the first post.' },
        { title: 'Three feeds', text: 'For You, Following and Questions keep discussion focused.' },
        { title: 'AI assistant', text: 'Answers drug, dosage and guideline questions with sources.' },
        { title: 'Messaging', text: 'Private one-to-one conversations with read receipts.' },
      ],
      metrics: [
        { value: '6 weeks', label: 'from kick-off to launch' },
        { value: '3', label: 'feed tabs' },
        { value: '100%', label: 'members verified' },
      ],
      timeline: 'Six weeks: discovery (1), design (1), build (3), hardening and launch (1).',
    },
  }),
  claimprocessing: item({
    id: 'claimprocessing',
    name: 'Claim Processing',
    category: 'Warranty claims platform',
    description:
      'A warranty claims platform that routes every claim with AI, assigns the right technician and follows it through more than twelve workflow states to billing.',
    work: ['application'],
    web: 'https://claims.orbitwise.example',
    technologies: [
      'React',
      '.NET 8',
      'Azure Functions',
      'Azure AI Document Intelligence',
      'SQL Server',
      'Flutter',
    ],
    screenshots: 12,
    scope: [
      'AI routing by claim type: Recall, Standard and Complex',
      'Automatic technician assignment by skill, region and workload',
      'A workflow engine with 12+ states, approvals and audit trail',
      'Billing integration with the manufacturer ERP',
      'Role-based dashboards for dealers, technicians and managers',
      'Mobile apps for technicians with photo capture and offline mode',
    ],
    caseStudy: {
      summary:
        'A manufacturer processed warranty claims by e-mail and spreadsheet. The new platform reads each claim, routes it and keeps dealers informed automatically.',
      features: [
        { title: 'AI routing', text: 'Classifies each claim as Recall, Standard or Complex on arrival.' },
        { title: 'Technician assignment', text: 'Matches skills and location, balancing workload.' },
        { title: 'Workflow', text: 'More than 12 states from submission to payment.' },
        { title: 'Dashboards', text: 'Live views of backlog, turnaround time and cost.' },
      ],
      metrics: [
        { value: '75%', label: 'less processing time' },
        { value: '99.5%', label: 'uptime' },
        { value: '12+', label: 'workflow states' },
      ],
    },
  }),
  riskdx: item({
    id: 'riskdx',
    name: 'RiskDX',
    category: 'Insurance risk analytics',
    description:
      'Portfolio-wide risk analytics for insurers: exposure maps, scenario modelling and underwriting rules in one dashboard, under a product name and identity we created.',
    work: ['branding', 'application'],
    web: 'https://riskdx.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Power BI Embedded', 'Azure'],
    screenshots: 8,
    video: { title: 'RiskDX product walkthrough', src: 'https://www.youtube-nocookie.com/embed/riskdx-demo' },
  }),
  bestitcourses: item({
    id: 'bestitcourses',
    name: 'Best IT Courses',
    category: 'Course marketplace',
    description:
      'A course marketplace with batch schedules, online payments and a student dashboard for recorded and live classes.',
    work: ['web design', 'application'],
    web: 'https://courses.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Razorpay', 'Azure Media Services'],
    screenshots: 6,
  }),
  bluebooks: item({
    id: 'bluebooks',
    name: 'Blue Books',
    category: 'Accounting for small business',
    description:
      'Invoicing, expenses and GST-ready reports for small businesses, with bank reconciliation and a mobile companion app.',
    work: ['application'],
    web: 'https://bluebooks.orbitwise.example',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'AWS'],
    screenshots: 6,
  }),
  lwsc: item({
    id: 'lwsc',
    name: 'LWSC',
    category: 'Utility billing',
    description:
      'Customer portal for a water and sanitation utility: meter readings, bills, online payments and service requests.',
    work: ['web design', 'application'],
    web: 'https://lwsc.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Azure'],
    screenshots: 6,
  }),
  cyndelos: item({
    id: 'cyndelos',
    name: 'Cyndelos',
    category: 'Event ticketing',
    description:
      'Ticketing and check-in for concerts and conferences, with QR passes and live capacity counts.',
    work: ['web design', 'application'],
    web: 'https://cyndelos.orbitwise.example',
    technologies: ['React', 'Node.js', 'MongoDB', 'Stripe'],
    screenshots: 4,
  }),
  dental: item({
    id: 'dental',
    name: 'Dental Care',
    category: 'Clinic website',
    description:
      'A new identity, website and photography for a multi-location dental clinic: treatment guides, online booking and patient forms, with photographs of every clinic and its team.',
    work: ['branding', 'web design', 'photography'],
    web: 'https://dental.orbitwise.example',
    technologies: ['HTML5', 'Bootstrap', 'ASP.NET MVC', 'SQL Server'],
    screenshots: 4,
  }),
  bitclms: item({
    id: 'bitclms',
    name: 'BITC LMS',
    category: 'Learning management system',
    description:
      'Our own learning management system: enrolment, chapters and sub-chapters, tests with several question types and progress tracking.',
    work: ['application'],
    web: 'https://lms.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Azure Blob Storage'],
    screenshots: 8,
  }),
  apbarcouncil: item({
    id: 'apbarcouncil',
    name: 'Bar Council Portal',
    category: 'Government services',
    description:
      'Online enrolment, renewals, welfare-fund payments and certificate verification for advocates of a state bar council.',
    work: ['web design', 'application'],
    web: 'https://barcouncil.orbitwise.example',
    technologies: ['ASP.NET MVC', 'SQL Server', 'Payment gateway', 'SMS gateway'],
    screenshots: 6,
  }),
  trussinterface: item({
    id: 'trussinterface',
    name: 'Truss Interface',
    category: 'Engineering software',
    description:
      'A desktop interface that imports truss designs, checks load tables and exports fabrication sheets.',
    work: ['application'],
    web: 'https://truss.orbitwise.example',
    technologies: ['WPF', 'C#', 'SQLite'],
    screenshots: 4,
  }),
  sprkmusic: item({
    id: 'sprkmusic',
    name: 'Sprk Music',
    category: 'Music streaming',
    description:
      'A streaming app for independent artists with playlists, offline listening and royalty reports for labels. We also designed its brand and shot the artist photography for its launch.',
    work: ['branding', 'application', 'photography'],
    web: 'https://sprk.orbitwise.example',
    technologies: ['Flutter', 'Node.js', 'PostgreSQL', 'AWS CloudFront'],
    screenshots: 6,
  }),
  botminds: item({
    id: 'botminds',
    name: 'Botminds',
    category: 'Document AI',
    description:
      'Document understanding for finance teams: extracts data from invoices and contracts and pushes it into ERP systems.',
    work: ['application'],
    web: 'https://botminds.orbitwise.example',
    technologies: ['Angular', 'Python', 'Azure AI', 'Elasticsearch'],
    screenshots: 6,
  }),
  asm: item({
    id: 'asm',
    name: 'ASM',
    category: 'Asset and service management',
    description:
      'Service tickets, field visits and spare-parts inventory for an equipment maintenance company.',
    work: ['application'],
    web: 'https://asm.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server'],
    screenshots: 4,
  }),
  a2z: item({
    id: 'a2z',
    name: 'A2Z Services',
    category: 'Home services marketplace',
    description:
      'A marketplace that books verified electricians, plumbers and cleaners with live job tracking.',
    work: ['web design', 'application'],
    web: 'https://a2z.orbitwise.example',
    technologies: ['React', 'Node.js', 'MongoDB', 'Google Maps'],
    screenshots: 6,
  }),
  lovemycompetition: item({
    id: 'lovemycompetition',
    name: 'Love My Competition',
    category: 'Prize competitions',
    description:
      'A brand and website for prize competitions with skill questions, secure entries and transparent live draws.',
    work: ['branding', 'web design'],
    web: 'https://competition.orbitwise.example',
    technologies: ['React', '.NET Core', 'SQL Server', 'Stripe'],
    screenshots: 4,
  }),
  smsforwarder: item({
    id: 'smsforwarder',
    name: 'SMS Forwarder',
    category: 'Android utility',
    description: 'Forwards selected SMS messages to e-mail or a web hook, with filters and a delivery log.',
    work: ['application'],
    web: 'https://smsforwarder.orbitwise.example',
    technologies: ['Kotlin', 'Android', 'Firebase'],
    screenshots: 4,
  }),
  lovemylotto: item({
    id: 'lovemylotto',
    name: 'Love My Lotto',
    category: 'Lottery syndicates',
    description:
      'Lottery syndicate management with shared tickets, automatic result checks and prize splitting, with a friendly brand we designed for it.',
    work: ['branding', 'application'],
    web: 'https://lotto.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Azure'],
    screenshots: 6,
  }),
  needsanalysis: item({
    id: 'needsanalysis',
    name: 'Needs Analysis',
    category: 'Financial planning',
    description: 'A guided needs analysis for financial advisers that turns a client interview into a plan.',
    work: ['application'],
    web: 'https://needs.orbitwise.example',
    technologies: ['React', '.NET Core', 'SQL Server', 'PDF reports'],
    screenshots: 4,
  }),
  assettracking: item({
    id: 'assettracking',
    name: 'Asset Tracking',
    category: 'IoT asset tracking',
    description:
      'Barcode and GPS tracking of tools and vehicles with check-in/check-out and maintenance alerts.',
    work: ['application'],
    web: 'https://assets.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'Azure IoT Hub', 'SQL Server'],
    screenshots: 6,
  }),
  a2zmobileapp: item({
    id: 'a2zmobileapp',
    name: 'A2Z Mobile App',
    category: 'Mobile app',
    description: 'The customer and provider apps of the A2Z marketplace, with booking, chat and payments.',
    work: ['application'],
    web: 'https://a2z.orbitwise.example/app',
    technologies: ['Flutter', 'Firebase', 'Node.js'],
    screenshots: 8,
  }),
  hipaa: item({
    id: 'hipaa',
    name: 'HIPAA Compliance Suite',
    category: 'Healthcare compliance',
    description: 'Risk assessments, policy tracking and staff training records for HIPAA-covered practices.',
    work: ['application'],
    web: 'https://hipaa.orbitwise.example',
    technologies: ['React', '.NET Core', 'SQL Server', 'Azure'],
    screenshots: 4,
  }),
  customplan: item({
    id: 'customplan',
    name: 'Custom Plan',
    category: 'Fitness and nutrition',
    description:
      'Personal training plans and meal schedules that adapt each week to progress logged in the app, under a brand we designed with the founders.',
    work: ['branding', 'application'],
    web: 'https://customplan.orbitwise.example',
    technologies: ['React Native', 'Node.js', 'MongoDB'],
    screenshots: 6,
  }),
  dentomate: item({
    id: 'dentomate',
    name: 'Dentomate',
    category: 'Dental practice management',
    description:
      'Appointments, treatment charts, imaging and billing for dental practices in one web application.',
    work: ['application'],
    web: 'https://dentomate.orbitwise.example',
    technologies: ['Angular', '.NET Core', 'SQL Server', 'Azure'],
    screenshots: 8,
  }),
  dentomatemobileApp: item({
    id: 'dentomatemobileApp',
    name: 'Dentomate Mobile App',
    category: 'Mobile app',
    description:
      'The patient app for Dentomate practices: booking, reminders, treatment history and payments.',
    work: ['application'],
    web: 'https://dentomate.orbitwise.example/app',
    technologies: ['Flutter', '.NET Core', 'Firebase'],
    screenshots: 8,
  }),
  elixirmobileapp: item({
    id: 'elixirmobileapp',
    name: 'Elixir Mobile App',
    category: 'Mobile app',
    description: 'Elixir on iOS and Android, with push notifications, the AI assistant and secure messaging.',
    work: ['application'],
    web: 'https://elixir.orbitwise.example/app',
    technologies: ['Flutter', '.NET 8 Web API', 'Firebase'],
    screenshots: 8,
  }),
  happyappointments: item({
    id: 'happyappointments',
    name: 'Happy Appointments',
    category: 'Online booking',
    description:
      'Online booking for salons and clinics with staff calendars, deposits and SMS reminders, and a booking website illustrated with our photographs of partner salons.',
    work: ['web design', 'application', 'photography'],
    web: 'https://appointments.orbitwise.example',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Twilio'],
    screenshots: 6,
  }),
};

export const portfolioImage = (id: PortfolioId): string => `/generated/portfolio/${id}.svg`;
export const portfolioScreenshot = (id: PortfolioId, n: number): string =>
  `/generated/portfolio/${id}-shot-${n}.svg`;

/** Projects listed on Home or About get a white page; the others a sky blue one. */
export const isListedProject = (id: PortfolioId): boolean => ABOUT_PORTFOLIO_IDS.includes(id);

export const HOME_PORTFOLIO = HOME_PORTFOLIO_IDS.map((id) => PORTFOLIO[id]);
export const ABOUT_PORTFOLIO = ABOUT_PORTFOLIO_IDS.map((id) => PORTFOLIO[id]);

/** The item list of the spec's static data file (/assets/data.json). */
export function portfolioDataFile(): { items: Record<string, string>[] } {
  return {
    items: PORTFOLIO_IDS.map((id) => {
      const entry = PORTFOLIO[id];
      const record: Record<string, string> = {
        id,
        description: entry.description,
        imagePath: portfolioImage(id),
        web: entry.web,
      };
      for (let n = 1; n <= 12; n++)
        record[`screenshot${n}`] = n <= entry.screenshots ? portfolioScreenshot(id, n) : '';
      return record;
    }),
  };
}
