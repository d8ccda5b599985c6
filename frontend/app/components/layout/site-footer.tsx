import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { BrandIcon } from '../brand-icon';
import {
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICE_LINKS,
  FOOTER_TRAINING_LINKS,
  SOCIAL_LINKS,
  type NavLink,
} from '~/content/navigation';

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title} className="footer-column">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.to}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer; `blurb` is its line about the company (with the published figures, from the site
 * layout's loader), `newsletter` the sign-up form shown above its bottom line.
 */
export function SiteFooter({ blurb, newsletter }: { blurb: string; newsletter: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-column footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title">{SITE.name}</h2>
          <p>{blurb}</p>
          <ul className="social-links">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SITE.shortName} on ${social.label} (opens in a new tab)`}
                >
                  <BrandIcon brand={social.brand} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks title="Our Services" links={FOOTER_SERVICE_LINKS} />
        <FooterLinks title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <FooterLinks title="Training" links={FOOTER_TRAINING_LINKS} />
      </div>
      <div className="container footer-newsletter">{newsletter}</div>
      <div className="container footer-bottom">
        <p>
          © Copyright {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </p>
        <ul>
          <li>
            <Link to={paths.terms}>Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to={paths.privacy}>Privacy Policy</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
