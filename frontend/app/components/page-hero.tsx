import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/routes-table';

export interface Crumb {
  label: string;
  to?: string;
}

/** The banner of an inner page: its one h1, an optional lead and the visible breadcrumb Home > page. */
export function PageHero({
  title,
  lead,
  crumbs,
  breadcrumb = true,
  children,
}: {
  title: string;
  lead?: string;
  /** Crumbs after Home; defaults to the page title. */
  crumbs?: Crumb[];
  breadcrumb?: boolean;
  children?: ReactNode;
}) {
  const trail = crumbs ?? [{ label: title }];
  return (
    <section className="page-hero">
      <div className="container">
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to={paths.homeAlias}>Home</Link>
              </li>
              {trail.map((crumb, i) => (
                <li key={crumb.label}>
                  {crumb.to && i < trail.length - 1 ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
