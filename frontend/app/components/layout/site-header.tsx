import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { paths } from '~/config/routes-table';
import { isGroup, mainMenu, type NavGroup, type NavLink } from '~/content/navigation';

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const navigate = useNavigate();
  const className = link.mobileOnly ? 'menu-link mobile-only' : 'menu-link';
  if (link.external) {
    return (
      <a
        className={className}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          onNavigate();
          if (link.returnHome) void navigate(paths.homeAlias);
        }}
      >
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterNavLink className={className} to={link.to} onClick={onNavigate} end>
      {link.label}
    </RouterNavLink>
  );
}

function MenuGroup({
  group,
  open,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const id = `submenu-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <>
      <button
        type="button"
        className="menu-link menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {group.label}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {group.children.map((link) => (
          <li key={link.label}>
            <MenuLink link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The sticky site header: brand, `actions` (the Get In Touch button) and the main menu, a toggled panel
 * with a backdrop on narrow screens. Escape closes the panel and the dropdowns and puts focus back on
 * the button that opened them; a click outside closes an open dropdown.
 */
export function SiteHeader({
  actions,
  companyName,
  companyShortName,
  courseSite,
}: {
  actions?: ReactNode;
  /** The `site` document's names and course site (the root loader's chrome). */
  companyName: string;
  /** Shown instead of the name on a phone, where the name would wrap onto several lines. */
  companyShortName: string;
  courseSite: string;
}) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  const closeAll = () => {
    setMobileOpen(false);
    setOpenGroup(null);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog on top (the enquiry modal) handles its own Escape.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      const menu = nav.current!;
      // Focus goes back to the button that opened what closes (a submenu may be holding it).
      if (mobileOpen) toggle.current!.focus();
      else if (menu.contains(document.activeElement))
        menu.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
      closeAll();
    };
    const onPointerDown = (event: PointerEvent) => {
      // The mobile panel closes through its backdrop; a desktop dropdown on any click outside the menu.
      if (!mobileOpen && !nav.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, [mobileOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-bar">
        <Link to="/" className="brand" aria-label={`${companyName} home`}>
          <img src="/logo.svg" alt="" width="40" height="40" />
          {/* Both names, one shown per width (the stylesheet); the link's label names the company. */}
          <span className="brand-name">{companyName}</span>
          <span className="brand-short-name" aria-hidden="true">
            {companyShortName}
          </span>
        </Link>
        {actions}
        <button
          ref={toggle}
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="visually-hidden">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="burger" aria-hidden="true" />
        </button>
        {mobileOpen && <div className="nav-backdrop" aria-hidden="true" onClick={closeAll} />}
        <nav ref={nav} aria-label="Main" className={mobileOpen ? 'main-nav open' : 'main-nav'}>
          <ul id="main-menu" className="menu">
            {mainMenu(courseSite).map((item) => (
              <li key={item.label} className={isGroup(item) ? 'has-submenu' : undefined}>
                {isGroup(item) ? (
                  <MenuGroup
                    group={item}
                    open={openGroup === item.label}
                    onToggle={() => setOpenGroup((current) => (current === item.label ? null : item.label))}
                    onNavigate={closeAll}
                  />
                ) : (
                  <MenuLink link={item} onNavigate={closeAll} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
