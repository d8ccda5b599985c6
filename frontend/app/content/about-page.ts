/**
 * The About page's data made from the site's content: the route's loader calls it at build time, the
 * console's preview with the draft (a route's loader is not in the browser's build of its module).
 */
import { aboutOf } from './about';
import { clients } from './clients';
import { companyOf, pageTextOf } from './company';
import { figuresOf } from './figures';
import { countersOf } from './milestones';
import { pageCopyOf, sectionText, withCount } from './page-copy';
import { aboutPortfolio } from './portfolio';
import type { SiteContent } from './site-content';
import { coreTeam } from './team';
import { testimonials } from './testimonials';

export function aboutPageOf(content: SiteContent) {
  const figures = figuresOf(content);
  const copy = pageCopyOf(content, 'about');
  const portfolio = aboutPortfolio(content);
  return {
    seo: pageTextOf(content, 'about'),
    companyShortName: companyOf(content).shortName,
    copy,
    headings: {
      portfolio: withCount(sectionText(copy, 'portfolio'), portfolio.length),
      clients: sectionText(copy, 'clients'),
      whyUs: sectionText(copy, 'why-us'),
      values: sectionText(copy, 'values'),
      skills: sectionText(copy, 'skills'),
      team: sectionText(copy, 'team'),
      story: sectionText(copy, 'story'),
      whyChoose: sectionText(copy, 'why-choose'),
      testimonials: sectionText(copy, 'testimonials'),
    },
    about: aboutOf(content),
    counters: countersOf(figures),
    portfolio,
    testimonials: testimonials(content),
    clients: clients(content),
    coreTeam: coreTeam(content),
  };
}
