import type { FiguresData } from '@orbitwise/contracts/content';
import { paths } from '~/config/routes-table';
import { figureText, grouped } from './figures';
import type { IconName } from './services';

export type ServiceSection =
  | { kind: 'cards'; title: string; intro?: string; items: { title: string; text: string; icon: IconName }[] }
  | { kind: 'list'; title: string; intro?: string; items: string[] }
  | { kind: 'steps'; title: string; intro?: string; items: { title: string; text: string }[] }
  | {
      kind: 'cases';
      title: string;
      intro?: string;
      items: { title: string; text: string; metric: string; metricLabel: string }[];
    }
  | { kind: 'stores'; title: string; text: string }
  | { kind: 'links'; title: string; intro?: string; items: { name: string; href: string }[] }
  | { kind: 'cta'; title: string; text: string; actions: { label: string; to: string }[] };

export interface ServicePage {
  /** Paths that show this page (aliases included). */
  paths: string[];
  heading: string;
  seoTitle: string;
  description: string;
  keywords: string;
  /** Adds BreadcrumbList JSON-LD to the head. */
  breadcrumbLd: boolean;
  illustration: string;
  lead: string;
  overview: string[];
  sections: ServiceSection[];
}

const art = (name: string) => `/generated/illustrations/${name}.svg`;

