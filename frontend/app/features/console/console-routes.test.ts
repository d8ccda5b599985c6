import { consoleSubmissionPath } from '@orbitwise/contracts/admin';
import { describe, expect, it } from 'vitest';
import { paths } from '~/config/routes-table';
import { CONSOLE_SCREENS, consolePaths, relativePath } from './console-routes';
import { consoleTitle } from './meta';

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
});
