import { matchPath } from './navigation';

describe('matchPath', () => {
  it('reads named parameters', () => {
    expect(matchPath('/public/wholesale/:id/details', '/public/wholesale/42/details')).toEqual({
      id: '42',
    });
  });
  it('rejects other paths and extra segments', () => {
    expect(matchPath('/public/wholesale/:id/details', '/public/wholesale/42')).toBeNull();
    expect(matchPath('/login', '/login/extra')).toBeNull();
  });
  it('matches the rest with a wildcard', () => {
    expect(matchPath('/:org/*', '/_demo_/jobs/12')).toEqual({ org: '_demo_', '*': 'jobs/12' });
  });
});
