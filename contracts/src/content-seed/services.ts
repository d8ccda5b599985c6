import type { ServiceSectionData } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/**
 * The service pages, one document each: the slug is the page's address without its slash; `card`
 * is its card on Home. `{token}`s are the company's figures (see FIGURE_TOKENS).
 */
export const SERVICES: SeedDocument<'service'>[] = [
  {
    kind: 'service',
    slug: 'software-development',
    data: {
      heading: 'Software Development',
      card: {
        title: 'Software Development',
        text: 'Custom business applications designed around your workflows, from first workshop to long-term support.',
        icon: 'code',
      },
      lead: 'Software shaped around the way your business works, delivered in small, visible steps.',
      overview: [
        'Off-the-shelf products force you to change your process to fit the tool. We do it the other way round: we learn how your teams work, find the steps that cost the most time, and build software that removes them.',
        'Since {founded} we have delivered {applications}+ applications for insurers, hospitals, manufacturers, retailers and training institutes, and many of them are still maintained by us today.',
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
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Develop and test',
              text: 'Two-week sprints with a demo at the end of each, automated tests on every change and a staging site you can try at any time.',
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Deployment and maintenance',
              text: 'Automated, repeatable releases, monitoring and a support agreement with response times that match how critical the system is.',
              icon: null,
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'list',
          title: 'Why clients choose us',
          intro: null,
          items: [
            {
              title: '{years} years of delivery across eight industries',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Senior engineers on every project, not only in the sales meeting',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Transparent estimates and weekly progress reports',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'You own the source code and the cloud accounts from day one',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Security reviews and accessibility checks built into every sprint',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Long-term support from the people who built the system',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cta',
          title: 'Have a project in mind?',
          intro:
            'Tell us what slows your team down. We will reply within one business day with questions or a first estimate.',
          items: [
            {
              title: 'Contact Us',
              text: null,
              icon: null,
              metric: null,
              link: '/contactus',
            },
          ],
        },
      ],
      seoTitle: 'Custom Software Development Services | {companyName}',
      description:
        'Custom software development from discovery to maintenance: web, mobile, desktop and cloud applications built around your business.',
      keywords: 'custom software development, application development, .NET development, agile delivery',
      illustration: '/generated/illustrations/software-development.svg',
      order: 0,
    },
  },
  {
    kind: 'service',
    slug: 'cloud-service',
    data: {
      heading: 'Cloud Services',
      card: {
        title: 'Cloud Services',
        text: 'Migration, architecture and cost control on Microsoft Azure and AWS, with security built in from day one.',
        icon: 'cloud',
      },
      lead: 'Move to Azure or AWS with a plan, and keep the bill under control once you are there.',
      overview: [
        'A move to the cloud should make your systems faster, safer and cheaper to run. Too often it only makes them more complicated. Our certified architects start with an assessment of what you have, then design a landing zone and a migration plan that keeps your business running throughout.',
        'We work on Microsoft Azure and Amazon Web Services (AWS) every day: from lifting a single application into managed services to re-architecting products around serverless functions and containers.',
      ],
      sections: [
        {
          kind: 'cards',
          title: 'What we do in the cloud',
          intro: null,
          items: [
            {
              title: 'Assessment and roadmap',
              text: 'An inventory of your workloads, their dependencies and the right target for each.',
              icon: 'target',
              metric: null,
              link: null,
            },
            {
              title: 'Migration',
              text: 'Re-hosting, re-platforming or re-building, with rehearsed cut-overs and rollback plans.',
              icon: 'cloud',
              metric: null,
              link: null,
            },
            {
              title: 'AWS solutions',
              text: 'EC2, Lambda, RDS, S3 and CloudFront designed with the AWS Well-Architected Framework.',
              icon: 'server',
              metric: null,
              link: null,
            },
            {
              title: 'Azure solutions',
              text: 'App Service, Functions, Azure SQL and AKS, integrated with Entra ID and your Microsoft 365 tenant.',
              icon: 'layers',
              metric: null,
              link: null,
            },
            {
              title: 'Security and compliance',
              text: 'Identity, network isolation, encryption and audit logging set up before the first workload moves.',
              icon: 'lock',
              metric: null,
              link: null,
            },
            {
              title: 'Cost optimisation',
              text: 'Right-sizing, reservations and budgets with alerts: clients typically save 20 to 35 percent.',
              icon: 'wallet',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cta',
          title: 'Not sure where to start?',
          intro: 'Book a free one-hour cloud readiness call with one of our architects.',
          items: [
            {
              title: 'Talk to an architect',
              text: null,
              icon: null,
              metric: null,
              link: '/contactus',
            },
          ],
        },
      ],
      seoTitle: 'Cloud Services on Azure and AWS | {companyName}',
      description:
        'Cloud migration, architecture, managed services and cost optimisation on Microsoft Azure and Amazon Web Services (AWS).',
      keywords: 'cloud services, AWS consulting, Azure migration, cloud cost optimisation, managed cloud',
      illustration: '/generated/illustrations/cloud-service.svg',
      order: 1,
    },
  },
  {
    kind: 'service',
    slug: 'devops-integration',
    data: {
      heading: 'DevOps Integration',
      card: {
        title: 'DevOps Integration',
        text: 'Automated builds, tests and releases so your team ships small changes safely and often.',
        icon: 'infinity',
      },
      lead: 'Ship small changes safely, every day, with pipelines your own team understands.',
      overview: [
        'When releases are rare and manual, every release is risky. We help teams automate the path from commit to production so that deploying becomes routine and problems are found minutes after they are introduced, not weeks later.',
        'We work with the tools you already have where possible: Azure DevOps, GitHub Actions, GitLab CI or Jenkins, and we leave behind documentation and training so the pipelines stay yours.',
      ],
      sections: [
        {
          kind: 'cards',
          title: 'Our DevOps services',
          intro: null,
          items: [
            {
              title: 'CI/CD pipelines',
              text: 'Build, test, scan and deploy on every change, with approvals where you need them.',
              icon: 'infinity',
              metric: null,
              link: null,
            },
            {
              title: 'Infrastructure as code',
              text: 'Terraform and Bicep templates that recreate every environment the same way.',
              icon: 'layers',
              metric: null,
              link: null,
            },
            {
              title: 'Containers',
              text: 'Docker images and Kubernetes clusters sized for your workload and budget.',
              icon: 'server',
              metric: null,
              link: null,
            },
            {
              title: 'Monitoring and alerting',
              text: 'Dashboards, logs and alerts that tell you about a problem before your users do.',
              icon: 'gauge',
              metric: null,
              link: null,
            },
            {
              title: 'Test automation',
              text: 'Unit, API and browser tests wired into the pipeline so quality is checked on every change.',
              icon: 'check',
              metric: null,
              link: null,
            },
            {
              title: 'DevSecOps',
              text: 'Dependency and secret scanning, signed artefacts and least-privilege deployment identities.',
              icon: 'shield',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'list',
          title: 'What changes for your team',
          intro: null,
          items: [
            {
              title: 'Releases in minutes instead of weekends',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'The same steps in every environment, so “it works on my machine” disappears',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Rollbacks with one click',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Clear ownership and audit trail for every change',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
          ],
        },
      ],
      seoTitle: 'DevOps Integration and CI/CD Services | {companyName}',
      description:
        'DevOps integration services: CI/CD pipelines, infrastructure as code, containers, monitoring and release automation.',
      keywords: 'DevOps services, CI/CD pipelines, Azure DevOps, GitHub Actions, infrastructure as code',
      illustration: '/generated/illustrations/devops-integration.svg',
      order: 2,
    },
  },
  {
    kind: 'service',
    slug: 'ai-poweredapp-development',
    data: {
      heading: 'AI Powered App Development',
      card: {
        title: 'AI Powered App Development',
        text: 'Assistants, document understanding and predictions added to the products your customers already use.',
        icon: 'brain',
      },
      lead: 'Useful AI, measured in outcomes: engagement, time saved and fewer errors.',
      overview: [
        'Artificial intelligence earns its place in a product when it removes real work or makes a real decision better. We start from that question, prototype quickly on your own data, and only then build the production feature with the guardrails, monitoring and cost controls it needs.',
      ],
      sections: [
        {
          kind: 'cases',
          title: 'Case studies',
          intro: null,
          items: [
            {
              title: 'Personalised learning feed',
              text: 'Recommendations for an e-learning platform based on progress, goals and similar learners.',
              icon: null,
              metric: {
                value: '30%',
                label: 'higher user engagement',
              },
              link: null,
            },
            {
              title: 'Automated video production',
              text: 'Scripts, voice-over and captions generated from course outlines and reviewed by trainers.',
              icon: null,
              metric: {
                value: '50%',
                label: 'less video production time',
              },
              link: null,
            },
            {
              title: 'Social content and compliance assistant',
              text: 'Drafts posts in a brand voice and checks regulated wording before anything is published.',
              icon: null,
              metric: {
                value: '20%',
                label: 'more social engagement and a 20% higher compliance score',
              },
              link: null,
            },
          ],
        },
        {
          kind: 'cards',
          title: 'AI services we offer',
          intro: null,
          items: [
            {
              title: 'AI assistants and chatbots',
              text: 'Grounded in your documents, with sources and hand-off to people.',
              icon: 'bot',
              metric: null,
              link: null,
            },
            {
              title: 'Document intelligence',
              text: 'Extract data from invoices, claims, forms and contracts.',
              icon: 'book',
              metric: null,
              link: null,
            },
            {
              title: 'Predictive analytics',
              text: 'Forecast demand, churn and risk from your historical data.',
              icon: 'trending',
              metric: null,
              link: null,
            },
            {
              title: 'Recommendation engines',
              text: 'Personalised content, products and learning paths.',
              icon: 'sparkles',
              metric: null,
              link: null,
            },
            {
              title: 'Generative media',
              text: 'Text, images, voice and video drafts with human review.',
              icon: 'video',
              metric: null,
              link: null,
            },
            {
              title: 'AI strategy and governance',
              text: 'Use-case selection, risk assessment and responsible-AI policies.',
              icon: 'shield',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cta',
          title: 'Become our partner today',
          intro:
            'Share a process you would like to improve and we will show you what AI can realistically do for it.',
          items: [
            {
              title: 'Become our partner today',
              text: null,
              icon: null,
              metric: null,
              link: '/contactus',
            },
            {
              title: 'Get an expert consultation',
              text: null,
              icon: null,
              metric: null,
              link: '/contactus',
            },
          ],
        },
      ],
      seoTitle: 'AI Powered App Development | {companyName}',
      description:
        'AI powered app development: assistants, document AI, recommendations and generative features added to your products, with measured results.',
      keywords: 'AI app development, generative AI, machine learning, AI assistant, document AI',
      illustration: '/generated/illustrations/ai-powered.svg',
      order: 3,
    },
  },
  {
    kind: 'service',
    slug: 'website-development',
    data: {
      heading: 'Web Development',
      card: {
        title: 'Web Development',
        text: 'Fast, accessible websites and web applications that rank well and are easy to maintain.',
        icon: 'globe',
      },
      lead: 'Websites and web apps that load fast, rank well and work for everyone.',
      overview: [
        'Your website is often the first conversation a customer has with you. We design and build sites and web applications that answer their questions quickly, on any device, and that your team can update without calling a developer.',
      ],
      sections: [
        {
          kind: 'list',
          title: 'Reasons to choose us',
          intro: null,
          items: [
            {
              title: 'Performance budgets on every page, checked automatically',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Accessibility to WCAG 2.2 AA as standard, not as an extra',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Search-friendly markup, structured data and clean URLs',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Content management your marketing team will actually enjoy using',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Security headers, dependency updates and backups included in support',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cards',
          title: 'Our web development services',
          intro: null,
          items: [
            {
              title: 'Corporate websites',
              text: 'Brand sites with content management and analytics.',
              icon: 'globe',
              metric: null,
              link: null,
            },
            {
              title: 'Web applications',
              text: 'Portals, dashboards and line-of-business tools.',
              icon: 'laptop',
              metric: null,
              link: null,
            },
            {
              title: 'E-commerce',
              text: 'Catalogues, checkout and integrations with your ERP.',
              icon: 'wallet',
              metric: null,
              link: null,
            },
            {
              title: 'Progressive web apps',
              text: 'Installable, offline-ready experiences.',
              icon: 'smartphone',
              metric: null,
              link: null,
            },
            {
              title: 'API development',
              text: 'Secure REST and GraphQL APIs for partners and apps.',
              icon: 'server',
              metric: null,
              link: null,
            },
            {
              title: 'Redesign and migration',
              text: 'Modernise an old site without losing search rankings.',
              icon: 'rocket',
              metric: null,
              link: null,
            },
          ],
        },
      ],
      seoTitle: 'Website and Web Application Development | {companyName}',
      description:
        'Website and web application development: fast, accessible, search-friendly sites and portals built with Angular, React and .NET.',
      keywords: 'web development, website development, web application, Angular, React, ASP.NET',
      illustration: '/generated/illustrations/website-development.svg',
      order: 4,
    },
  },
  {
    kind: 'service',
    slug: 'mobile-deveplopment',
    data: {
      heading: 'Mobile Development',
      card: {
        title: 'Mobile Development',
        text: 'Native-quality iOS and Android apps from one codebase, published and maintained in both stores.',
        icon: 'smartphone',
      },
      lead: 'Apps your customers keep on their home screen, on iOS and Android.',
      overview: [
        'We build mobile apps with Flutter when one codebase serves both platforms well, and natively in Kotlin or Swift when the app needs deep device integration. Either way you get smooth animations, offline support and secure sign-in.',
        'We handle the whole journey: design, development, testing on real devices, store listings and release management, and updates for every new OS version.',
      ],
      sections: [
        {
          kind: 'cards',
          title: 'What we build',
          intro: null,
          items: [
            {
              title: 'Customer apps',
              text: 'Booking, ordering, loyalty and self-service.',
              icon: 'smartphone',
              metric: null,
              link: null,
            },
            {
              title: 'Field-force apps',
              text: 'Offline forms, photos, signatures and GPS.',
              icon: 'wrench',
              metric: null,
              link: null,
            },
            {
              title: 'Companion apps',
              text: 'Mobile access to your existing web platform.',
              icon: 'layers',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'stores',
          title: 'Published on both stores',
          intro:
            'Our apps are live on the Apple App Store and Google Play. Browse our publisher pages to try them.',
          items: [],
        },
      ],
      seoTitle: 'Mobile App Development for iOS and Android | {companyName}',
      description:
        'Mobile app development for iOS and Android: native-quality apps with Flutter, Kotlin and Swift, published to the App Store and Google Play.',
      keywords: 'mobile app development, iOS apps, Android apps, Flutter, app store publishing',
      illustration: '/generated/illustrations/mobile-development.svg',
      order: 5,
    },
  },
  {
    kind: 'service',
    slug: 'desktopapp-deveplopment',
    data: {
      heading: 'Desktop App Development',
      card: {
        title: 'Desktop App Development',
        text: 'Reliable Windows and cross-platform desktop tools for operations that cannot depend on a browser.',
        icon: 'monitor',
      },
      lead: 'Fast, dependable desktop software for work that cannot wait for a browser.',
      overview: [
        'Some work belongs on the desktop: tools that talk to scanners and machines, that crunch large files, or that must keep working when the network does not. We build and modernise desktop applications that are quick to install, update themselves and stay secure.',
      ],
      sections: [
        {
          kind: 'list',
          title: 'Our desktop services',
          intro: null,
          items: [
            {
              title: 'New Windows applications with WPF and WinUI 3',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Cross-platform desktop apps with Electron and .NET MAUI',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Modernisation of VB6, WinForms and Delphi applications',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Hardware integration: scanners, printers, scales and PLCs',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Offline-first data with background synchronisation',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
            {
              title: 'Installers, automatic updates and code signing',
              text: null,
              icon: null,
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'links',
          title: 'Technologies we use',
          intro: null,
          items: [
            {
              title: '.NET',
              text: null,
              icon: null,
              metric: null,
              link: 'https://dotnet.microsoft.com/',
            },
            {
              title: 'WPF',
              text: null,
              icon: null,
              metric: null,
              link: 'https://learn.microsoft.com/dotnet/desktop/wpf/',
            },
            {
              title: 'WinUI 3',
              text: null,
              icon: null,
              metric: null,
              link: 'https://learn.microsoft.com/windows/apps/winui/',
            },
            {
              title: '.NET MAUI',
              text: null,
              icon: null,
              metric: null,
              link: 'https://dotnet.microsoft.com/apps/maui',
            },
            {
              title: 'Electron',
              text: null,
              icon: null,
              metric: null,
              link: 'https://www.electronjs.org/',
            },
            {
              title: 'SQLite',
              text: null,
              icon: null,
              metric: null,
              link: 'https://www.sqlite.org/',
            },
            {
              title: 'SQL Server',
              text: null,
              icon: null,
              metric: null,
              link: 'https://www.microsoft.com/sql-server',
            },
            {
              title: 'Windows Forms',
              text: null,
              icon: null,
              metric: null,
              link: 'https://learn.microsoft.com/dotnet/desktop/winforms/',
            },
          ],
        },
      ],
      seoTitle: 'Desktop Application Development | {companyName}',
      description:
        'Desktop application development for Windows, macOS and Linux with .NET, WPF, WinUI and Electron, including modernisation of legacy desktop software.',
      keywords: 'desktop application development, WPF, WinUI, Electron, legacy modernisation',
      illustration: '/generated/illustrations/desktop-development.svg',
      order: 6,
    },
  },
  {
    kind: 'service',
    slug: 'software-education',
    data: {
      heading: 'Software Education',
      card: {
        title: 'Software Education',
        text: 'A learning platform and instructor-led courses that turn beginners into productive developers.',
        icon: 'graduation',
      },
      lead: 'The platform we use to teach thousands of developers, available for your organisation.',
      overview: [
        'By {trainedMilestone.year} we had trained {trainedMilestone.count} people, and we built our own learning management system, because nothing else matched the way developers learn: a little theory, a lot of practice, and quick feedback. Today universities, training institutes and companies use it to run their own courses.',
      ],
      sections: [
        {
          kind: 'cards',
          title: 'Platform features',
          intro: null,
          items: [
            {
              title: 'Learning management system',
              text: 'Courses, batches, trainers and students in one place.',
              icon: 'graduation',
              metric: null,
              link: null,
            },
            {
              title: 'Enrollment',
              text: 'Self-service sign-up, approvals, payments and batch allocation.',
              icon: 'users',
              metric: null,
              link: null,
            },
            {
              title: 'Course creation',
              text: 'Chapters and sub-chapters with video, notes, code and files.',
              icon: 'book',
              metric: null,
              link: null,
            },
            {
              title: 'Real-time progress',
              text: 'Students and trainers see completion and scores as they happen.',
              icon: 'trending',
              metric: null,
              link: null,
            },
            {
              title: 'Tests',
              text: 'Multiple choice, multiple answers, true/false, fill-in and coding questions.',
              icon: 'check',
              metric: null,
              link: null,
            },
            {
              title: 'Mobile learning',
              text: 'Learn on the phone, continue on the laptop, even offline.',
              icon: 'smartphone',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cta',
          title: 'See it in action',
          intro: 'Ask for a guided demo with sample courses from our own curriculum.',
          items: [
            {
              title: 'Request a demo',
              text: null,
              icon: null,
              metric: null,
              link: '/contactus',
            },
          ],
        },
      ],
      seoTitle: 'Software Education and Learning Management | {companyName}',
      description:
        'Software education platform: a learning management system with enrolment, course creation, real-time progress, tests and mobile learning.',
      keywords: 'learning management system, LMS, software education, online courses, e-learning platform',
      illustration: '/generated/illustrations/software-education.svg',
      order: 7,
    },
  },
  {
    kind: 'service',
    slug: 'techincial-support',
    data: {
      heading: 'IT Consulting and Technical Support',
      card: {
        title: 'IT Consulting & Support',
        text: 'Architecture reviews, audits and a help desk that keeps your systems healthy around the clock.',
        icon: 'headset',
      },
      lead: 'Experienced advice when you plan, and a calm, fast response when something breaks.',
      overview: [
        'Our consultants help you choose the right technology, review architectures and code, and plan upgrades before they become emergencies. Our support desk keeps the systems you depend on healthy, whether we built them or not.',
        'Support plans range from a business-hours help desk to out-of-hours cover for critical systems, with response times agreed per system, and every plan includes a monthly report of what we fixed, what we improved and what we recommend next.',
      ],
      sections: [
        {
          kind: 'cards',
          title: 'How we help',
          intro: null,
          items: [
            {
              title: 'Technology consulting',
              text: 'Independent advice on platforms, vendors and build-or-buy.',
              icon: 'lightbulb',
              metric: null,
              link: null,
            },
            {
              title: 'Architecture and code reviews',
              text: 'Find risks in security, performance and maintainability.',
              icon: 'eye',
              metric: null,
              link: null,
            },
            {
              title: 'Help desk',
              text: 'Phone, e-mail and chat support for your staff.',
              icon: 'headset',
              metric: null,
              link: null,
            },
            {
              title: '24/7 monitoring',
              text: 'Alerts triaged by engineers day and night.',
              icon: 'clock',
              metric: null,
              link: null,
            },
          ],
        },
        {
          kind: 'cta',
          title: 'Need help right now?',
          intro: 'Raise a support request and an engineer will call you back.',
          items: [
            {
              title: 'Get IT Support',
              text: null,
              icon: null,
              metric: null,
              link: '/getit-support',
            },
          ],
        },
      ],
      seoTitle: 'IT Consulting and Technical Support | {companyName}',
      description:
        'IT consulting and technical support: architecture reviews, audits, help desk and 24/7 monitoring for business-critical systems.',
      keywords: 'IT consulting, technical support, help desk, IT audit, managed support',
      illustration: '/generated/illustrations/technical-support.svg',
      order: 8,
    },
  },
];

/** A block of the seed with only the fields its kind shows. */
const block = (
  kind: ServiceSectionData['kind'],
  title: string,
  fields: Partial<ServiceSectionData>,
): ServiceSectionData => ({ kind, title, intro: null, items: [], ...fields });

const item = (title: string, fields: Partial<ServiceSectionData['items'][number]> = {}) => ({
  title,
  text: null,
  icon: null,
  metric: null,
  link: null,
  ...fields,
});

/**
 * The pages about the services as a whole: `services` (/courses/allcourses and /services: the cards
 * and two overviews) and `servicedetails` (/servicedetails: the packages and their topics). No card
 * on Home; their search texts are their `page` documents'.
 */
export const SERVICE_INDEX_PAGES: SeedDocument<'service'>[] = [
  {
    kind: 'service',
    slug: 'services',
    data: {
      heading: 'Services',
      card: null,
      lead: 'Everything you need to build, run and grow your technology.',
      overview: [],
      sections: [
        block('cards', 'What we offer', {
          items: [
            item('IT Solution', {
              text: 'End-to-end solutions that connect your teams, data and customers on a platform that grows with you.',
              icon: 'lightbulb',
            }),
            item('Web Development', {
              text: 'Responsive sites and web apps built with modern frameworks, measured for speed and accessibility.',
              icon: 'globe',
            }),
            item('Networking Services', {
              text: 'Design, installation and monitoring of secure office and branch networks, wired and wireless.',
              icon: 'network',
            }),
            item('App Optimization', {
              text: 'Profiling and tuning that cut load times, hosting costs and crashes in existing applications.',
              icon: 'gauge',
            }),
            item('Data Recovery', {
              text: 'Backup strategies and recovery drills so an outage or a deleted table never becomes a disaster.',
              icon: 'drive',
            }),
          ],
        }),
        block('text', 'Technology that supports your growth', {
          paragraphs: [
            'Whether you need a new customer portal, a faster version of an existing application or a network that keeps three offices connected, our engineers take responsibility from design to day-to-day operation.',
            'We agree on measurable goals up front, report progress every week and stay with you after launch.',
          ],
          image: '/generated/illustrations/software-development.svg',
        }),
        block('text', 'Training that turns into results', {
          paragraphs: [
            'Our courses are taught by the same engineers who deliver client projects, so the skills your team learns are the ones used in real systems today.',
          ],
          image: '/generated/illustrations/training.svg',
          items: [item('Explore our courses', { link: '/personalized' })],
        }),
      ],
      seoTitle: null,
      description: null,
      keywords: null,
      illustration: null,
      order: 100,
    },
  },
  {
    kind: 'service',
    slug: 'servicedetails',
    data: {
      heading: 'Service Details',
      card: null,
      lead: 'How our service packages work.',
      overview: [],
      sections: [
        block('list', 'Web Designing and Development Services', {
          paragraphs: [
            'We design and build websites and web applications on fixed, transparent terms. Every package includes discovery, design, development, testing, launch and a support period after go-live.',
            'Prices are agreed per phase, so you always know what the next step costs before it starts. Support requests are answered by a 24/7 help desk, and every service can be customised to your needs.',
          ],
          items: [
            item('Web Designing Services'),
            item('Web Development Services'),
            item('Flat Rate Pricing'),
            item('24/7 Help Desk Support'),
            item('IT Service Customization'),
          ],
        }),
      ],
      seoTitle: null,
      description: null,
      keywords: null,
      illustration: null,
      order: 101,
    },
  },
];
