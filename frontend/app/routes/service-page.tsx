import { Link } from 'react-router';
import { CheckList, FeatureCards } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { SITE } from '~/config/site';
import { servicePageFor, type ServicePage, type ServiceSection } from '~/content/service-pages';
import { siteContentOf } from '~/content/site-content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/service-page';

/**
 * One module for the nine service pages; the content is looked up by path in the loader, which runs
 * only at build time (every service path is prerendered). Each page's content so reaches the browser
 * inside its own HTML (and as /<path>.data for a client-side navigation), instead of the nine pages'
 * text in the JavaScript every one of them loads before it is interactive. The page is its published
 * `service` document when the API re-renders it (the seed's at build time), with the figures it quotes.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = servicePageFor(new URL(request.url).pathname, siteContentOf(context));
  if (!page) throw new Response('Not found', { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const page = data?.page;
  if (!page) return [{ title: SITE.name }];
  return pageMeta(
    {
      title: page.seoTitle,
      description: page.description,
      keywords: page.keywords,
      breadcrumb: true,
      breadcrumbName: page.heading,
      canonical: `${SITE.origin}${page.path}`,
      image: page.illustration,
    },
    location.pathname,
  );
};

function ServiceBlock({ section, index }: { section: ServiceSection; index: number }) {
  const id = `service-section-${index}`;
  const tone = index % 2 === 0 ? 'sky' : undefined;
  const intro = section.intro ?? undefined;
  switch (section.kind) {
    case 'cards':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <FeatureCards
            items={section.items.map((item) => ({
              title: item.title,
              text: item.text ?? '',
              ...(item.icon ? { icon: item.icon } : {}),
            }))}
          />
        </Section>
      );
    case 'list':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <CheckList items={section.items.map((item) => item.title)} />
        </Section>
      );
    case 'steps':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <ol className="card-grid cols-3 steps">
            {section.items.map((step, i) => (
              <li key={step.title} className="card">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                {step.text && <p>{step.text}</p>}
              </li>
            ))}
          </ol>
        </Section>
      );
    case 'cases':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <ul className="card-grid cols-3">
            {section.items.map((item) => (
              <li key={item.title} className="card case-card">
                {item.metric && (
                  <p className="metric">
                    <strong>{item.metric.value}</strong> <span>{item.metric.label}</span>
                  </p>
                )}
                <h3>{item.title}</h3>
                {item.text && <p>{item.text}</p>}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'stores':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <ul className="store-links">
            <li>
              <ExternalLink href={SITE.appStores.apple} className="store-badge">
                Download on the App Store
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE.appStores.google} className="store-badge">
                Get it on Google Play
              </ExternalLink>
            </li>
          </ul>
        </Section>
      );
    case 'links':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <ul className="pill-links">
            {section.items.map((item) =>
              item.link ? (
                <li key={item.title}>
                  <ExternalLink href={item.link}>{item.title}</ExternalLink>
                </li>
              ) : null,
            )}
          </ul>
        </Section>
      );
    case 'cta':
      return (
        <section className="cta" aria-labelledby={`${id}-title`}>
          <div className="container cta-inner">
            <div>
              <h2 id={`${id}-title`}>{section.title}</h2>
              {intro && <p>{intro}</p>}
            </div>
            <div className="cta-actions">
              {section.items.map((action) =>
                action.link ? (
                  <Link key={action.title} to={action.link} className="button">
                    {action.title}
                  </Link>
                ) : null,
              )}
            </div>
          </div>
        </section>
      );
  }
}

function ServiceContent({ page }: { page: ServicePage }) {
  return (
    <>
      <PageHero title={page.heading} lead={page.lead} />
      <section className="section" aria-labelledby="overview-title">
        <div className="container split">
          <div>
            <h2 id="overview-title">Overview</h2>
            {page.overview.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <img src={page.illustration} alt="" width={1200} height={800} />
        </div>
      </section>
      {page.sections.map((section, i) => (
        <ServiceBlock key={section.title + i} section={section} index={i} />
      ))}
    </>
  );
}

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceContent page={loaderData.page} />;
}
