import type { AppStoreLinks, ServiceSectionData } from '@orbitwise/contracts/content';
import { Link } from 'react-router';
import { CheckList, FeatureCards } from '~/components/deferred-cards';
import { ExternalLink, Section } from '~/components/section';

/** A button to a page of the site, or to another site in a new tab. */
function ActionLink({ title, link }: { title: string; link: string }) {
  return link.startsWith('/') ? (
    <Link to={link} className="button">
      {title}
    </Link>
  ) : (
    <ExternalLink href={link} className="button">
      {title}
    </ExternalLink>
  );
}

const Paragraphs = ({ section }: { section: ServiceSectionData }) =>
  (section.paragraphs ?? []).map((paragraph) => <p key={paragraph}>{paragraph}</p>);

/** Paragraphs beside a picture of the site (on the left when `imageFirst`), its items as buttons. */
function TextBlock({
  section,
  id,
  tone,
  imageFirst,
}: {
  section: ServiceSectionData;
  id: string;
  tone?: 'sky';
  imageFirst: boolean;
}) {
  const image = section.image ? (
    <img src={section.image} alt="" width={1200} height={800} loading="lazy" />
  ) : null;
  return (
    <section className={tone ? `section section-${tone}` : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container split">
        {imageFirst && image}
        <div>
          <h2 id={`${id}-title`}>{section.title}</h2>
          {section.intro && <p>{section.intro}</p>}
          <Paragraphs section={section} />
          {section.items.map((action) =>
            action.link ? <ActionLink key={action.title} title={action.title} link={action.link} /> : null,
          )}
        </div>
        {!imageFirst && image}
      </div>
    </section>
  );
}

/**
 * One block of a `service` document (a service page, /services): its kind decides how its items show
 * (contracts' serviceSectionSchema); `id` names its heading, `tone` its background.
 */
export function ServiceBlock({
  section,
  id,
  tone,
  imageFirst = true,
  appStores,
}: {
  section: ServiceSectionData;
  id: string;
  tone?: 'sky';
  imageFirst?: boolean;
  /** The company's app-store pages (the `site` document's), for a `stores` block's badges. */
  appStores?: AppStoreLinks;
}) {
  const intro = section.intro ?? undefined;
  switch (section.kind) {
    case 'text':
      return <TextBlock section={section} id={id} tone={tone} imageFirst={imageFirst} />;
    case 'cards':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <Paragraphs section={section} />
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
          <Paragraphs section={section} />
          <CheckList items={section.items.map((item) => item.title)} />
        </Section>
      );
    case 'steps':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <Paragraphs section={section} />
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
          <Paragraphs section={section} />
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
      // Its text speaks of the badges: without a store link the block would point at nothing.
      if (!appStores?.apple && !appStores?.google) return null;
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <Paragraphs section={section} />
          <ul className="store-links">
            {appStores.apple && (
              <li>
                <ExternalLink href={appStores.apple} className="store-badge">
                  Download on the App Store
                </ExternalLink>
              </li>
            )}
            {appStores.google && (
              <li>
                <ExternalLink href={appStores.google} className="store-badge">
                  Get it on Google Play
                </ExternalLink>
              </li>
            )}
          </ul>
        </Section>
      );
    case 'links':
      return (
        <Section id={id} title={section.title} intro={intro} tone={tone}>
          <Paragraphs section={section} />
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
              <Paragraphs section={section} />
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
