import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { PortfolioCard } from '~/components/portfolio-card';
import { ExternalLink, Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import {
  isListedProject,
  PORTFOLIO,
  portfolioImage,
  portfolioScreenshot,
  type PortfolioItem,
} from '~/content/portfolio';
import { isPortfolioId, morePortfolioIds } from '~/content/portfolio-ids';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/portfolio-detail';
import NotFound from './not-found';

export const meta: Route.MetaFunction = ({ params, location }) => {
  if (!isPortfolioId(params.name)) return [{ title: `Page not found | ${SITE.name}` }];
  const item = PORTFOLIO[params.name];
  return pageMeta(
    {
      title: `${item.name} - ${item.category} | ${SITE.name} Portfolio`,
      description: item.description,
      keywords: `${item.name}, ${item.category}, ${item.technologies.join(', ')}`,
      image: portfolioImage(item.id),
    },
    location.pathname,
  );
};

function VideoFacade({ video, poster }: { video: NonNullable<PortfolioItem['video']>; poster: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="video-frame"
        src={`${video.src}?autoplay=1`}
        title={video.title}
        width={1280}
        height={720}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
      <img src={poster} alt="" width={1280} height={800} loading="lazy" />
      <span className="video-play" aria-hidden="true">
        ▶
      </span>
      <span className="visually-hidden">Play video: {video.title}</span>
    </button>
  );
}

function ProjectDetail({ item }: { item: PortfolioItem }) {
  const shots = Array.from({ length: Math.min(item.screenshots, 12) }, (_, i) => i + 1);
  const layout = item.screenshots >= 12 ? 'shots-4' : item.screenshots >= 8 ? 'shots-3' : 'shots-2';
  return (
    <div className={isListedProject(item.id) ? 'portfolio-page bg-white' : 'portfolio-page bg-sky'}>
      <PageHero
        title={item.name}
        lead={item.category}
        crumbs={[{ label: 'Portfolio', to: paths.about }, { label: item.name }]}
      />
      <section className="section" aria-labelledby="project-overview">
        <div className="container split">
          <img src={portfolioImage(item.id)} alt={`${item.name} product artwork`} width={1200} height={800} />
          <div>
            <h2 id="project-overview">About the project</h2>
            <p>{item.description}</p>
            {item.caseStudy && <p>{item.caseStudy.summary}</p>}
            <p className="portfolio-category">Our work: {item.work.join(' · ')}</p>
            <p>
              <ExternalLink href={item.web} className="button">
                Visit website
              </ExternalLink>
            </p>
          </div>
        </div>
      </section>
      {item.caseStudy?.metrics && (
        <section className="counters" aria-label="Results">
          <ul className="container counter-grid">
            {item.caseStudy.metrics.map((m) => (
              <li key={m.label}>
                <strong>{m.value}</strong>
                <span>{m.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Section id="tech" title="Technologies">
        <ul className="pill-links">
          {item.technologies.map((t) => (
            <li key={t}>
              <span className="pill">{t}</span>
            </li>
          ))}
        </ul>
      </Section>
      {item.scope && (
        <Section id="scope" title="Scope of work">
          <ol className="scope-list">
            {item.scope.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {item.caseStudy?.timeline && <p>{item.caseStudy.timeline}</p>}
        </Section>
      )}
      {item.caseStudy && (
        <Section id="features" title="Key features">
          <ul className="card-grid cols-4">
            {item.caseStudy.features.map((f) => (
              <li key={f.title} className="card">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {item.video && (
        <Section id="video" title="Video walkthrough">
          <div className="video-wrap">
            <VideoFacade video={item.video} poster={portfolioScreenshot(item.id, 1)} />
          </div>
        </Section>
      )}
      <Section id="screens" title="Screenshots">
        <ul className={`shots ${layout}`}>
          {shots.map((n) => (
            <li key={n}>
              <img
                src={portfolioScreenshot(item.id, n)}
                alt={`${item.name} screen ${n}`}
                width={1280}
                height={800}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="more" title="More Portfolio">
        <ul className="card-grid cols-4">
          {morePortfolioIds(item.id).map((id) => (
            <li key={id}>
              <PortfolioCard item={PORTFOLIO[id]} />
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link to={paths.about}>See all projects</Link>
        </p>
      </Section>
    </div>
  );
}

export default function PortfolioDetail() {
  const { name } = useParams();
  const navigate = useNavigate();
  const known = isPortfolioId(name);
  useEffect(() => {
    if (!known) void navigate(paths.pageNotFound, { replace: true });
  }, [known, navigate]);
  // Unknown ids render the not-found screen (matching the 404 HTML) and move to /pagenotfound.
  if (!known) return <NotFound />;
  return <ProjectDetail item={PORTFOLIO[name]} />;
}
