import { CASE_STUDIES } from '@orbitwise/contracts/content-seed';

/** Every route of the spec's table, with what each page must show. */
export interface RouteExpectation {
  path: string;
  heading: string | RegExp;
  /** The visible breadcrumb Home > page. */
  breadcrumb?: boolean;
  /** BreadcrumbList JSON-LD in the head. */
  breadcrumbLd?: boolean;
  /** The schema.org type of the page's own JSON-LD (Event, JobPosting). */
  jsonLd?: string;
  /** A console page: rendered in the browser from the app shell, never prerendered (noindex). */
  console?: boolean;
  /** The HTTP status of the document, 200 unless given (the not-found screen's own address is 404). */
  status?: number;
}

const HOME_HEADING = 'Software that works. People who can build it.';

export const ROUTES: RouteExpectation[] = [
  { path: '/', heading: HOME_HEADING, jsonLd: 'Organization' },
  { path: '/home', heading: HOME_HEADING, jsonLd: 'Organization' },
  { path: '/aboutus/aboutorbitwise', heading: 'About Orbitwise', breadcrumb: true },
  { path: '/team/teams-profile', heading: 'Our Team', breadcrumb: true },
  { path: '/about/milestones', heading: 'Mile Stones', breadcrumb: true },
  { path: '/technologies', heading: 'Technologies We Use', breadcrumb: true, breadcrumbLd: true },
  { path: '/latesthome/technologies', heading: 'Technologies We Use', breadcrumb: true, breadcrumbLd: true },
  { path: '/about/gallery', heading: 'Gallery', breadcrumb: true },
  { path: '/imagesgallery/gallery', heading: 'Gallery', breadcrumb: true },
  { path: '/software-development', heading: 'Software Development', breadcrumb: true, breadcrumbLd: true },
  { path: '/cloud-service', heading: 'Cloud Services', breadcrumb: true, breadcrumbLd: true },
  { path: '/devops-integration', heading: 'DevOps Integration', breadcrumb: true, breadcrumbLd: true },
  {
    path: '/ai-poweredapp-development',
    heading: 'AI Powered App Development',
    breadcrumb: true,
    breadcrumbLd: true,
  },
  { path: '/website-development', heading: 'Web Development', breadcrumb: true, breadcrumbLd: true },
  { path: '/mobile-deveplopment', heading: 'Mobile Development', breadcrumb: true, breadcrumbLd: true },
  {
    path: '/desktopapp-deveplopment',
    heading: 'Desktop App Development',
    breadcrumb: true,
    breadcrumbLd: true,
  },
  { path: '/software-education', heading: 'Software Education', breadcrumb: true, breadcrumbLd: true },
  { path: '/softwareeducation', heading: 'Software Education', breadcrumb: true, breadcrumbLd: true },
  {
    path: '/techincial-support',
    heading: 'IT Consulting and Technical Support',
    breadcrumb: true,
    breadcrumbLd: true,
  },
  { path: '/personalized', heading: 'Personalized Training', breadcrumb: true, breadcrumbLd: true },
  { path: '/corporate-training', heading: 'Corporate Training', breadcrumb: true, breadcrumbLd: true },
  { path: '/training', heading: 'Training', breadcrumb: true },
  { path: '/training/trainingpartners', heading: 'Training', breadcrumb: true },
  { path: '/courses/allcourses', heading: 'Services', breadcrumb: true },
  { path: '/services', heading: 'Services', breadcrumb: true },
  { path: '/servicedetails', heading: 'Service Details', breadcrumb: true },
  { path: '/projects', heading: 'Projects', breadcrumb: true },
  { path: '/industries', heading: 'Industries', breadcrumb: true },
  { path: '/careers/jobs', heading: 'WE ARE HIRING', breadcrumb: true, breadcrumbLd: true },
  { path: '/contactus', heading: 'Contact Us', breadcrumb: true, jsonLd: 'Organization' },
  { path: '/getit-support', heading: 'Get IT Support', breadcrumb: true },
  { path: '/enquery', heading: 'Enquiry', breadcrumb: true },
  { path: '/az-400', heading: 'Azure Development (AZ-400)', breadcrumb: true },
  { path: '/terms-condition', heading: 'Terms & Conditions', breadcrumb: true },
  { path: '/privacypolicy', heading: 'Privacy Policy', breadcrumb: true },
  { path: '/sitemap', heading: 'Site Map', breadcrumb: true },
  { path: '/bloggrid', heading: 'Blog', breadcrumb: true },
  // An alias of the seeded article (its canonical link names the article's own page).
  { path: '/blogdetails', heading: 'Five habits of developers who get hired', breadcrumb: true },
  // A post without an address elsewhere has its own page.
  {
    path: '/bloggrid/post/habits-of-developers-who-get-hired',
    heading: 'Five habits of developers who get hired',
    breadcrumb: true,
    jsonLd: 'BlogPosting',
  },
  { path: '/blog/company-statement', heading: 'A statement from Orbitwise Technologies', breadcrumb: true },
  { path: '/events/microsoft/ai-skills-fest/register', heading: 'Microsoft AI Skills Fest', jsonLd: 'Event' },
  { path: '/events', heading: 'Events', breadcrumb: true, breadcrumbLd: true },
  {
    path: '/events/hyderabad-dotnet-azure-meetup-2027',
    heading: 'Hyderabad .NET and Azure Meetup',
    jsonLd: 'Event',
  },
  // The console: signed out, /admin and /admin/dashboard go to its login page.
  { path: '/admin', heading: 'Admin Login', console: true },
  { path: '/admin/login', heading: 'Admin Login', console: true },
  { path: '/admin/dashboard', heading: 'Admin Login', console: true },
  { path: '/pagenotfound', heading: 'Not found', status: 404 },
  ...CASE_STUDIES.map(({ slug: id }) => ({ path: `/portfolio/${id}`, heading: /\S/, breadcrumb: true })),
];
