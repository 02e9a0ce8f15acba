import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, navigate, session, type MenuItem, type RouteRecord } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  installFakeApi,
  resetSession,
  routeForTest,
  screenWidth,
  signInForTest,
} from '@platform/shared/testing';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../config';
import { Chrome, chromeKind } from './Chrome';
import { AVATAR_SIZE } from './drawer/DrawerUser';
import { layout } from './layoutStore';
import { LOGOUT_QUESTION } from './useLogout';
import { productInitials } from './topbar/TopBar';
import { lastPageTitle } from '../title';

function route(id: number, path: string, sort: number): RouteRecord {
  return routeForTest(id, path, { page_name: path, sort });
}

const ROUTES = [route(1, '/jobs', 1), route(2, '/quotes', 2), route(3, '/settings', 0)];
const MENU: MenuItem[] = [
  { id: 10, parent_id: null, route_id: null, name: 'Sales' },
  { id: 11, parent_id: 10, route_id: 2, name: 'Quotes' },
  { id: 12, parent_id: null, route_id: 1, name: 'Jobs' },
  { id: 13, parent_id: null, route_id: 3, name: 'Settings' },
];

function renderChrome(config: Partial<RuntimeConfig> = {}) {
  return render(
    <AreaProviders>
      <Chrome config={{ ...DEFAULT_CONFIG, ...config }} />
    </AreaProviders>,
  );
}

describe('chromeKind', () => {
  it('gives public pages and signed-out visitors no chrome, dashboard users the logout-only bar', () => {
    expect(chromeKind('/login', true, false)).toBe('none');
    expect(chromeKind('/_acme_/jobs', false, false)).toBe('none');
    expect(chromeKind('/_acme_/jobs', true, true)).toBe('dashboard');
    expect(chromeKind('/_acme_/jobs', true, false)).toBe('full');
  });
});

