import { isChromeless, orgCodeOf, ownerOf } from './routes';
import { formatTitle } from './title';

describe('route ownership', () => {
  it.each([
    ['/login', 'mf_auth'],
    ['/forgot-password', 'mf_auth'],
    ['/reset-password', 'mf_auth'],
    ['/register', 'mf_auth'],
    ['/verify-email', 'mf_auth'],
    ['/authActions', 'mf_auth'],
    ['/xero/authenticate', 'mf_auth'],
    ['/auth/google/authenticate', 'mf_auth'],
    ['/profile', 'mf_auth'],
    ['/privacy', 'mf_auth'],
    ['/public/wholesale', 'mf_wholesale'],
    ['/public/wholesale/12/details', 'mf_wholesale'],
    ['/wholesale/order/12', 'mf_wholesale'],
    ['/_demo_/jobs', 'mf_views'],
    ['/_demo_/jobs/3/details', 'mf_views'],
    ['/', 'shell'],
    ['/notifications', 'shell'],
    ['/notifications/4/details', 'shell'],
  ])('%s belongs to %s', (path, area) => {
    expect(ownerOf(path)?.area).toBe(area);
  });

  it('owns nothing for unknown paths', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/public/wholesale/1')).toBeNull();
  });

  it('reads the organisation short code', () => {
    expect(orgCodeOf('/_demo_/jobs')).toBe('demo');
    expect(orgCodeOf('/demo/jobs')).toBeNull();
  });

  it('shows public pages without the layout chrome', () => {
    expect(isChromeless('/login')).toBe(true);
    expect(isChromeless('/public/wholesale')).toBe(true);
    expect(isChromeless('/_demo_/jobs')).toBe(false);
    expect(isChromeless('/')).toBe(false);
    expect(isChromeless('/no/such/page')).toBe(false);
    expect(isChromeless('/dev')).toBe(true);
  });
});

describe('page title', () => {
  it('joins product name, environment suffix, page and tab', () => {
    expect(formatTitle('ScreenWorks', 'staging', 'Jobs', 'Notes')).toBe(
      'ScreenWorks (staging) | Jobs | Notes',
    );
  });
  it('has no suffix in production', () => {
    expect(formatTitle('ScreenWorks', 'production', 'Jobs')).toBe('ScreenWorks | Jobs');
  });
});
