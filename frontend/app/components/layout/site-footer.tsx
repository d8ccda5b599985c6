import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { BrandIcon } from '../brand-icon';
import type { SiteChrome } from '~/content/company';
import {
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICE_LINKS,
  footerTrainingLinks,
  type NavLink,
} from '~/content/navigation';

const NETWORK_NAMES = {
  facebook: 'Facebook',
  x: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} as const satisfies Record<SiteChrome['social'][number]['network'], string>;

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
 * The site footer; `chrome` is what the root loader gave every page (the `site` document's blurb with
 * the published figures, its social links, the copyright year of the render), `newsletter` the
 * sign-up form shown above its bottom line.
 */
export function SiteFooter({ chrome, newsletter }: { chrome: SiteChrome; newsletter: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-column footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title">{chrome.companyName}</h2>
          <p className="footer-tagline">{chrome.tagline}</p>
          <p className="footer-blurb">{chrome.footerBlurb}</p>
          {chrome.social.length > 0 && (
            <ul className="social-links">
              {chrome.social.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${chrome.companyShortName} on ${NETWORK_NAMES[social.network]} (opens in a new tab)`}
                  >
                    <BrandIcon brand={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <FooterLinks title="Our Services" links={FOOTER_SERVICE_LINKS} />
        <FooterLinks title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <FooterLinks title="Training" links={footerTrainingLinks(chrome.courseSite)} />
      </div>
      <div className="container footer-newsletter">{newsletter}</div>
      <div className="container footer-bottom">
        <p>{`© Copyright ${chrome.copyrightYear} ${chrome.companyName}. All rights reserved.`}</p>
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
