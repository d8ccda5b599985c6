/**
 * The blog: the six teasers (they link to the course site) and the company statement
 * (`/blog/company-statement`).
 */
import type { SeedDocument } from './seed-document.js';

export const POSTS: SeedDocument<'post'>[] = [
  {
    kind: 'post',
    slug: 'habits-of-developers-who-get-hired',
    data: {
      title: 'Five habits of developers who get hired',
      author: 'Ananya Rao',
      date: '2024-11-04',
      category: 'Careers',
      tags: ['Interviews'],
      cover: { src: '/generated/illustrations/blog-1.svg', alt: 'Five habits of developers who get hired' },
      excerpt:
        'What our placement team hears from hiring managers, and how to practise it during your course.',
      body: 'What our placement team hears from hiring managers, and how to practise it during your course.',
      externalUrl: 'https://academy.orbitwise.example/blog/habits-of-developers-who-get-hired',
    },
  },
  {
    kind: 'post',
    slug: 'azure-or-aws-first',
    data: {
      title: 'Azure or AWS: which cloud should you learn first?',
      author: 'Kiran Patel',
      date: '2024-10-18',
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
      date: '2024-09-27',
      category: '.NET',
      tags: ['C#'],
      cover: { src: '/generated/illustrations/blog-3.svg', alt: 'Getting started with .NET 8 minimal APIs' },
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
      date: '2024-09-02',
      category: 'DevOps',
      tags: ['CI/CD'],
      cover: { src: '/generated/illustrations/blog-4.svg', alt: 'What a CI/CD pipeline really buys you' },
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
      date: '2024-08-12',
      category: 'AI',
      tags: ['React'],
      cover: { src: '/generated/illustrations/blog-5.svg', alt: 'Adding an AI assistant to an existing app' },
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
      date: '2024-07-22',
      category: 'Testing',
      tags: ['Playwright'],
      cover: { src: '/generated/illustrations/blog-6.svg', alt: 'Manual to automated testing in 90 days' },
      excerpt: 'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
      body: 'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
      externalUrl: 'https://academy.orbitwise.example/blog/manual-to-automated-testing',
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

/** The blog sidebar's categories and tags as the site lists them today. */
export const BLOG_CATEGORIES: string[] = ['Careers', 'Cloud', '.NET', 'DevOps', 'AI', 'Testing'];
export const BLOG_TAGS: string[] = [
  'Azure',
  'AWS',
  'C#',
  'Angular',
  'React',
  'CI/CD',
  'Interviews',
  'Playwright',
];