/** The service pages quoting these figures (the route's loader hands the published ones). */
export const servicePages = (figures: FiguresData): ServicePage[] => [
  {
    paths: [paths.softwareDevelopment],
    heading: 'Software Development',
    seoTitle: 'Custom Software Development Services | Orbitwise Technologies',
    description:
      'Custom software development from discovery to maintenance: web, mobile, desktop and cloud applications built around your business.',
    keywords: 'custom software development, application development, .NET development, agile delivery',
    breadcrumbLd: true,
    illustration: art('software-development'),
    lead: 'Software shaped around the way your business works, delivered in small, visible steps.',
    overview: [
      'Off-the-shelf products force you to change your process to fit the tool. We do it the other way round: we learn how your teams work, find the steps that cost the most time, and build software that removes them.',
      `Since ${figures.founded} we have delivered ${figureText(figures).applications} for insurers, hospitals, manufacturers, retailers and training institutes, and many of them are still maintained by us today.`,
    ],
    sections: [
      {
        kind: 'steps',
        title: 'How we deliver',
        intro: 'Every engagement follows three phases, each ending with something you can see and use.',
        items: [
          {
            title: 'Discover and plan',
            text: 'Workshops with your users, a clickable prototype, a prioritised backlog and a fixed-price estimate for the first release.',
          },
          {
            title: 'Develop and test',
            text: 'Two-week sprints with a demo at the end of each, automated tests on every change and a staging site you can try at any time.',
          },
          {
            title: 'Deployment and maintenance',
            text: 'Automated, repeatable releases, monitoring and a support agreement with response times that match how critical the system is.',
          },
        ],
      },
      {
        kind: 'list',
        title: 'Why clients choose us',
        items: [
          `${figures.years} years of delivery across eight industries`,
          'Senior engineers on every project, not only in the sales meeting',
          'Transparent estimates and weekly progress reports',
          'You own the source code and the cloud accounts from day one',
          'Security reviews and accessibility checks built into every sprint',
          'Long-term support from the people who built the system',
        ],
      },
      {
        kind: 'cta',
        title: 'Have a project in mind?',
        text: 'Tell us what slows your team down. We will reply within one business day with questions or a first estimate.',
        actions: [{ label: 'Contact Us', to: paths.contact }],
      },
    ],
  },
  {
    paths: [paths.cloudServices],
    heading: 'Cloud Services',
    seoTitle: 'Cloud Services on Azure and AWS | Orbitwise Technologies',
    description:
      'Cloud migration, architecture, managed services and cost optimisation on Microsoft Azure and Amazon Web Services (AWS).',
    keywords: 'cloud services, AWS consulting, Azure migration, cloud cost optimisation, managed cloud',
    breadcrumbLd: true,
    illustration: art('cloud-service'),
    lead: 'Move to Azure or AWS with a plan, and keep the bill under control once you are there.',
    overview: [
      'A move to the cloud should make your systems faster, safer and cheaper to run. Too often it only makes them more complicated. Our certified architects start with an assessment of what you have, then design a landing zone and a migration plan that keeps your business running throughout.',
      'We work on Microsoft Azure and Amazon Web Services (AWS) every day: from lifting a single application into managed services to re-architecting products around serverless functions and containers.',
    ],
    sections: [
      {
        kind: 'cards',
        title: 'What we do in the cloud',
        items: [
          {
            title: 'Assessment and roadmap',
            text: 'An inventory of your workloads, their dependencies and the right target for each.',
            icon: 'target',
          },
          {
            title: 'Migration',
            text: 'Re-hosting, re-platforming or re-building, with rehearsed cut-overs and rollback plans.',
            icon: 'cloud',
          },
          {
            title: 'AWS solutions',
            text: 'EC2, Lambda, RDS, S3 and CloudFront designed with the AWS Well-Architected Framework.',
            icon: 'server',
          },
          {
            title: 'Azure solutions',
            text: 'App Service, Functions, Azure SQL and AKS, integrated with Entra ID and your Microsoft 365 tenant.',
            icon: 'layers',
          },
          {
            title: 'Security and compliance',
            text: 'Identity, network isolation, encryption and audit logging set up before the first workload moves.',
            icon: 'lock',
          },
          {
            title: 'Cost optimisation',
            text: 'Right-sizing, reservations and budgets with alerts: clients typically save 20 to 35 percent.',
            icon: 'wallet',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Not sure where to start?',
        text: 'Book a free one-hour cloud readiness call with one of our architects.',
        actions: [{ label: 'Talk to an architect', to: paths.contact }],
      },
    ],
  },
  {
    paths: [paths.devopsIntegration],
    heading: 'DevOps Integration',
    seoTitle: 'DevOps Integration and CI/CD Services | Orbitwise Technologies',
    description:
      'DevOps integration services: CI/CD pipelines, infrastructure as code, containers, monitoring and release automation.',
    keywords: 'DevOps services, CI/CD pipelines, Azure DevOps, GitHub Actions, infrastructure as code',
    breadcrumbLd: true,
    illustration: art('devops-integration'),
    lead: 'Ship small changes safely, every day, with pipelines your own team understands.',
    overview: [
      'When releases are rare and manual, every release is risky. We help teams automate the path from commit to production so that deploying becomes routine and problems are found minutes after they are introduced, not weeks later.',
      'We work with the tools you already have where possible: Azure DevOps, GitHub Actions, GitLab CI or Jenkins, and we leave behind documentation and training so the pipelines stay yours.',
    ],
    sections: [
      {
        kind: 'cards',
        title: 'Our DevOps services',
        items: [
          {
            title: 'CI/CD pipelines',
            text: 'Build, test, scan and deploy on every change, with approvals where you need them.',
            icon: 'infinity',
          },
          {
            title: 'Infrastructure as code',
            text: 'Terraform and Bicep templates that recreate every environment the same way.',
            icon: 'layers',
          },
          {
            title: 'Containers',
            text: 'Docker images and Kubernetes clusters sized for your workload and budget.',
            icon: 'server',
          },
          {
            title: 'Monitoring and alerting',
            text: 'Dashboards, logs and alerts that tell you about a problem before your users do.',
            icon: 'gauge',
          },
          {
            title: 'Test automation',
            text: 'Unit, API and browser tests wired into the pipeline so quality is checked on every change.',
            icon: 'check',
          },
          {
            title: 'DevSecOps',
            text: 'Dependency and secret scanning, signed artefacts and least-privilege deployment identities.',
            icon: 'shield',
          },
        ],
      },
      {
        kind: 'list',
        title: 'What changes for your team',
        items: [
          'Releases in minutes instead of weekends',
          'The same steps in every environment, so “it works on my machine” disappears',
          'Rollbacks with one click',
          'Clear ownership and audit trail for every change',
        ],
      },
    ],
  },
  {
    paths: [paths.aiPoweredApps],
    heading: 'AI Powered App Development',
    seoTitle: 'AI Powered App Development | Orbitwise Technologies',
    description:
      'AI powered app development: assistants, document AI, recommendations and generative features added to your products, with measured results.',
    keywords: 'AI app development, generative AI, machine learning, AI assistant, document AI',
    breadcrumbLd: true,
    illustration: art('ai-powered'),
    lead: 'Useful AI, measured in outcomes: engagement, time saved and fewer errors.',
    overview: [
      'Artificial intelligence earns its place in a product when it removes real work or makes a real decision better. We start from that question, prototype quickly on your own data, and only then build the production feature with the guardrails, monitoring and cost controls it needs.',
    ],
    sections: [
      {
        kind: 'cases',
        title: 'Case studies',
        items: [
          {
            title: 'Personalised learning feed',
            text: 'Recommendations for an e-learning platform based on progress, goals and similar learners.',
            metric: '30%',
            metricLabel: 'higher user engagement',
          },
          {
            title: 'Automated video production',
            text: 'Scripts, voice-over and captions generated from course outlines and reviewed by trainers.',
            metric: '50%',
            metricLabel: 'less video production time',
          },
          {
            title: 'Social content and compliance assistant',
            text: 'Drafts posts in a brand voice and checks regulated wording before anything is published.',
            metric: '20%',
            metricLabel: 'more social engagement and a 20% higher compliance score',
          },
        ],
      },
      {
        kind: 'cards',
        title: 'AI services we offer',
        items: [
          {
            title: 'AI assistants and chatbots',
            text: 'Grounded in your documents, with sources and hand-off to people.',
            icon: 'bot',
          },
          {
            title: 'Document intelligence',
            text: 'Extract data from invoices, claims, forms and contracts.',
            icon: 'book',
          },
          {
            title: 'Predictive analytics',
            text: 'Forecast demand, churn and risk from your historical data.',
            icon: 'trending',
          },
          {
            title: 'Recommendation engines',
            text: 'Personalised content, products and learning paths.',
            icon: 'sparkles',
          },
          {
            title: 'Generative media',
            text: 'Text, images, voice and video drafts with human review.',
            icon: 'video',
          },
          {
            title: 'AI strategy and governance',
            text: 'Use-case selection, risk assessment and responsible-AI policies.',
            icon: 'shield',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Become our partner today',
        text: 'Share a process you would like to improve and we will show you what AI can realistically do for it.',
        actions: [
          { label: 'Become our partner today', to: paths.contact },
          { label: 'Get an expert consultation', to: paths.contact },
        ],
      },
    ],
  },
  {
    paths: [paths.webDevelopment],
    heading: 'Web Development',
    seoTitle: 'Website and Web Application Development | Orbitwise Technologies',
    description:
      'Website and web application development: fast, accessible, search-friendly sites and portals built with Angular, React and .NET.',
    keywords: 'web development, website development, web application, Angular, React, ASP.NET',
    breadcrumbLd: true,
    illustration: art('website-development'),
    lead: 'Websites and web apps that load fast, rank well and work for everyone.',
    overview: [
      'Your website is often the first conversation a customer has with you. We design and build sites and web applications that answer their questions quickly, on any device, and that your team can update without calling a developer.',
    ],
    sections: [
      {
        kind: 'list',
        title: 'Reasons to choose us',
        items: [
          'Performance budgets on every page, checked automatically',
          'Accessibility to WCAG 2.2 AA as standard, not as an extra',
          'Search-friendly markup, structured data and clean URLs',
          'Content management your marketing team will actually enjoy using',
          'Security headers, dependency updates and backups included in support',
        ],
      },
      {
        kind: 'cards',
        title: 'Our web development services',
        items: [
          {
            title: 'Corporate websites',
            text: 'Brand sites with content management and analytics.',
            icon: 'globe',
          },
          {
            title: 'Web applications',
            text: 'Portals, dashboards and line-of-business tools.',
            icon: 'laptop',
          },
          {
            title: 'E-commerce',
            text: 'Catalogues, checkout and integrations with your ERP.',
            icon: 'wallet',
          },
          {
            title: 'Progressive web apps',
            text: 'Installable, offline-ready experiences.',
            icon: 'smartphone',
          },
          {
            title: 'API development',
            text: 'Secure REST and GraphQL APIs for partners and apps.',
            icon: 'server',
          },
          {
            title: 'Redesign and migration',
            text: 'Modernise an old site without losing search rankings.',
            icon: 'rocket',
          },
        ],
      },
    ],
  },
  {
    paths: [paths.mobileDevelopment],
    heading: 'Mobile Development',
    seoTitle: 'Mobile App Development for iOS and Android | Orbitwise Technologies',
    description:
      'Mobile app development for iOS and Android: native-quality apps with Flutter, Kotlin and Swift, published to the App Store and Google Play.',
    keywords: 'mobile app development, iOS apps, Android apps, Flutter, app store publishing',
    breadcrumbLd: true,
    illustration: art('mobile-development'),
    lead: 'Apps your customers keep on their home screen, on iOS and Android.',
    overview: [
      'We build mobile apps with Flutter when one codebase serves both platforms well, and natively in Kotlin or Swift when the app needs deep device integration. Either way you get smooth animations, offline support and secure sign-in.',
      'We handle the whole journey: design, development, testing on real devices, store listings and release management, and updates for every new OS version.',
    ],
    sections: [
      {
        kind: 'cards',
        title: 'What we build',
        items: [
          {
            title: 'Customer apps',
            text: 'Booking, ordering, loyalty and self-service.',
            icon: 'smartphone',
          },
          { title: 'Field-force apps', text: 'Offline forms, photos, signatures and GPS.', icon: 'wrench' },
          { title: 'Companion apps', text: 'Mobile access to your existing web platform.', icon: 'layers' },
        ],
      },
      {
        kind: 'stores',
        title: 'Published on both stores',
        text: 'Our apps are live on the Apple App Store and Google Play. Browse our publisher pages to try them.',
      },
    ],
  },
  {
    paths: [paths.desktopDevelopment],
    heading: 'Desktop App Development',
    seoTitle: 'Desktop Application Development | Orbitwise Technologies',
    description:
      'Desktop application development for Windows, macOS and Linux with .NET, WPF, WinUI and Electron, including modernisation of legacy desktop software.',
    keywords: 'desktop application development, WPF, WinUI, Electron, legacy modernisation',
    breadcrumbLd: true,
    illustration: art('desktop-development'),
    lead: 'Fast, dependable desktop software for work that cannot wait for a browser.',
    overview: [
      'Some work belongs on the desktop: tools that talk to scanners and machines, that crunch large files, or that must keep working when the network does not. We build and modernise desktop applications that are quick to install, update themselves and stay secure.',
    ],
    sections: [
      {
        kind: 'list',
        title: 'Our desktop services',
        items: [
          'New Windows applications with WPF and WinUI 3',
          'Cross-platform desktop apps with Electron and .NET MAUI',
          'Modernisation of VB6, WinForms and Delphi applications',
          'Hardware integration: scanners, printers, scales and PLCs',
          'Offline-first data with background synchronisation',
          'Installers, automatic updates and code signing',
        ],
      },
      {
        kind: 'links',
        title: 'Technologies we use',
        items: [
          { name: '.NET', href: 'https://dotnet.microsoft.com/' },
          { name: 'WPF', href: 'https://learn.microsoft.com/dotnet/desktop/wpf/' },
          { name: 'WinUI 3', href: 'https://learn.microsoft.com/windows/apps/winui/' },
          { name: '.NET MAUI', href: 'https://dotnet.microsoft.com/apps/maui' },
          { name: 'Electron', href: 'https://www.electronjs.org/' },
          { name: 'SQLite', href: 'https://www.sqlite.org/' },
          { name: 'SQL Server', href: 'https://www.microsoft.com/sql-server' },
          { name: 'Windows Forms', href: 'https://learn.microsoft.com/dotnet/desktop/winforms/' },
        ],
      },
    ],
  },
  {
    paths: [paths.softwareEducation, paths.softwareEducationAlias],
    heading: 'Software Education',
    seoTitle: 'Software Education and Learning Management | Orbitwise Technologies',
    description:
      'Software education platform: a learning management system with enrolment, course creation, real-time progress, tests and mobile learning.',
    keywords: 'learning management system, LMS, software education, online courses, e-learning platform',
    breadcrumbLd: true,
    illustration: art('software-education'),
    lead: 'The platform we use to teach thousands of developers, available for your organisation.',
    overview: [
      `By ${figures.trainedMilestone.year} we had trained ${grouped(figures.trainedMilestone.count)} people, and we built our own learning management system, because nothing else matched the way developers learn: a little theory, a lot of practice, and quick feedback. Today universities, training institutes and companies use it to run their own courses.`,
    ],
    sections: [
      {
        kind: 'cards',
        title: 'Platform features',
        items: [
          {
            title: 'Learning management system',
            text: 'Courses, batches, trainers and students in one place.',
            icon: 'graduation',
          },
          {
            title: 'Enrollment',
            text: 'Self-service sign-up, approvals, payments and batch allocation.',
            icon: 'users',
          },
          {
            title: 'Course creation',
            text: 'Chapters and sub-chapters with video, notes, code and files.',
            icon: 'book',
          },
          {
            title: 'Real-time progress',
            text: 'Students and trainers see completion and scores as they happen.',
            icon: 'trending',
          },
          {
            title: 'Tests',
            text: 'Multiple choice, multiple answers, true/false, fill-in and coding questions.',
            icon: 'check',
          },
          {
            title: 'Mobile learning',
            text: 'Learn on the phone, continue on the laptop, even offline.',
            icon: 'smartphone',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'See it in action',
        text: 'Ask for a guided demo with sample courses from our own curriculum.',
        actions: [{ label: 'Request a demo', to: paths.contact }],
      },
    ],
  },
  {
    paths: [paths.technicalSupport],
    heading: 'IT Consulting and Technical Support',
    seoTitle: 'IT Consulting and Technical Support | Orbitwise Technologies',
    description:
      'IT consulting and technical support: architecture reviews, audits, help desk and 24/7 monitoring for business-critical systems.',
    keywords: 'IT consulting, technical support, help desk, IT audit, managed support',
    breadcrumbLd: true,
    illustration: art('technical-support'),
    lead: 'Experienced advice when you plan, and a calm, fast response when something breaks.',
    overview: [
      'Our consultants help you choose the right technology, review architectures and code, and plan upgrades before they become emergencies. Our support desk keeps the systems you depend on healthy, whether we built them or not.',
      'Support plans range from business-hours help desk to round-the-clock monitoring with guaranteed response times, and every plan includes a monthly report of what we fixed, what we improved and what we recommend next.',
    ],
    sections: [
      {
        kind: 'cards',
        title: 'How we help',
        items: [
          {
            title: 'Technology consulting',
            text: 'Independent advice on platforms, vendors and build-or-buy.',
            icon: 'lightbulb',
          },
          {
            title: 'Architecture and code reviews',
            text: 'Find risks in security, performance and maintainability.',
            icon: 'eye',
          },
          { title: 'Help desk', text: 'Phone, e-mail and chat support for your staff.', icon: 'headset' },
          { title: '24/7 monitoring', text: 'Alerts triaged by engineers day and night.', icon: 'clock' },
        ],
      },
      {
        kind: 'cta',
        title: 'Need help right now?',
        text: 'Raise a support request and an engineer will call you back.',
        actions: [{ label: 'Get IT Support', to: paths.itSupport }],
      },
    ],
  },
];

/** The service page shown at this path, quoting these figures. */
export const servicePageFor = (pathname: string, figures: FiguresData): ServicePage | undefined => {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return servicePages(figures).find((page) => page.paths.includes(clean));
};
