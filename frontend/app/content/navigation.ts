import { paths } from '~/config/routes-table';

/** A menu entry: an in-site path, or an external address that opens in a new tab. */
export type NavLink =
  | { label: string; to: string; external?: false; mobileOnly?: boolean }
  | { label: string; href: string; external: true; mobileOnly?: boolean; returnHome?: boolean };

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

export const ABOUT_LINKS: NavLink[] = [
  { label: 'About company', to: paths.about },
  { label: 'Our Team', to: paths.team },
  { label: 'Mile Stones', to: paths.milestones },
  { label: 'Technologies', to: paths.technologies },
  { label: 'Gallery', to: paths.gallery },
  // The projects grid and the blog were linked from nowhere.
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blogGrid },
];

export const SERVICE_LINKS: NavLink[] = [
  { label: 'Software Development', to: paths.softwareDevelopment },
  { label: 'Cloud Services', to: paths.cloudServices },
  { label: 'DevOps Integration', to: paths.devopsIntegration },
  { label: 'AI Powered App Development', to: paths.aiPoweredApps },
  { label: 'Web Development', to: paths.webDevelopment },
  { label: 'Mobile Development', to: paths.mobileDevelopment },
  { label: 'Desktop App Development', to: paths.desktopDevelopment },
  { label: 'Software Education', to: paths.softwareEducation },
];

/** The training menu: three of its pages are on the course site (`courseSite`, from the `site` document). */
export const trainingLinks = (courseSite: string): NavLink[] => [
  { label: 'New Batches', href: `${courseSite}/new-batches`, external: true },
  { label: 'Online Training', href: `${courseSite}/online-training`, external: true },
  { label: 'Personalized Training', to: paths.personalizedTraining },
  { label: 'Corporate Training', to: paths.corporateTraining },
  {
    label: 'On-Job Tech Support',
    href: `${courseSite}/on-job-support`,
    external: true,
    mobileOnly: true,
    // Returns to /home while the external page opens in a new tab.
    returnHome: true,
  },
];

export const mainMenu = (courseSite: string): NavItem[] => [
  { label: 'Home', to: paths.homeAlias },
  { label: 'About Us', children: ABOUT_LINKS },
  { label: 'Services', children: SERVICE_LINKS },
  { label: 'Training', children: trainingLinks(courseSite) },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact', to: paths.contact },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Industries', to: paths.industries },
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blogGrid },
  { label: 'Events', to: paths.events },
  { label: 'Site Map', to: paths.sitemap },
];

export const FOOTER_SERVICE_LINKS: NavLink[] = [
  ...SERVICE_LINKS.slice(0, 7),
  { label: 'IT Consulting & Support', to: paths.technicalSupport },
];

export const footerTrainingLinks = (courseSite: string): NavLink[] =>
  trainingLinks(courseSite).filter((link) => !link.mobileOnly);
