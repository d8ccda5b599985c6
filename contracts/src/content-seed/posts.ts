/**
 * The blog: 24 distinct posts, newest first (one has its page here, the others link to the course site;
 * /bloggrid shows them six to a page, each category and tag has its page), and the company statement
 * (`/blog/company-statement`).
 */
import type { SeedDocument } from './seed-document.js';

/** The one seeded article with its page on this site (/bloggrid/post/habits-of-developers-who-get-hired). */
const HABITS_BODY = [
  'Every year our placement team talks to hundreds of hiring managers. The developers they hire are not always the ones with the longest list of technologies. They are the ones who show a few habits consistently.',
  '## Five habits',
  '1. **They read code as often as they write it.** Open-source projects, a colleague\u2019s pull request, the framework they use every day.\n2. **They explain their decisions in plain language.** Why this table, why this library, what they would change next time.\n3. **They test their own work before anyone asks.** A few unit tests and one end-to-end check say more than a promise.\n4. **They finish small projects instead of starting big ones.** One deployed application beats three half-built ones.\n5. **They keep learning in public**, through notes, blog posts or open-source contributions.',
  '> Show me one project you finished and can explain, and I will learn more than from your CV.',
  '## Practising them during your course',
  'Each module ends with a small project you deploy and present to your trainer and your batch. Keep the repository public, write a short README that explains your choices, and add the tests you ran. By the end of the course you have a portfolio that shows all five habits.',
].join('\n\n');

