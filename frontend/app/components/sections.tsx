// The sections shared by Home, About, Industries, Team and Milestones live one per module in
// ./sections/, so a page loads only the ones it renders (and can defer those below the fold, see
// ./deferred.tsx). This file re-exports them for convenience; pages import the modules directly.
export { ServicesSection } from './sections/services';
export { SkillsSection } from './sections/skills';
export { CountersSection } from './sections/counters';
export { TechnologiesSection } from './sections/technologies';
export { IndustriesSection } from './sections/industries';
export { PortfolioCarouselSection } from './sections/portfolio-carousel';
export { PortfolioGridSection } from './sections/portfolio-grid';
export { TestimonialsSection } from './sections/testimonials';
export { MemberCard } from './sections/member-card';
export { CoreTeamSection } from './sections/core-team';
export { BlogsSection } from './sections/blogs';
