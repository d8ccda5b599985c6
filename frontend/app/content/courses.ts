import { SITE } from '~/config/site';

export interface CourseTile {
  name: string;
  href: string;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/#/g, 'sharp')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const COURSE_NAMES = [
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
];

/** About 37 course tiles; each opens its external course page in a new tab. */
export const COURSES: CourseTile[] = COURSE_NAMES.map((name) => ({
  name,
  href: `${SITE.courseSite}/courses/${slug(name)}`,
}));

export interface Syllabus {
  name: string;
  slug: string;
}

/** The eleven syllabus PDFs (generated at build time into /generated/syllabus/). */
export const SYLLABI: Syllabus[] = [
  { name: 'C#', slug: 'csharp' },
  { name: '.Net Core', slug: 'dotnet-core' },
  { name: 'AngularJS', slug: 'angularjs' },
  { name: 'Sql', slug: 'sql' },
  { name: 'Typescript', slug: 'typescript' },
  { name: '.Net MVC', slug: 'dotnet-mvc' },
  { name: 'Azure Devops', slug: 'azure-devops' },
  { name: 'CSS', slug: 'css' },
  { name: 'Microsoft Azure', slug: 'microsoft-azure' },
  { name: 'Bootstrap', slug: 'bootstrap' },
  { name: 'HTML5', slug: 'html5' },
];

export const syllabusHref = (s: Syllabus): string => `/generated/syllabus/${s.slug}.pdf`;
