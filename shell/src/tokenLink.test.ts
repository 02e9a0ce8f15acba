import { addressWithoutToken, forgetTokenInAddress } from './tokenLink';

describe('a token link', () => {
  it('loses its token and keeps every other part of the address', () => {
    expect(addressWithoutToken('https://app.test/_demo_/jobs?token=abc&tabs=1#top')).toBe(
      '/_demo_/jobs?tabs=1#top',
    );
    expect(addressWithoutToken('https://app.test/jobs?token=abc')).toBe('/jobs');
    expect(addressWithoutToken('https://app.test/jobs?token=a&token=b&q=x')).toBe('/jobs?q=x');
  });

  it('leaves an address without a token alone', () => {
    expect(addressWithoutToken('https://app.test/jobs?tokens=1')).toBeNull();
  });

  it('replaces the address in place: no navigation, no history entry', () => {
    window.history.replaceState(null, '', '/_demo_/jobs?token=stale&page=2');
    const entries = window.history.length;
    forgetTokenInAddress();
    expect(window.location.pathname + window.location.search).toBe('/_demo_/jobs?page=2');
    expect(window.history.length).toBe(entries);
  });
});