describe('Chrome', () => {
  beforeEach(() => {
    installFakeApi();
    navigate('/_acme_/jobs');
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it("gives staff the drawer: 150 px avatar, name and '#' id linking to /profile, menu of visible routes, Logout", () => {
    signInForTest({ name: 'Dana Fitter', user_id: 42 }, { routes: ROUTES, menu_items: MENU });
    renderChrome();
    const drawer = screen.getByTestId('side-drawer');
    const user = within(drawer).getByTestId('drawer-user');
    expect(user.getAttribute('href')).toBe('/profile');
    expect(within(user).getByText('Dana Fitter')).toBeTruthy();
    expect(within(user).getByText('#42')).toBeTruthy();
    const avatar = user.querySelector('.ant-avatar') as HTMLElement;
    expect(avatar.style.width).toBe(`${AVATAR_SIZE}px`);
    expect(AVATAR_SIZE).toBe(150);

    const menu = within(drawer).getByTestId('side-menu');
    expect(within(menu).getByText('Jobs')).toBeTruthy();
    expect(within(menu).getByText('Sales')).toBeTruthy();
    expect(within(menu).queryByText('Settings')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByTestId('menu-toggle')).toBeTruthy();
    expect(document.body.dataset.chrome).toBe('full');
  });

  it('opens nested links and navigates to the chosen route', () => {
    signInForTest({}, { routes: ROUTES, menu_items: MENU });
    renderChrome();
    fireEvent.click(screen.getByText('Sales'));
    fireEvent.click(screen.getByText('Quotes'));
    expect(window.location.pathname).toBe('/_acme_/quotes');
  });

  it('switches the drawer to mini mode with the menu toggle', () => {
    signInForTest({}, { routes: ROUTES, menu_items: MENU });
    renderChrome();
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(screen.getByTestId('side-drawer').dataset.mini).toBe('true');
    expect(document.body.dataset.drawer).toBe('mini');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(document.body.dataset.drawer).toBe('open');
  });

  it('names a first-level item in a tooltip only in mini mode, where its label is hidden', () => {
    jest.useFakeTimers();
    try {
      signInForTest({}, { routes: ROUTES, menu_items: MENU });
      renderChrome();
      const hoverJobs = () => {
        const item = within(screen.getByTestId('side-menu')).getByText('Jobs').closest('li');
        act(() => {
          fireEvent.mouseEnter(item as HTMLElement);
          jest.advanceTimersByTime(1000);
        });
      };
      hoverJobs();
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.click(screen.getByTestId('menu-toggle'));
      hoverJobs();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Jobs');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before logging out from the drawer', async () => {
    signInForTest({}, { routes: ROUTES, menu_items: MENU });
    renderChrome();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findAllByText(LOGOUT_QUESTION)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByTestId('side-drawer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.pathname).toBe('/logout');
  });

  it('gives dashboard users no drawer and no toggle; the logo logs them out', async () => {
    signInForTest({ user_type_id: 4 });
    renderChrome();
    expect(screen.queryByTestId('side-drawer')).toBeNull();
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
    expect(document.body.dataset.chrome).toBe('dashboard');
    fireEvent.click(screen.getByTestId('logo'));
    expect((await screen.findAllByText(LOGOUT_QUESTION)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.pathname).toBe('/logout');
  });

  it("names the tab on show in a dashboard user's bar (a wall screen), following page/title", () => {
    // Named before the chrome loaded (the shell's start-up keeps it), then changed.
    Object.assign(lastPageTitle, { pageName: 'Wall screen', tabName: 'Production' });
    signInForTest({ user_type_id: 4 });
    renderChrome();
    expect(screen.getByTestId('page-name').textContent).toBe('Production');
    act(() => bus.publish('page/title', { pageName: 'Wall screen' }));
    expect(screen.getByTestId('page-name').textContent).toBe('Wall screen');
  });

  it("puts the assistant's button in the top bar, where it covers none of the page's actions", () => {
    signInForTest();
    renderChrome({ environment: 'development' });
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).getByRole('button', { name: 'Open the assistant' })).toBeTruthy();
    expect(within(bar).getByTestId('assistant-button').style.position).not.toBe('fixed');
  });

  it('shows the environment badge in development only', () => {
    signInForTest();
    const { unmount } = renderChrome({ environment: 'production' });
    expect(screen.queryByTestId('environment-badge')).toBeNull();
    unmount();
    renderChrome({ environment: 'development' });
    expect(screen.getByTestId('environment-badge').textContent).toBe('development');
  });

  it('shortens the badge to "dev" on a phone, so the bell and the controls after it stay in the window', () => {
    signInForTest();
    const phone = screenWidth(390);
    try {
      renderChrome({ environment: 'development' });
      const badge = screen.getByTestId('environment-badge');
      expect(badge.textContent).toBe('dev');
      expect(badge.getAttribute('aria-label')).toBe('Environment: development');
    } finally {
      phone.mockRestore();
      act(() => layout.setNarrow(false));
    }
  });

  it('shows the product’s initials for the logo on a phone, named in full, and the whole name on a wider screen', () => {
    signInForTest();
    const phone = screenWidth(390);
    try {
      const { unmount } = renderChrome({ productName: 'ScreenWorks' });
      const mark = within(screen.getByTestId('logo')).getByRole('img', { name: 'ScreenWorks' });
      expect(mark.textContent).toBe('SW');
      unmount();
    } finally {
      phone.mockRestore();
      act(() => layout.setNarrow(false));
    }
    renderChrome({ productName: 'ScreenWorks' });
    expect(screen.getByTestId('logo').textContent).toBe('ScreenWorks');
    expect(within(screen.getByTestId('logo')).queryByRole('img')).toBeNull();
  });

  it('takes a product name’s initials from its words and inner capitals, at most three', () => {
    expect(productInitials('ScreenWorks')).toBe('SW');
    expect(productInitials('Acme Screens')).toBe('AS');
    expect(productInitials('Secure Doors & Mesh Co')).toBe('SDM');
    expect(productInitials('Müller Türen')).toBe('MT');
    expect(productInitials('screens')).toBe('S');
    // Short enough to show whole.
    expect(productInitials(' ACME ')).toBe('ACME');
  });

  it('has a slot for the clock only when the server enables timesheets', () => {
    signInForTest({ timesheets_enabled: false });
    const { unmount } = renderChrome();
    expect(screen.queryByTestId('clock-slot')).toBeNull();
    unmount();
    signInForTest({ user_id: 2, timesheets_enabled: true });
    renderChrome();
    expect(screen.getByTestId('clock-slot')).toBeTruthy();
  });

  it('applies the session font size to the root element', () => {
    signInForTest();
    session.setFontSize(18);
    renderChrome();
    expect(document.documentElement.style.fontSize).toBe('18px');
  });

  it('shows nothing on public pages', () => {
    signInForTest();
    navigate('/login');
    const { container } = renderChrome();
    expect(container.querySelector('[data-testid="top-bar"]')).toBeNull();
  });
});
