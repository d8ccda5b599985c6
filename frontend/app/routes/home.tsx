import { Link } from 'react-router';
import {
  BlogsSection,
  CoreTeamSection,
  CountersSection,
  IndustriesSection,
  PortfolioCarouselSection,
  ServicesSection,
  SkillsSection,
  TechnologiesSection,
  TestimonialsSection,
} from '~/components/sections';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { FIGURES } from '~/content/figures';
import { HOME_PORTFOLIO } from '~/content/portfolio';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `${SITE.name} | Software Development and IT Training`,
      description:
        'Orbitwise Technologies builds web, mobile, desktop, cloud and AI software and trains developers through personalized and corporate programmes.',
      keywords: 'software development, IT training, cloud services, DevOps, AI apps, corporate training',
      canonical: `${SITE.origin}/`,
      image: '/generated/illustrations/hero.svg',
    },
    location.pathname,
  );

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div>
            <p className="eyebrow eyebrow-light">
              Software development · IT training · Since {FIGURES.founded}
            </p>
            <h1>Software that works. People who can build it.</h1>
            <p className="lead">
              For {FIGURES.years} years {SITE.name} has designed, built and supported software for businesses
              of every size, and trained the engineers who keep it running.
            </p>
            <div className="hero-actions">
              <Link className="button" to={paths.about}>
                Learn More<span className="visually-hidden"> about {SITE.name}</span>
              </Link>
              <Link className="button button-outline" to={paths.contact}>
                Contact Us
              </Link>
            </div>
          </div>
          <img
            className="hero-art"
            src="/generated/illustrations/hero.svg"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
          />
        </div>
      </section>
      <ServicesSection />
      <SkillsSection />
      <CountersSection />
      <TechnologiesSection />
      <IndustriesSection />
      <PortfolioCarouselSection items={HOME_PORTFOLIO} />
      <TestimonialsSection />
      <CoreTeamSection />
      <BlogsSection />
    </>
  );
}
