import { routeAuthPath } from './authRoutes';

describe('routeAuthPath', () => {
  it.each([
    ['/login', 'login'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password', 'forgot-password'],
    ['/register', 'register'],
    ['/verify-email', 'verify-email'],
    ['/authActions', 'auth-actions'],
    ['/xero/authenticate', 'xero-callback'],
    ['/auth/google/authenticate', 'google-callback'],
    ['/profile/', 'profile'],
    ['/privacy', 'privacy'],
  ])('%s shows the %s page', (path, page) => {
    expect(routeAuthPath(path, '')).toEqual({ page });
  });

  it('sends old-style links with an action code on to /authActions', () => {
    expect(routeAuthPath('/reset-password', '?oobCode=a%2Bb')).toEqual({
      redirect: '/authActions?mode=resetPassword&oobCode=a%2Bb',
    });
    expect(routeAuthPath('/verify-email', '?oobCode=xyz')).toEqual({
      redirect: '/authActions?mode=verifyEmail&oobCode=xyz',
    });
  });

  it('owns nothing else', () => {
    expect(routeAuthPath('/notifications', '')).toBeNull();
  });
});