export const POSTS: SeedDocument<'post'>[] = [
  {
    kind: 'post',
    slug: 'habits-of-developers-who-get-hired',
    data: {
      title: 'Five habits of developers who get hired',
      author: 'Ananya Rao',
      date: '2026-11-04',
      category: 'Careers',
      tags: ['Interviews'],
      cover: {
        src: '/generated/illustrations/blog-1.svg',
        alt: 'Five habits of developers who get hired',
      },
      excerpt:
        'What our placement team hears from hiring managers, and how to practise it during your course.',
      body: HABITS_BODY,
      externalUrl: null,
    },
  },
  {
    kind: 'post',
    slug: 'azure-or-aws-first',
    data: {
      title: 'Azure or AWS: which cloud should you learn first?',
      author: 'Kiran Patel',
      date: '2026-10-18',
      category: 'Cloud',
      tags: ['Azure', 'AWS'],
      cover: {
        src: '/generated/illustrations/blog-2.svg',
        alt: 'Azure or AWS: which cloud should you learn first?',
      },
      excerpt: 'A practical comparison for beginners, based on the job postings we tracked this year.',
      body: 'A practical comparison for beginners, based on the job postings we tracked this year.',
      externalUrl: 'https://academy.orbitwise.example/blog/azure-or-aws-first',
    },
  },
  {
    kind: 'post',
    slug: 'dotnet-8-minimal-apis',
    data: {
      title: 'Getting started with .NET 8 minimal APIs',
      author: 'Fatima Khan',
      date: '2026-09-27',
      category: '.NET',
      tags: ['C#'],
      cover: {
        src: '/generated/illustrations/blog-3.svg',
        alt: 'Getting started with .NET 8 minimal APIs',
      },
      excerpt:
        'Build and test a small REST API in under an hour, with the tooling we use on client projects.',
      body: 'Build and test a small REST API in under an hour, with the tooling we use on client projects.',
      externalUrl: 'https://academy.orbitwise.example/blog/dotnet-8-minimal-apis',
    },
  },
  {
    kind: 'post',
    slug: 'what-ci-cd-buys-you',
    data: {
      title: 'What a CI/CD pipeline really buys you',
      author: 'Vikram Singh',
      date: '2026-09-02',
      category: 'DevOps',
      tags: ['CI/CD'],
      cover: {
        src: '/generated/illustrations/blog-4.svg',
        alt: 'What a CI/CD pipeline really buys you',
      },
      excerpt: 'Fewer late nights and faster feedback: the business case for DevOps in plain language.',
      body: 'Fewer late nights and faster feedback: the business case for DevOps in plain language.',
      externalUrl: 'https://academy.orbitwise.example/blog/what-ci-cd-buys-you',
    },
  },
  {
    kind: 'post',
    slug: 'ai-assistant-in-existing-app',
    data: {
      title: 'Adding an AI assistant to an existing app',
      author: 'David Chen',
      date: '2026-08-12',
      category: 'AI',
      tags: [],
      cover: {
        src: '/generated/illustrations/blog-5.svg',
        alt: 'Adding an AI assistant to an existing app',
      },
      excerpt: 'Lessons from three client projects on grounding, cost control and measuring usefulness.',
      body: 'Lessons from three client projects on grounding, cost control and measuring usefulness.',
      externalUrl: 'https://academy.orbitwise.example/blog/ai-assistant-in-existing-app',
    },
  },
  {
    kind: 'post',
    slug: 'manual-to-automated-testing',
    data: {
      title: 'Manual to automated testing in 90 days',
      author: 'Maria Santos',
      date: '2026-07-22',
      category: 'Testing',
      tags: ['Playwright'],
      cover: {
        src: '/generated/illustrations/blog-6.svg',
        alt: 'Manual to automated testing in 90 days',
      },
      excerpt: 'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
      body: 'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
      externalUrl: 'https://academy.orbitwise.example/blog/manual-to-automated-testing',
    },
  },
  {
    kind: 'post',
    slug: 'angular-signals-in-practice',
    data: {
      title: 'Angular signals in practice',
      author: 'Fatima Khan',
      date: '2026-07-01',
      category: 'Web',
      tags: ['Angular'],
      cover: {
        src: '/generated/illustrations/blog-1.svg',
        alt: 'Angular signals in practice',
      },
      excerpt: 'Where signals simplified a large client dashboard, and where we kept RxJS on purpose.',
      body: 'Where signals simplified a large client dashboard, and where we kept RxJS on purpose.',
      externalUrl: 'https://academy.orbitwise.example/blog/angular-signals-in-practice',
    },
  },
  {
    kind: 'post',
    slug: 'react-server-components-for-business-sites',
    data: {
      title: 'Do business websites need React Server Components?',
      author: 'David Chen',
      date: '2026-06-17',
      category: 'Web',
      tags: ['React'],
      cover: {
        src: '/generated/illustrations/blog-2.svg',
        alt: 'Do business websites need React Server Components?',
      },
      excerpt:
        'Prerendering, islands or server components: how we choose for marketing sites that must load fast.',
      body: 'Prerendering, islands or server components: how we choose for marketing sites that must load fast.',
      externalUrl: 'https://academy.orbitwise.example/blog/react-server-components-for-business-sites',
    },
  },
  {
    kind: 'post',
    slug: 'az-400-study-plan',
    data: {
      title: 'An eight-week study plan for AZ-400',
      author: 'Vikram Singh',
      date: '2026-06-03',
      category: 'DevOps',
      tags: ['Azure'],
      cover: {
        src: '/generated/illustrations/blog-3.svg',
        alt: 'An eight-week study plan for AZ-400',
      },
      excerpt: 'The order we teach the DevOps Engineer Expert topics in, with the labs that matter most.',
      body: 'The order we teach the DevOps Engineer Expert topics in, with the labs that matter most.',
      externalUrl: 'https://academy.orbitwise.example/blog/az-400-study-plan',
    },
  },
  {
    kind: 'post',
    slug: 'first-technical-interview',
    data: {
      title: 'Your first technical interview: what to expect',
      author: 'Ananya Rao',
      date: '2026-05-20',
      category: 'Careers',
      tags: ['Interviews'],
      cover: {
        src: '/generated/illustrations/blog-4.svg',
        alt: 'Your first technical interview: what to expect',
      },
      excerpt:
        'From the screening call to the take-home task, each step explained by the people who run them.',
      body: 'From the screening call to the take-home task, each step explained by the people who run them.',
      externalUrl: 'https://academy.orbitwise.example/blog/first-technical-interview',
    },
  },
  {
    kind: 'post',
    slug: 'playwright-flaky-tests',
    data: {
      title: 'Five causes of flaky Playwright tests, and their fixes',
      author: 'Maria Santos',
      date: '2026-05-06',
      category: 'Testing',
      tags: ['Playwright'],
      cover: {
        src: '/generated/illustrations/blog-5.svg',
        alt: 'Five causes of flaky Playwright tests, and their fixes',
      },
      excerpt:
        'Waiting for the right thing, isolating data and reading traces: what stabilised our own suites.',
      body: 'Waiting for the right thing, isolating data and reading traces: what stabilised our own suites.',
      externalUrl: 'https://academy.orbitwise.example/blog/playwright-flaky-tests',
    },
  },
  {
    kind: 'post',
    slug: 'csharp-records-and-pattern-matching',
    data: {
      title: 'C# records and pattern matching for everyday code',
      author: 'Kiran Patel',
      date: '2026-04-22',
      category: '.NET',
      tags: ['C#'],
      cover: {
        src: '/generated/illustrations/blog-6.svg',
        alt: 'C# records and pattern matching for everyday code',
      },
      excerpt: 'Small, readable domain models with records, and switch expressions that the compiler checks.',
      body: 'Small, readable domain models with records, and switch expressions that the compiler checks.',
      externalUrl: 'https://academy.orbitwise.example/blog/csharp-records-and-pattern-matching',
    },
  },
  {
    kind: 'post',
    slug: 'aws-lambda-cold-starts',
    data: {
      title: 'Measuring AWS Lambda cold starts before they hurt',
      author: 'David Chen',
      date: '2026-04-08',
      category: 'Cloud',
      tags: ['AWS'],
      cover: {
        src: '/generated/illustrations/blog-1.svg',
        alt: 'Measuring AWS Lambda cold starts before they hurt',
      },
      excerpt: 'How we measured start-up time on a client API and which settings brought it under 300 ms.',
      body: 'How we measured start-up time on a client API and which settings brought it under 300 ms.',
      externalUrl: 'https://academy.orbitwise.example/blog/aws-lambda-cold-starts',
    },
  },
  {
    kind: 'post',
    slug: 'prompt-design-for-support-bots',
    data: {
      title: 'Prompt design for customer support bots',
      author: 'Ananya Rao',
      date: '2026-03-25',
      category: 'AI',
      tags: [],
      cover: {
        src: '/generated/illustrations/blog-2.svg',
        alt: 'Prompt design for customer support bots',
      },
      excerpt: 'Grounding answers in your own documents, refusing politely and handing over to a person.',
      body: 'Grounding answers in your own documents, refusing politely and handing over to a person.',
      externalUrl: 'https://academy.orbitwise.example/blog/prompt-design-for-support-bots',
    },
  },
  {
    kind: 'post',
    slug: 'github-actions-for-dotnet',
    data: {
      title: 'A GitHub Actions pipeline for a .NET solution',
      author: 'Vikram Singh',
      date: '2026-03-11',
      category: '.NET',
      tags: ['CI/CD', 'Azure'],
      cover: {
        src: '/generated/illustrations/blog-3.svg',
        alt: 'A GitHub Actions pipeline for a .NET solution',
      },
      excerpt: 'Build, test, publish and deploy to Azure App Service, with caching that halves the run time.',
      body: 'Build, test, publish and deploy to Azure App Service, with caching that halves the run time.',
      externalUrl: 'https://academy.orbitwise.example/blog/github-actions-for-dotnet',
    },
  },
  {
    kind: 'post',
    slug: 'career-switch-to-it-at-30',
    data: {
      title: 'Switching to IT at thirty: three stories',
      author: 'Fatima Khan',
      date: '2026-02-26',
      category: 'Careers',
      tags: [],
      cover: {
        src: '/generated/illustrations/blog-4.svg',
        alt: 'Switching to IT at thirty: three stories',
      },
      excerpt:
        'Former accountants, teachers and engineers on the course, the first job and what they would change.',
      body: 'Former accountants, teachers and engineers on the course, the first job and what they would change.',
      externalUrl: 'https://academy.orbitwise.example/blog/career-switch-to-it-at-30',
    },
  },
  {
    kind: 'post',
    slug: 'sql-indexes-explained',
    data: {
      title: 'SQL Server indexes explained with one table',
      author: 'Kiran Patel',
      date: '2026-02-12',
      category: '.NET',
      tags: ['Cloud'],
      cover: {
        src: '/generated/illustrations/blog-5.svg',
        alt: 'SQL Server indexes explained with one table',
      },
      excerpt:
        'Clustered, non-clustered and covering indexes, shown on a single orders table and its query plans.',
      body: 'Clustered, non-clustered and covering indexes, shown on a single orders table and its query plans.',
      externalUrl: 'https://academy.orbitwise.example/blog/sql-indexes-explained',
    },
  },
  {
    kind: 'post',
    slug: 'api-testing-with-playwright',
    data: {
      title: 'API testing with Playwright, no browser needed',
      author: 'Maria Santos',
      date: '2026-01-29',
      category: 'Testing',
      tags: ['Playwright'],
      cover: {
        src: '/generated/illustrations/blog-6.svg',
        alt: 'API testing with Playwright, no browser needed',
      },
      excerpt: 'Using the request fixture to test REST APIs in the same suite as the user interface.',
      body: 'Using the request fixture to test REST APIs in the same suite as the user interface.',
      externalUrl: 'https://academy.orbitwise.example/blog/api-testing-with-playwright',
    },
  },
  {
    kind: 'post',
    slug: 'react-forms-that-validate-once',
    data: {
      title: 'React forms that validate the same way as the server',
      author: 'David Chen',
      date: '2026-01-15',
      category: 'Web',
      tags: ['React'],
      cover: {
        src: '/generated/illustrations/blog-1.svg',
        alt: 'React forms that validate the same way as the server',
      },
      excerpt:
        'One set of rules shared by the browser and the API, so users never meet a second round of errors.',
      body: 'One set of rules shared by the browser and the API, so users never meet a second round of errors.',
      externalUrl: 'https://academy.orbitwise.example/blog/react-forms-that-validate-once',
    },
  },
  {
    kind: 'post',
    slug: 'infrastructure-as-code-first-steps',
    data: {
      title: 'Infrastructure as code: first steps with Bicep',
      author: 'Vikram Singh',
      date: '2026-01-02',
      category: 'DevOps',
      tags: ['Azure'],
      cover: {
        src: '/generated/illustrations/blog-2.svg',
        alt: 'Infrastructure as code: first steps with Bicep',
      },
      excerpt: 'Describing an Azure web app, its database and its secrets in one file you can review.',
      body: 'Describing an Azure web app, its database and its secrets in one file you can review.',
      externalUrl: 'https://academy.orbitwise.example/blog/infrastructure-as-code-first-steps',
    },
  },
  {
    kind: 'post',
    slug: 'angular-to-standalone-components',
    data: {
      title: 'Moving an Angular app to standalone components',
      author: 'Fatima Khan',
      date: '2025-12-11',
      category: 'Web',
      tags: ['Angular'],
      cover: {
        src: '/generated/illustrations/blog-3.svg',
        alt: 'Moving an Angular app to standalone components',
      },
      excerpt: 'A module-by-module migration plan that kept a client release train running every two weeks.',
      body: 'A module-by-module migration plan that kept a client release train running every two weeks.',
      externalUrl: 'https://academy.orbitwise.example/blog/angular-to-standalone-components',
    },
  },
  {
    kind: 'post',
    slug: 'ai-code-review-assistants',
    data: {
      title: 'What AI code review assistants catch, and what they miss',
      author: 'Kiran Patel',
      date: '2025-11-27',
      category: 'AI',
      tags: ['CI/CD'],
      cover: {
        src: '/generated/illustrations/blog-4.svg',
        alt: 'What AI code review assistants catch, and what they miss',
      },
      excerpt: 'Three months of AI review comments on our own pull requests, sorted by usefulness.',
      body: 'Three months of AI review comments on our own pull requests, sorted by usefulness.',
      externalUrl: 'https://academy.orbitwise.example/blog/ai-code-review-assistants',
    },
  },
  {
    kind: 'post',
    slug: 'salary-negotiation-for-freshers',
    data: {
      title: 'Salary conversations for freshers',
      author: 'Ananya Rao',
      date: '2025-11-13',
      category: 'Careers',
      tags: ['Interviews'],
      cover: {
        src: '/generated/illustrations/blog-5.svg',
        alt: 'Salary conversations for freshers',
      },
      excerpt: 'Knowing the range, timing the question and comparing offers beyond the monthly figure.',
      body: 'Knowing the range, timing the question and comparing offers beyond the monthly figure.',
      externalUrl: 'https://academy.orbitwise.example/blog/salary-negotiation-for-freshers',
    },
  },
  {
    kind: 'post',
    slug: 'aws-vs-azure-devops-tooling',
    data: {
      title: 'Cloud DevOps tooling compared: AWS and Azure',
      author: 'Vikram Singh',
      date: '2025-10-30',
      category: 'DevOps',
      tags: ['AWS', 'Azure'],
      cover: {
        src: '/generated/illustrations/blog-6.svg',
        alt: 'Cloud DevOps tooling compared: AWS and Azure',
      },
      excerpt:
        'CodePipeline and Azure Pipelines side by side on one small service, from commit to production.',
      body: 'CodePipeline and Azure Pipelines side by side on one small service, from commit to production.',
      externalUrl: 'https://academy.orbitwise.example/blog/aws-vs-azure-devops-tooling',
    },
  },
  {
    kind: 'post',
    slug: 'company-statement',
    data: {
      title: 'A statement from Orbitwise Technologies',
      author: 'Orbitwise Technologies',
      date: '2024-06-10',
      category: 'Company',
      tags: [],
      cover: null,
      excerpt:
        'We have become aware of another company using names, course material and testimonials that closely resemble ours. Some students and clients have contacted that company believing they were dealing with us.',
      body: 'We have become aware of another company using names, course material and testimonials that closely resemble ours. Some students and clients have contacted that company believing they were dealing with us.\n\nOrbitwise Technologies is not affiliated with that company in any way. We have not licensed our name, our curriculum or our trainers to any third party, and we do not take payments through any channel other than those listed on this website.\n\nWe have raised the matter through the proper legal channels and are cooperating fully with the relevant authorities. Out of respect for that process we will not comment further on the details.\n\nIf you are unsure whether you are speaking to us, please call or e-mail us using the contact details on this website before you share personal information or make a payment. Our team will gladly confirm any enrolment, invoice or offer.\n\nWe thank our students, clients and partners for their trust and for bringing this matter to our attention.',
      externalUrl: null,
    },
  },
];
