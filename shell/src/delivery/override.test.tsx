import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AreaProviders } from '@platform/shared/ui';
import { OverrideBanner } from './OverrideBanner';
import {
  OVERRIDE_STORAGE_KEY,
  applyOverride,
  checkStoredOverride,
  clearOverride,
  storeOverride,
} from './override';

const REMOTES = [
  {
    name: 'mf_auth',
    entry: 'https://cdn.example.com/releases/mf_auth/0.1.0-live/mf-manifest.json',
    version: '0.1.0-live',
  },
  { name: 'mf_views', entry: 'http://localhost:3002/0.2.0-v/mf-manifest.json', version: '0.2.0-v' },
];
const OVERRIDE = {
  remote: 'mf_auth',
  version: '0.1.0-next',
  expires_at: '2031-01-01T09:00:00.000Z',
};

const answer = (status: number, body: unknown = {}) =>
  jest.fn(async () => ({ status, ok: status < 300, json: async () => body }) as Response);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('applyOverride', () => {
  it('points the one remote at the named version of the same origin', () => {
    expect(applyOverride(REMOTES, OVERRIDE)).toEqual([
      {
        name: 'mf_auth',
        entry: 'https://cdn.example.com/releases/mf_auth/0.1.0-next/mf-manifest.json',
        version: '0.1.0-next',
      },
      REMOTES[1],
    ]);
  });

  it('does not apply to an unknown remote, the live version, or a version that is a path', () => {
    expect(applyOverride(REMOTES, { ...OVERRIDE, remote: 'mf_nope' })).toBeNull();
    expect(applyOverride(REMOTES, { ...OVERRIDE, version: '0.1.0-live' })).toBeNull();
    expect(applyOverride(REMOTES, { ...OVERRIDE, version: '../../evil.example' })).toBeNull();
    expect(applyOverride(REMOTES, { ...OVERRIDE, version: 'x/../../y' })).toBeNull();
  });
});

describe('checkStoredOverride', () => {
  const check = (fetchImpl: jest.Mock, bearerToken: string | null = 'session') =>
    checkStoredOverride({ apiBaseUrl: 'http://api.test/', bearerToken, fetchImpl });

  it('has the API check the stored override and uses what it answers', async () => {
    storeOverride('payload.signature');
    const fetchImpl = answer(200, { data: OVERRIDE });
    await expect(check(fetchImpl)).resolves.toEqual(OVERRIDE);
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/delivery/override/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer session' },
      body: JSON.stringify({ token: 'payload.signature' }),
    });
  });

  it('ignores and forgets an override the API refuses (a tampered signature, not an administrator)', async () => {
    for (const status of [400, 403]) {
      storeOverride('forged.signature');
      await expect(check(answer(status))).resolves.toBeNull();
      expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    }
  });

  it('uses no override without a session or an answer, and keeps it for the next visit', async () => {
    storeOverride('payload.signature');
    const fetchImpl = answer(200, { data: OVERRIDE });
    await expect(check(fetchImpl, null)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(
      check(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))),
    ).resolves.toBeNull();
    await expect(check(answer(401))).resolves.toBeNull();
    await expect(check(answer(503))).resolves.toBeNull();
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe('payload.signature');
    clearOverride();
    await expect(check(answer(200, { data: OVERRIDE }))).resolves.toBeNull();
  });
});

describe('OverrideBanner', () => {
  it('says which version this browser loads and resets in one click', () => {
    const onReset = jest.fn();
    render(
      <AreaProviders>
        <OverrideBanner override={OVERRIDE} onReset={onReset} />
      </AreaProviders>,
    );
    expect(
      screen.getByText(
        'This browser loads mf_auth version 0.1.0-next (override until 2031-01-01 09:00 UTC).',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to the published version' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
