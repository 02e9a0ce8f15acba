import { guardRedirect } from './guard';

describe('route guard', () => {
  it('sends anyone not signed in to /login with the encoded intended path', () => {
    expect(guardRedirect('/_demo_/jobs/12', '?tab=notes', { isLoggedIn: false })).toBe(
      '/login?intended=%2F_demo_%2Fjobs%2F12%3Ftab%3Dnotes',
    );
  });
  it('lets a signed-in user through and sends them from /login to /', () => {
    expect(guardRedirect('/_demo_/jobs', '', { isLoggedIn: true })).toBeNull();
    expect(guardRedirect('/login', '', { isLoggedIn: true })).toBe('/');
  });
  it('sends a signed-out visitor of a path nobody owns to /login, and lets a signed-in one see it', () => {
    expect(guardRedirect('/no/such/page', '?a=1', { isLoggedIn: false })).toBe(
      '/login?intended=%2Fno%2Fsuch%2Fpage%3Fa%3D1',
    );
    expect(guardRedirect('/no/such/page', '', { isLoggedIn: true })).toBeNull();
    expect(guardRedirect('/dev', '', { isLoggedIn: false })).toBeNull();
  });
  it('admits a token query parameter', () => {
    expect(guardRedirect('/_demo_/jobs', '?token=abc', { isLoggedIn: false })).toBeNull();
  });
  it('never guards routes that need no login', () => {
    for (const path of [
      '/login',
      '/authActions',
      '/privacy',
      '/public/wholesale',
      '/public/wholesale/4/details',
    ]) {
      expect(guardRedirect(path, '', { isLoggedIn: false })).toBeNull();
    }
  });
  it('guards the management portal and the profile', () => {
    expect(guardRedirect('/wholesale/order/5', '', { isLoggedIn: false })).toMatch(
      /^\/login\?intended=/,
    );
    expect(guardRedirect('/profile', '', { isLoggedIn: false })).toMatch(/^\/login\?intended=/);
  });
});
