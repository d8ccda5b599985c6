import { SITE } from '~/config/site';

export interface BlogTeaser {
  title: string;
  excerpt: string;
  date: string;
  author: string;
  image: string;
  href: string;
}

/** Six blog teasers (two carousel pages); they link to the external course site. */
export const BLOG_TEASERS: BlogTeaser[] = [
  {
    title: 'Five habits of developers who get hired',
    excerpt: 'What our placement team hears from hiring managers, and how to practise it during your course.',
    date: '2024-11-04',
    author: 'Ananya Rao',
    image: '/generated/illustrations/blog-1.svg',
    href: `${SITE.courseSite}/blog/habits-of-developers-who-get-hired`,
  },
  {
    title: 'Azure or AWS: which cloud should you learn first?',
    excerpt: 'A practical comparison for beginners, based on the job postings we tracked this year.',
    date: '2024-10-18',
    author: 'Kiran Patel',
    image: '/generated/illustrations/blog-2.svg',
    href: `${SITE.courseSite}/blog/azure-or-aws-first`,
  },
  {
    title: 'Getting started with .NET 8 minimal APIs',
    excerpt: 'Build and test a small REST API in under an hour, with the tooling we use on client projects.',
    date: '2024-09-27',
    author: 'Fatima Khan',
    image: '/generated/illustrations/blog-3.svg',
    href: `${SITE.courseSite}/blog/dotnet-8-minimal-apis`,
  },
  {
    title: 'What a CI/CD pipeline really buys you',
    excerpt: 'Fewer late nights and faster feedback: the business case for DevOps in plain language.',
    date: '2024-09-02',
    author: 'Vikram Singh',
    image: '/generated/illustrations/blog-4.svg',
    href: `${SITE.courseSite}/blog/what-ci-cd-buys-you`,
  },
  {
    title: 'Adding an AI assistant to an existing app',
    excerpt: 'Lessons from three client projects on grounding, cost control and measuring usefulness.',
    date: '2024-08-12',
    author: 'David Chen',
    image: '/generated/illustrations/blog-5.svg',
    href: `${SITE.courseSite}/blog/ai-assistant-in-existing-app`,
  },
  {
    title: 'Manual to automated testing in 90 days',
    excerpt: 'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
    date: '2024-07-22',
    author: 'Maria Santos',
    image: '/generated/illustrations/blog-6.svg',
    href: `${SITE.courseSite}/blog/manual-to-automated-testing`,
  },
];

/** Placeholder posts of /bloggrid: four static pages of six. */
export const BLOG_GRID_PAGES: BlogTeaser[][] = [0, 1, 2, 3].map((page) =>
  BLOG_TEASERS.map((post, i) => ({
    ...post,
    title: page === 0 ? post.title : `${post.title} (part ${page + 1})`,
    image: `/generated/illustrations/blog-${((i + page) % 6) + 1}.svg`,
  })),
);

export const BLOG_CATEGORIES = ['Careers', 'Cloud', '.NET', 'DevOps', 'AI', 'Testing'];
export const BLOG_TAGS = ['Azure', 'AWS', 'C#', 'Angular', 'React', 'CI/CD', 'Interviews', 'Playwright'];

/** The company statement article (its original content is not reproduced; this is neutral copy). */
export const COMPANY_STATEMENT = {
  title: 'A statement from Orbitwise Technologies',
  date: '2024-06-10',
  paragraphs: [
    'We have become aware of another company using names, course material and testimonials that closely resemble ours. Some students and clients have contacted that company believing they were dealing with us.',
    'Orbitwise Technologies is not affiliated with that company in any way. We have not licensed our name, our curriculum or our trainers to any third party, and we do not take payments through any channel other than those listed on this website.',
    'We have raised the matter through the proper legal channels and are cooperating fully with the relevant authorities. Out of respect for that process we will not comment further on the details.',
    'If you are unsure whether you are speaking to us, please call or e-mail us using the contact details on this website before you share personal information or make a payment. Our team will gladly confirm any enrolment, invoice or offer.',
    'We thank our students, clients and partners for their trust and for bringing this matter to our attention.',
  ],
};
