/**
 * Each public page's title, description and keywords in search results, and its picture when shared:
 * one `page` document per route of the site's route table (the slug is the route's id; an alias
 * reads its route's). The pages whose text comes from their own documents (a job, a post, an event, a
 * project, a service page) are not here: their documents carry it.
 */
import type { PageData, PageSectionData } from '../content.js';
import type { SeedDocument } from './seed-document.js';

const illustration = (name: string, alt: string) => ({ src: `/generated/illustrations/${name}.svg`, alt });

/** The fields a page's text had first (search results, sharing); the visible text came later. */
type OptionalText = 'image' | 'eyebrow' | 'heading' | 'lead' | 'intro' | 'sections';

const page = (
  slug: string,
  data: Omit<PageData, OptionalText> & Partial<Pick<PageData, OptionalText>>,
): SeedDocument<'page'> => ({
  kind: 'page',
  slug,
  data: { image: null, eyebrow: null, heading: null, lead: null, intro: [], sections: [], ...data },
});

const section = (
  name: PageSectionData['section'],
  eyebrow: string | null,
  title: string,
  intro: string | null = null,
): PageSectionData => ({ section: name, eyebrow, title, intro });

// The sections Home and About share, worded alike on both.
const SKILLS = section('skills', 'Our expertise', 'Skills that deliver');
const CLIENTS = section('clients', 'Clients', 'Companies we work with');
const TESTIMONIALS = section('testimonials', 'Testimonials', 'What our clients and students say');
const CORE_TEAM = section('team', 'Leadership', 'Our Core Team');
const INDUSTRIES = section('industries', 'Where we work', 'Industries We Serve');

