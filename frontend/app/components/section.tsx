import type { ReactNode } from 'react';

/** A page section with an h2 heading (and an optional eyebrow and intro). */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'sky' | 'dark';
  children?: ReactNode;
}) {
  return (
    <section className={tone ? `section section-${tone}` : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <p className="section-intro">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** An external link that opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
