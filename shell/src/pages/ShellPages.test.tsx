import { render } from '@testing-library/react';
import { bus } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { ShellPages, shellPageTitle } from './ShellPages';

afterEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/');
});

describe('the shell pages’ titles', () => {
  it('names each of the shell’s own pages, and leaves areas’ pages and the test page to them', () => {
    expect(shellPageTitle('/notifications', false)).toBe('Notifications');
    expect(shellPageTitle('/notifications/12/details', false)).toBe('Notification');
    expect(shellPageTitle('/admin/remotes', false)).toBe('Remote loads');
    expect(shellPageTitle('/dev', true)).toBe('Development');
    expect(shellPageTitle('/dev/widgets', true)).toBe('Widget gallery');
    expect(shellPageTitle('/dev/widgets', false)).toBe('Page not found');
    expect(shellPageTitle('/no/such/page', false)).toBe('Page not found');
    expect(shellPageTitle('/test-page', true)).toBeNull();
    // Outside development the test page is not found, and says so in the tab too.
    expect(shellPageTitle('/test-page', false)).toBe('Page not found');
    expect(shellPageTitle('/', false)).toBeNull();
    expect(shellPageTitle('/_demo_/dashboard', false)).toBeNull();
  });

  it('puts the page’s name in the tab’s title, not the name of the page before it', () => {
    const titles: (string | undefined)[] = [];
    const subscription = bus.subscribe('page/title', ({ pageName }) => titles.push(pageName));
    try {
      signInForTest();
      window.history.replaceState(null, '', '/no/such/page');
      render(<ShellPages developmentPages={false} />);
      expect(titles).toEqual(['Page not found']);
    } finally {
      subscription.unsubscribe();
    }
  });
});