export const PAGES: readonly SeedDocument<'page'>[] = [
  page('home', {
    title: '{companyName} | Software Development and IT Training',
    description:
      '{companyName} builds web, mobile, desktop, cloud and AI software and trains developers through personalized and corporate programmes.',
    keywords: 'software development, IT training, cloud services, DevOps, AI apps, corporate training',
    image: illustration('hero', 'Developers building software together'),
    eyebrow: 'Software development · IT training · Since {founded}',
    heading: 'Software that works. People who can build it.',
    lead: 'For {years} years {companyName} has designed, built and supported software for businesses of every size, and trained the engineers who keep it running.',
    sections: [
      section(
        'services',
        'What we do',
        'Our Services',
        'From the first idea to the trained team that runs it.',
      ),
      SKILLS,
      INDUSTRIES,
      section(
        'portfolio',
        'Our work',
        'Portfolio',
        'A selection of products we designed, built and still support.',
      ),
      CLIENTS,
      TESTIMONIALS,
      CORE_TEAM,
      section('blogs', 'From our blog', 'Latest Blogs', 'Guides and advice from our engineers and trainers.'),
    ],
  }),
  page('about', {
    title: 'About {companyName} | Software Development and IT Training since {founded}',
    description:
      'About {companyName}: founded in {founded}, {studentsTrained}+ students trained and {applications}+ applications delivered for {happyCustomers}+ happy customers. Our history, mission, vision and values.',
    keywords: 'about {companyShortName}, software company history, IT training institute, mission and vision',
    image: illustration('about', 'The {companyName} team at work'),
    lead: 'Builders and teachers of software since {founded}.',
    sections: [
      section('portfolio', 'Our work', 'Portfolio', '{count} products we designed, built and support.'),
      CLIENTS,
      section('why-us', 'Why us', 'Why work with us'),
      section('values', 'What we believe', 'Core values'),
      SKILLS,
      CORE_TEAM,
      section('story', 'Our story', 'History, mission and vision'),
      section('why-choose', null, 'Why choose us'),
      TESTIMONIALS,
    ],
  }),
  page('team', {
    title: 'Our Team | {companyName}',
    description:
      'Meet the executive, development and digital marketing teams of {companyName}: the people behind our software and training.',
    keywords: '{companyShortName} team, leadership, software engineers, digital marketing team',
    lead: 'Engineers, trainers and storytellers who care about doing the work well.',
    sections: [
      section(
        'team-executive',
        null,
        'Executive Team',
        'The people who set our direction and answer for every commitment we make to clients and students.',
      ),
      section(
        'team-development',
        null,
        'Development Team',
        'Architects and engineers who design, build, test and run the software we deliver.',
      ),
      section(
        'team-marketing',
        null,
        'Digital Marketing Team',
        'Storytellers and analysts who help clients and students find us, and help our clients grow online.',
      ),
    ],
  }),
  page('milestones', {
    title: 'Milestones 2002-2025 | {companyName}',
    description:
      'The {companyName} timeline: projects and milestones from our first enterprise client in 2002 to AI training in 2025.',
    keywords: '{companyShortName} milestones, company timeline, software projects history',
  }),
  page('technologies', {
    title: 'Technologies We Use | {companyName}',
    description:
      'The technologies we build and teach with: .NET, Angular, React, SQL Server and MSBI, Azure and AWS, DevOps, Power Platform and testing tools.',
    keywords: '.NET, Angular, React, SQL Server, MSBI, Azure, AWS, DevOps, Power Platform, Selenium',
  }),
  page('gallery', {
    title: 'Gallery | Life at {companyName}',
    description:
      'Photos from life at {companyName}: our offices, team outings, birthdays, festivals and company anniversaries.',
    keywords: '{companyShortName} gallery, office photos, team outing, company culture',
    lead: 'Work is better with good people. A look at life at {companyShortName}.',
  }),
  page('personalized-training', {
    title: 'Personalized Training | {companyName}',
    description:
      'One-to-one IT training in .NET, Angular, SQL, Azure, DevOps and 30+ more courses, with downloadable syllabi and flexible timings.',
    keywords: 'personalized IT training, one-to-one training, .NET course, Azure course, syllabus download',
    image: illustration('personalized-training', 'A trainer coaching one developer'),
  }),
  page('corporate-training', {
    title: 'Corporate Training Programmes | {companyName}',
    description:
      'Corporate IT training for engineering teams: skills assessment, custom curriculum, hands-on labs and certification support, on-site or online.',
    keywords: 'corporate training, team upskilling, Azure training, .NET training for teams, certification',
    image: illustration('corporate-training', 'A team in a corporate training session'),
  }),
  page('training', {
    title: 'IT Training Programmes | {companyName}',
    description:
      'IT training by {companyName}: new batches, live online training, personalized coaching and corporate programmes, with our training partners.',
    keywords: 'IT training, online training, new batches, training partners',
    image: illustration('training', 'Students in an IT training class'),
  }),
  page('services', {
    title: 'Services and Courses | {companyName}',
    description:
      'IT solutions, web development, networking services, app optimization and data recovery from {companyName}.',
    keywords: 'IT services, IT solution, networking services, app optimization, data recovery',
  }),
  page('service-details', {
    title: 'Service Details | {companyName}',
    description:
      'Web designing and development services, flat rate pricing, 24/7 help desk support and IT service customization.',
    keywords: 'web designing services, flat rate pricing, help desk support, IT service customization',
  }),
  page('projects', {
    title: 'Projects | {companyName}',
    description:
      'Our projects by the work we did for them: branding, applications, web design and photography.',
    keywords: 'projects, branding, application design, web design, photography',
    lead: 'Our design and development work, by what we did for each client.',
  }),
  page('industries', {
    title: 'Industries We Serve | {companyName}',
    description:
      'Software for technology, ecommerce, insurance, logistics and shipping, hospitals, travel, education and manufacturing.',
    keywords:
      'industries, insurance software, healthcare software, logistics software, ecommerce development',
    image: illustration('industries', 'Industries we build software for'),
    sections: [INDUSTRIES],
  }),
  page('careers', {
    title: 'Careers - We Are Hiring | {companyName}',
    description:
      'Join {companyName}: openings in engineering, sales, business development, marketing and graphic design for freshers and experienced professionals.',
    keywords:
      'careers, jobs, .NET developer, Node.js engineer, sales intern, marketing executive, graphic designer',
    image: illustration('careers', 'People joining the {companyShortName} team'),
    lead: 'Grow with a team that builds software and teaches it.',
  }),
  page('contact', {
    title: 'Contact Us | {companyName}',
    description:
      'Contact {companyName} in Hyderabad: call +91 40 4000 1234, e-mail hello@orbitwise.example or send us a message.',
    keywords: 'contact {companyShortName}, software company contact, IT training enquiry',
    image: illustration('contact', 'Get in touch with {companyShortName}'),
    lead: 'We reply to every message within one business day.',
  }),
  page('it-support', {
    title: 'Get IT Support | {companyName}',
    description:
      'Request IT support from {companyName}: tell us about the problem and an engineer will call you back.',
    keywords: 'IT support request, technical support, help desk',
    lead: 'Tell us what is wrong and an engineer will call you back.',
    // The steps under "How it works", in order.
    intro: [
      'Send us your name, e-mail, phone number and country.',
      'An engineer reviews your request, usually within two business hours.',
      'We call you back, diagnose the problem and agree the next steps.',
    ],
  }),
  page('enquiry', {
    title: 'Enquiry | {companyName}',
    description:
      'Send an enquiry about our software services or training courses and one of our experts will contact you.',
    keywords: 'enquiry, software services enquiry, course enquiry',
    lead: 'Please complete this form to be connected by one of our experts.',
  }),
  page('azure', {
    title: 'AZ-400 Azure DevOps Engineer Training | {companyName}',
    description:
      'Prepare for the AZ-400 Designing and Implementing Microsoft DevOps Solutions exam with hands-on Azure training.',
    keywords: 'AZ-400, Azure DevOps training, Azure development, DevOps certification',
    heading: 'Azure Development (AZ-400)',
    intro: [
      'Our AZ-400 programme prepares developers and operations engineers to design and implement DevOps practices on Microsoft Azure: source control strategy, CI/CD with Azure Pipelines and GitHub Actions, infrastructure as code, dependency management, security and compliance, and instrumentation. Every module ends with a hands-on lab in a real Azure subscription, and the course closes with a full practice exam.',
    ],
  }),
  page('terms', {
    title: 'Terms & Conditions | {companyName}',
    description: 'The terms and conditions for using the {companyName} websites and content.',
    keywords: 'terms and conditions, website terms, licence',
  }),
  page('privacy', {
    title: 'Privacy Policy | {companyName}',
    description: 'How {companyName} collects, uses and protects your personal data, and your rights.',
    keywords: 'privacy policy, personal data, data protection',
  }),
  page('sitemap', {
    title: 'Site Map | {companyName}',
    description: 'All pages of the {companyName} website: about us, services and training.',
    keywords: 'site map, {companyShortName} pages',
  }),
  page('blog-grid', {
    title: 'Blog | {companyName}',
    description:
      'Articles on software development, cloud, DevOps, AI and careers in IT from the {companyShortName} team.',
    keywords: 'blog, software development articles, IT careers',
    lead: 'Notes from our engineers and trainers.',
  }),
  // Every tag page of the blog (/bloggrid/tag/<tag>): `{tag}` is the tag's name.
  page('blog-tag', {
    title: 'Blog: {tag} | {companyName}',
    description: 'Articles tagged {tag} from the {companyShortName} engineers and trainers.',
    keywords: 'blog, software development articles, IT careers',
    lead: 'Posts tagged {tag}.',
  }),
  page('blog-statement', {
    title: 'A statement from {companyName} | {companyName}',
    description:
      'An official statement from {companyName} about a company using names and material resembling ours.',
    keywords: '{companyShortName} statement, official notice',
    heading: 'A statement from {companyName}',
    lead: 'Published 10 June 2024',
    intro: [
      'We have become aware of another company using names, course material and testimonials that closely resemble ours. Some students and clients have contacted that company believing they were dealing with us.',
      '{companyName} is not affiliated with that company in any way. We have not licensed our name, our curriculum or our trainers to any third party, and we do not take payments through any channel other than those listed on this website.',
      'We have raised the matter through the proper legal channels and are cooperating fully with the relevant authorities. Out of respect for that process we will not comment further on the details.',
      'If you are unsure whether you are speaking to us, please call or e-mail us using the contact details on this website before you share personal information or make a payment. Our team will gladly confirm any enrolment, invoice or offer.',
      'We thank our students, clients and partners for their trust and for bringing this matter to our attention.',
    ],
  }),
  page('events', {
    title: 'Events | {companyName}',
    description:
      'Training events, workshops and meetups by {companyName}: what is coming up, and the events we have held.',
    keywords: 'events, workshops, meetups, IT training events',
    lead: 'Training events, workshops and meetups: register for the next one.',
  }),
];
