import { loadConfig, trustProxyOf } from './config';
import { body, describeCoreApp, type TestApp } from '../testing/create-test-app';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a hop count, or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.0/8, 192.0.2.7,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the start on a value that is neither', () => {
    expect(() => trustProxyOf('yes')).toThrow(
      'TRUST_PROXY: "yes" is not a hop count, a proxy address or a CIDR range',
    );
    expect(() => trustProxyOf('10.0.0.0/33,10.0.0.1')).toThrow('"10.0.0.0/33"');
    expect(() => trustProxyOf('*')).toThrow('"*"');
  });
});

/** The proxy in front of the API (the socket address every request comes from). */
const PROXY = '10.0.0.2';

/** POST /check-email of `email` from the socket address `remoteAddress` with an X-Forwarded-For. */
function checkEmail(testApp: TestApp, email: string, remoteAddress: string, forwardedFor: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/check-email',
    payload: { email },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** 13 /check-email questions via PROXY whose X-Forwarded-For starts with a different made-up address each time. */
async function spoofedAsks(
  testApp: TestApp,
  forwardedFor: (index: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= 13; index += 1) {
    const asked = await checkEmail(testApp, `spoof${index}@demo.test`, PROXY, forwardedFor(index));
    statuses.push(asked.statusCode);
  }
  return statuses;
}

describeCoreApp(
  'TRUST_PROXY=1 (one proxy hop)',
  (get) => {
    it('takes the address the proxy saw, so a made-up X-Forwarded-For cannot dodge a per-address limit', async () => {
      // The client wrote the first address; the proxy appended the one it saw.
      const statuses = await spoofedAsks(get(), (index) => `198.51.100.${index}, 203.0.113.9`);
      expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429, 429]);
      // Another client behind the same proxy still has its own allowance.
      const other = await checkEmail(get(), 'sales@demo.test', PROXY, '203.0.113.10');
      expect([other.statusCode, body(other).info.message]).toEqual([200, undefined]);
      expect(body(other).data).toEqual({ email: 'sales@demo.test', registered: true });
    });
  },
  { config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } },
);

describeCoreApp(
  'TRUST_PROXY as a list of proxy ranges',
  (get) => {
    it('skips every trusted proxy and takes the first address none of them wrote', async () => {
      // Client → edge proxy (10.1.1.1, added 203.0.113.20) → inner proxy (10.0.0.2).
      const statuses = await spoofedAsks(
        get(),
        (index) => `198.51.100.${index}, 203.0.113.20, 10.1.1.1`,
      );
      expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429, 429]);
      // A request that did not come through a trusted proxy: its header is not believed at all.
      const direct = await checkEmail(get(), 'sales@demo.test', '203.0.113.20', '198.51.100.77');
      expect(direct.statusCode).toBe(429);
    });
  },
  {
    config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy },
  },
);
