import { useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { isGroup, MAIN_MENU, type NavGroup, type NavLink } from '~/content/navigation';

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

export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  const closeAll = () => {
    setMobileOpen(false);
    setOpenGroup(null);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenGroup(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-bar">
        <Link to="/" className="brand" aria-label={`${SITE.name} home`}>
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>{SITE.name}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="visually-hidden">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="burger" aria-hidden="true" />
        </button>
        <nav aria-label="Main" className={mobileOpen ? 'main-nav open' : 'main-nav'}>
          <ul id="main-menu" className="menu">
            {MAIN_MENU.map((item) => (
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
