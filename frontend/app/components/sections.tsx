import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { formatDate } from '~/lib/format';
import { BLOG_TEASERS } from '~/content/blogs';
import { INDUSTRIES } from '~/content/industries';
import { COUNTERS } from '~/content/milestones';
import type { PortfolioItem } from '~/content/portfolio';
import { HOME_SERVICES, SKILLS } from '~/content/services';
import { CORE_TEAM, type TeamMember } from '~/content/team';
import { TECH_LOGOS } from '~/content/technologies';
import { TESTIMONIALS } from '~/content/testimonials';
import { BrandIcon } from './brand-icon';
import { Carousel } from './carousel';
import { Icon } from './icon';
import { PortfolioCard, PortfolioGrid } from './portfolio-card';
import { ExternalLink, Section } from './section';
import { TechLogoTile } from './tech-logo';

/** Building blocks shared by Home and About, all reading typed content. */

export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Our Services"
      intro="From the first idea to the trained team that runs it."
    >
      <ul className="card-grid cols-3">
        {HOME_SERVICES.map((service) => (
          <li key={service.title} className="card feature-card">
            <span className="card-icon">
              <Icon name={service.icon} />
            </span>
            <h3>
              <Link to={service.to} className="stretched-link">
                {service.title}
              </Link>
            </h3>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SkillsSection() {
  return (
    <Section id="skills" eyebrow="Our expertise" title="Skills that deliver" tone="sky">
      <ul className="skills">
        {SKILLS.map((skill) => (
          <li key={skill.label}>
            <div className="skill-label">
              <span>{skill.label}</span>
              <span>{skill.percent}%</span>
            </div>
            <div
              className="skill-bar"
              role="progressbar"
              aria-label={skill.label}
              aria-valuenow={skill.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${skill.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CountersSection() {
  return (
    <section className="counters" aria-label="Milestones in numbers">
      <ul className="container counter-grid">
        {COUNTERS.map((counter) => (
          <li key={counter.label}>
            <strong>
              {counter.value}
              {counter.suffix}
            </strong>
            <span>{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TechnologiesSection() {
  return (
    <Section
      id="technologies"
      eyebrow="Our stack"
      title="Technologies"
      intro={
        <>
          Proven tools we build and teach with. <Link to={paths.technologies}>See all technologies</Link>.
        </>
      }
    >
      <ul className="tech-grid">
        {TECH_LOGOS.map((tech) => (
          <TechLogoTile key={tech.name} tech={tech} />
        ))}
      </ul>
    </Section>
  );
}

export function IndustriesSection({ headingTitle = 'Industries We Serve' }: { headingTitle?: string }) {
  return (
    <Section id="industries" eyebrow="Where we work" title={headingTitle} tone="sky">
      <ul className="card-grid cols-4 industries">
        {INDUSTRIES.map((industry) => (
          <li key={industry.name} className="card industry-card">
            <span className="card-icon">
              <Icon name={industry.icon} />
            </span>
            <h3>{industry.name}</h3>
            <p>{industry.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PortfolioCarouselSection({ items }: { items: PortfolioItem[] }) {
  return (
    <Section
      id="portfolio"
      eyebrow="Our work"
      title="Portfolio"
      intro="A selection of products we designed, built and still support."
    >
      <Carousel label="Portfolio" options={{ perView: 3, centered: true, loop: true }}>
        {items.map((item) => (
          <PortfolioCard key={item.id} item={item} />
        ))}
      </Carousel>
      <p className="section-more">
        <Link className="button" to={paths.about}>
          VIEW MORE<span className="visually-hidden"> of our portfolio</span>
        </Link>
      </p>
    </Section>
  );
}

export function PortfolioGridSection({ items }: { items: PortfolioItem[] }) {
  return (
    <Section
      id="portfolio"
      eyebrow="Our work"
      title="Portfolio"
      intro={`${items.length} products we designed, built and support.`}
    >
      <PortfolioGrid items={items} />
    </Section>
  );
}

export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="What our clients and students say" tone="sky">
      <Carousel label="Testimonials" options={{ perView: 3, paged: true }}>
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className="card testimonial">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong>
              <span>{t.role}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}

export function MemberCard({ member, headingLevel = 3 }: { member: TeamMember; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="card member-card">
      <img src={member.photo} alt={`Portrait of ${member.name}`} width={400} height={400} loading="lazy" />
      <Heading>{member.name}</Heading>
      <p className="member-role">{member.role}</p>
      <ul className="member-social">
        <li>
          <a
            href={member.social.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
          >
            <BrandIcon brand="linkedin" />
          </a>
        </li>
        <li>
          <a
            href={member.social.x}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on X (opens in a new tab)`}
          >
            <BrandIcon brand="x" />
          </a>
        </li>
      </ul>
    </article>
  );
}

export function CoreTeamSection() {
  return (
    <Section
      id="team"
      eyebrow="Leadership"
      title="Our Core Team"
      intro={<Link to={paths.team}>Meet the whole team</Link>}
    >
      <ul className="card-grid cols-4">
        {CORE_TEAM.map((member) => (
          <li key={member.name}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BlogsSection() {
  return (
    <Section
      id="blogs"
      eyebrow="From our blog"
      title="Latest Blogs"
      intro="Guides and advice from our engineers and trainers."
    >
      <Carousel label="Blog posts" options={{ perView: 3, paged: true }}>
        {BLOG_TEASERS.map((post) => (
          <article key={post.href} className="card blog-card">
            <img src={post.image} alt="" width={1200} height={800} loading="lazy" />
            <div className="blog-card-body">
              <p className="blog-meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
              </p>
              <h3>
                <ExternalLink href={post.href} className="stretched-link">
                  {post.title}
                </ExternalLink>
              </h3>
              <p>{post.excerpt}</p>
            </div>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
