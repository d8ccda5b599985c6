import { SITE } from '../config/site';
import { tagSlug } from './blog-tags';

export { tagSlug } from './blog-tags';

export interface BlogTeaser {
  /** The post's own slug: its tag pages and the feed's entries are keyed by it. */
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  /** Topics; each has its page at /bloggrid/tag/<tagSlug>. */
  tags: string[];
  image: string;
  href: string;
}

const post = (
  slug: string,
  title: string,
  excerpt: string,
  date: string,
  author: string,
  tags: string[],
): BlogTeaser => ({
  slug,
  title,
  excerpt,
  date,
  author,
  tags,
  // Given by withIllustrations.
  image: '',
  href: `${SITE.courseSite}/blog/${slug}`,
});

/** Gives the six illustrations to the posts in turn. */
const withIllustrations = (posts: BlogTeaser[], first = 0): BlogTeaser[] =>
  posts.map((p, i) => ({ ...p, image: `/generated/illustrations/blog-${((first + i) % 6) + 1}.svg` }));

/** The six newest posts: the home page's teasers (two carousel pages) and /bloggrid's first page. */
export const BLOG_TEASERS: BlogTeaser[] = /* @__PURE__ */ withIllustrations([
  post(
    'habits-of-developers-who-get-hired',
    'Five habits of developers who get hired',
    'What our placement team hears from hiring managers, and how to practise it during your course.',
    '2024-11-04',
    'Ananya Rao',
    ['Careers', 'Interviews'],
  ),
  post(
    'azure-or-aws-first',
    'Azure or AWS: which cloud should you learn first?',
    'A practical comparison for beginners, based on the job postings we tracked this year.',
    '2024-10-18',
    'Kiran Patel',
    ['Cloud', 'Azure', 'AWS'],
  ),
  post(
    'dotnet-8-minimal-apis',
    'Getting started with .NET 8 minimal APIs',
    'Build and test a small REST API in under an hour, with the tooling we use on client projects.',
    '2024-09-27',
    'Fatima Khan',
    ['.NET', 'C#'],
  ),
  post(
    'what-ci-cd-buys-you',
    'What a CI/CD pipeline really buys you',
    'Fewer late nights and faster feedback: the business case for DevOps in plain language.',
    '2024-09-02',
    'Vikram Singh',
    ['DevOps', 'CI/CD'],
  ),
  post(
    'ai-assistant-in-existing-app',
    'Adding an AI assistant to an existing app',
    'Lessons from three client projects on grounding, cost control and measuring usefulness.',
    '2024-08-12',
    'David Chen',
    ['AI'],
  ),
  post(
    'manual-to-automated-testing',
    'Manual to automated testing in 90 days',
    'A step-by-step plan for QA engineers moving to Selenium and Playwright.',
    '2024-07-22',
    'Maria Santos',
    ['Testing', 'Playwright'],
  ),
]);

/**
 * The older posts, on /bloggrid's later pages. Built in a function, so that the bundler can drop them
 * from the home page's JavaScript (a pure call's arguments would still be evaluated).
 */
