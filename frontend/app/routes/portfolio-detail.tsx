import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { deferred } from '~/components/deferred';
import { ExternalLink, Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { portfolioItem, type PortfolioItem } from '~/content/portfolio';
import { projectPageOf } from '~/content/project-page';
import { siteContentOf } from '~/content/site-content';
import { companyNameIn, pageMeta } from '~/lib/seo';
import type { Route } from './+types/portfolio-detail';
import NotFound from './not-found';

/**
 * Build time only (every project is prerendered): the project's content reaches the browser inside
 * its page (and as /portfolio/<id>.data for a client-side navigation), not the 27 projects' text in
 * the JavaScript each of these pages loads. An unknown id has no data: the SPA shell's request for it
 * answers 404, and the ErrorBoundary below shows the not-found screen. Its data is made by
 * `projectPageOf`, which the console's preview calls with a draft.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const item = portfolioItem(params.name, content);
  if (!item) throw new Response('Not found', { status: 404 });
  return projectPageOf(item, content);
}

type Project = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const company = companyNameIn(matches);
  if (!data) return [{ title: `Page not found | ${company}` }];
  const { item, image } = data;
  return pageMeta(
    {
      title: `${item.name} - ${item.category} | ${company} Portfolio`,
      siteName: company,
      description: item.description,
      keywords: `${item.name}, ${item.category}, ${item.technologies.join(', ')}`,
      image,
    },
    location.pathname,
  );
};

// The More Portfolio row, at the bottom: its code loads after the page is interactive.
const PortfolioCard = deferred(() => import('~/components/portfolio-card').then((m) => m.PortfolioCard));

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

function ProjectDetail({ project: { item, listed, image, poster, shots, more } }: { project: Project }) {
  const layout = shots.length >= 12 ? 'shots-4' : shots.length >= 8 ? 'shots-3' : 'shots-2';
  return (
    <div className={listed ? 'portfolio-page bg-white' : 'portfolio-page bg-sky'}>
      <PageHero
        title={item.name}
        lead={item.category}
        crumbs={[{ label: 'Portfolio', to: paths.projects }, { label: item.name }]}
      />
      <section className="section" aria-labelledby="project-overview">
        <div className="container split">
          <img src={image} alt={`${item.name} product artwork`} width={1200} height={800} />
          <div>
            <h2 id="project-overview">About the project</h2>
            <p>{item.description}</p>
            {item.caseStudy && <p>{item.caseStudy.summary}</p>}
            <p className="portfolio-category">Our work: {item.work.join(' · ')}</p>
            {item.web && (
              <p>
                <ExternalLink href={item.web} className="button">
                  Visit website
                </ExternalLink>
              </p>
            )}
          </div>
        </div>
      </section>
      {item.caseStudy && (item.caseStudy.problem || item.caseStudy.approach || item.caseStudy.outcome) && (
        <Section id="case-study" title="Case study">
          <div className="card-grid cols-3">
            {(
              [
                ['Problem', item.caseStudy.problem],
                ['Approach', item.caseStudy.approach],
                ['Outcome', item.caseStudy.outcome],
              ] as const
            ).map(([title, text]) =>
              text ? (
                <div key={title} className="card">
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              ) : null,
            )}
          </div>
        </Section>
      )}
      {item.caseStudy?.metrics?.length ? (
        <section className="counters" aria-label="Results">
          <ul className="container counter-grid results-grid">
            {item.caseStudy.metrics.map((m) => (
              <li key={m.label}>
                <strong>{m.value}</strong>
                <span>{m.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Section id="tech" title="Technologies">
        <ul className="pill-links">
          {item.technologies.map((t) => (
            <li key={t}>
              <span className="pill">{t}</span>
            </li>
          ))}
        </ul>
      </Section>
      {item.scope?.length ? (
        <Section id="scope" title="Scope of work">
          <ol className="scope-list">
            {item.scope.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {item.caseStudy?.timeline && <p>{item.caseStudy.timeline}</p>}
        </Section>
      ) : null}
      {item.caseStudy?.features.length ? (
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
      ) : null}
      {item.video && (
        <Section id="video" title="Video walkthrough">
          <div className="video-wrap">
            <VideoFacade video={item.video} poster={poster} />
          </div>
        </Section>
      )}
      <Section id="screens" title="Screenshots">
        <ul className={`shots ${layout}`}>
          {shots.map((shot, i) => (
            <li key={shot}>
              <img src={shot} alt={`${item.name} screen ${i + 1}`} width={1280} height={800} loading="lazy" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="more" title="More Portfolio">
        <ul className="card-grid cols-4">
          {more.map((other) => (
            <li key={other.id}>
              <PortfolioCard item={other} />
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link to={paths.projects}>See all projects</Link>
        </p>
      </Section>
    </div>
  );
}

export default function PortfolioDetail({ loaderData }: Route.ComponentProps) {
  return <ProjectDetail project={loaderData} />;
}

/** An unknown id (served the SPA shell, whose data request answers 404): the not-found screen, then /pagenotfound. */
export function ErrorBoundary() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.pageNotFound, { replace: true });
  }, [navigate]);
  return <NotFound />;
}
