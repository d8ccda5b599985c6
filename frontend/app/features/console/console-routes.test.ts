import { consoleSubmissionPath, type OperatorRole } from '@orbitwise/contracts/admin';
import { describe, expect, it } from 'vitest';
import { paths } from '~/config/routes-table';
import { CONSOLE_SCREEN_IDS, CONSOLE_SCREENS, consolePaths, relativePath } from './console-routes';
import { consoleTitle } from './meta';
import { homeOf, mayOpen } from './session';

describe("the console's screens", () => {
  it("keep the spec's URLs, all below /admin", () => {
    expect([consolePaths.home, consolePaths.login, consolePaths.dashboard]).toEqual([
      paths.admin,
      paths.adminLogin,
      paths.adminDashboard,
    ]);
    for (const screen of Object.values(CONSOLE_SCREENS)) {
      expect(screen.path === '/admin' || screen.path.startsWith('/admin/'), screen.path).toBe(true);
    }
    expect(new Set(Object.values(CONSOLE_SCREENS).map((s) => s.path)).size).toBe(
      Object.keys(CONSOLE_SCREENS).length,
    );
  });

  it('are matched below /admin by their relative paths', () => {
    expect(relativePath(CONSOLE_SCREENS.home.path)).toBe('');
    expect(relativePath(CONSOLE_SCREENS.submission.path)).toBe('inbox/:id');
    expect(consolePaths.submission('a/b')).toBe('/admin/inbox/a%2Fb');
    // The e-mails and webhook events link to the contract's path: the same page.
    expect(consolePaths.submission('42')).toBe(consoleSubmissionPath('42'));
  });

  it('give each page its title', () => {
    expect(consoleTitle('/admin/login')).toBe('Admin Login');
    expect(consoleTitle('/admin/inbox/42')).toBe('Submission #42');
    expect(consoleTitle('/admin/inbox/')).toBe('Inbox');
    expect(consoleTitle('/admin/notifications')).toBe('Notifications');
    expect(consoleTitle('/admin/nothing-here')).toBe('Console');
  });

  it('send each role to its own screens: editors to content only, admins everywhere', () => {
    const screensOf = (role: OperatorRole) =>
      CONSOLE_SCREEN_IDS.filter(
        (id) => mayOpen(role, CONSOLE_SCREENS[id].access) && CONSOLE_SCREENS[id].access !== 'open',
      );
    expect(screensOf('editor')).toEqual([
      'account',
      'content',
      'contentList',
      'contentNew',
      'contentEdit',
      'contentPreview',
    ]);
    expect(screensOf('admin')).toEqual(
      CONSOLE_SCREEN_IDS.filter((id) => CONSOLE_SCREENS[id].access !== 'open'),
    );
    expect(screensOf('sales')).toEqual(['dashboard', 'inbox', 'submission', 'account']);
    expect(screensOf('hr')).toEqual(screensOf('sales'));
    expect(homeOf('editor')).toBe('/admin/content');
    expect(homeOf('admin')).toBe('/admin/dashboard');
  });

  it("address content by kind and slug, a new document's page being no document's", () => {
    expect(consolePaths.contentList('case-study')).toBe('/admin/content/case-study');
    expect(consolePaths.contentNew('job')).toBe('/admin/content/new/job');
    expect(consolePaths.contentEdit('job', 'new')).toBe('/admin/content/job/new');
    expect(consolePaths.contentPreview('post', 'a b')).toBe('/admin/content/post/a%20b/preview');
    expect(consoleTitle('/admin/content/new/job')).toBe('New · Job openings');
    expect(consoleTitle('/admin/content/post/hello')).toBe('Edit · Blog posts');
    expect(consoleTitle('/admin/content/post/hello/preview')).toBe('Preview · Blog posts');
    expect(consoleTitle('/admin/content/team-member')).toBe('Team');
  });
});