const olderPosts = (): BlogTeaser[] =>
  withIllustrations(
    [
      post(
        'angular-signals-in-practice',
        'Angular signals in practice',
        'Where signals simplified a large client dashboard, and where we kept RxJS on purpose.',
        '2024-07-01',
        'Fatima Khan',
        ['Angular'],
      ),
      post(
        'react-server-components-for-business-sites',
        'Do business websites need React Server Components?',
        'Prerendering, islands or server components: how we choose for marketing sites that must load fast.',
        '2024-06-17',
        'David Chen',
        ['React'],
      ),
      post(
        'az-400-study-plan',
        'An eight-week study plan for AZ-400',
        'The order we teach the DevOps Engineer Expert topics in, with the labs that matter most.',
        '2024-06-03',
        'Vikram Singh',
        ['Azure', 'DevOps'],
      ),
      post(
        'first-technical-interview',
        'Your first technical interview: what to expect',
        'From the screening call to the take-home task, each step explained by the people who run them.',
        '2024-05-20',
        'Ananya Rao',
        ['Interviews', 'Careers'],
      ),
      post(
        'playwright-flaky-tests',
        'Five causes of flaky Playwright tests, and their fixes',
        'Waiting for the right thing, isolating data and reading traces: what stabilised our own suites.',
        '2024-05-06',
        'Maria Santos',
        ['Playwright', 'Testing'],
      ),
      post(
        'csharp-records-and-pattern-matching',
        'C# records and pattern matching for everyday code',
        'Small, readable domain models with records, and switch expressions that the compiler checks.',
        '2024-04-22',
        'Kiran Patel',
        ['C#', '.NET'],
      ),
      post(
        'aws-lambda-cold-starts',
        'Measuring AWS Lambda cold starts before they hurt',
        'How we measured start-up time on a client API and which settings brought it under 300 ms.',
        '2024-04-08',
        'David Chen',
        ['AWS', 'Cloud'],
      ),
      post(
        'prompt-design-for-support-bots',
        'Prompt design for customer support bots',
        'Grounding answers in your own documents, refusing politely and handing over to a person.',
        '2024-03-25',
        'Ananya Rao',
        ['AI'],
      ),
      post(
        'github-actions-for-dotnet',
        'A GitHub Actions pipeline for a .NET solution',
        'Build, test, publish and deploy to Azure App Service, with caching that halves the run time.',
        '2024-03-11',
        'Vikram Singh',
        ['CI/CD', '.NET', 'Azure'],
      ),
      post(
        'career-switch-to-it-at-30',
        'Switching to IT at thirty: three stories',
        'Former accountants, teachers and engineers on the course, the first job and what they would change.',
        '2024-02-26',
        'Fatima Khan',
        ['Careers'],
      ),
      post(
        'sql-indexes-explained',
        'SQL Server indexes explained with one table',
        'Clustered, non-clustered and covering indexes, shown on a single orders table and its query plans.',
        '2024-02-12',
        'Kiran Patel',
        ['.NET', 'Cloud'],
      ),
      post(
        'api-testing-with-playwright',
        'API testing with Playwright, no browser needed',
        'Using the request fixture to test REST APIs in the same suite as the user interface.',
        '2024-01-29',
        'Maria Santos',
        ['Playwright', 'Testing'],
      ),
      post(
        'react-forms-that-validate-once',
        'React forms that validate the same way as the server',
        'One set of rules shared by the browser and the API, so users never meet a second round of errors.',
        '2024-01-15',
        'David Chen',
        ['React'],
      ),
      post(
        'infrastructure-as-code-first-steps',
        'Infrastructure as code: first steps with Bicep',
        'Describing an Azure web app, its database and its secrets in one file you can review.',
        '2024-01-02',
        'Vikram Singh',
        ['Azure', 'DevOps'],
      ),
      post(
        'angular-to-standalone-components',
        'Moving an Angular app to standalone components',
        'A module-by-module migration plan that kept a client release train running every two weeks.',
        '2023-12-11',
        'Fatima Khan',
        ['Angular'],
      ),
      post(
        'ai-code-review-assistants',
        'What AI code review assistants catch, and what they miss',
        'Three months of AI review comments on our own pull requests, sorted by usefulness.',
        '2023-11-27',
        'Kiran Patel',
        ['AI', 'CI/CD'],
      ),
      post(
        'salary-negotiation-for-freshers',
        'Salary conversations for freshers',
        'Knowing the range, timing the question and comparing offers beyond the monthly figure.',
        '2023-11-13',
        'Ananya Rao',
        ['Careers', 'Interviews'],
      ),
      post(
        'aws-vs-azure-devops-tooling',
        'Cloud DevOps tooling compared: AWS and Azure',
        'CodePipeline and Azure Pipelines side by side on one small service, from commit to production.',
        '2023-10-30',
        'Vikram Singh',
        ['AWS', 'Azure', 'DevOps'],
      ),
    ],
    BLOG_TEASERS.length,
  );

/** Every post, newest first. */
export const BLOG_POSTS: BlogTeaser[] = /* @__PURE__ */ BLOG_TEASERS.concat(/* @__PURE__ */ olderPosts());

/** Posts per page of /bloggrid. */
export const BLOG_PAGE_SIZE = 6;

/** The number of /bloggrid pages. */
export const blogPageCount = (posts: readonly BlogTeaser[] = BLOG_POSTS): number =>
  Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));

/** The posts of page `n` (1-based). */
export const blogPage = (n: number, posts: readonly BlogTeaser[] = BLOG_POSTS): BlogTeaser[] =>
  posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE);

/** Every tag in use, in order of first use. */
export const blogTags = (posts: readonly BlogTeaser[] = BLOG_POSTS): string[] => [
  ...new Set(posts.flatMap((p) => p.tags)),
];

/** The posts under one tag (by its slug), newest first. */
export const postsTagged = (slug: string, posts: readonly BlogTeaser[] = BLOG_POSTS): BlogTeaser[] =>
  posts.filter((p) => p.tags.some((t) => tagSlug(t) === slug));

/** The sidebar's categories: the broad topics among the tags. */
export const BLOG_CATEGORIES = ['Careers', 'Cloud', '.NET', 'DevOps', 'AI', 'Testing'];
/** The sidebar's tag cloud: the narrower tags. */
export const BLOG_TAGS = /* @__PURE__ */ blogTags().filter((t) => !BLOG_CATEGORIES.includes(t));

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
