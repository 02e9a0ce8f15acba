import { loadConfig, trustProxyOf } from './config';
import { body, CORE_MODULES, describeEachDatabase } from '../testing/create-test-app';

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

/** 13 /check-email questions whose X-Forwarded-For starts with a different made-up address each time. */
async function spoofedAsks(
  inject: (index: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= 13; index += 1) statuses.push((await inject(index)).statusCode);
  return statuses;
}

describeEachDatabase(
  'TRUST_PROXY=1 (one proxy hop)',
  (get) => {
    it('takes the address the proxy saw, so a made-up X-Forwarded-For cannot dodge a per-address limit', async () => {
      const statuses = await spoofedAsks((index) =>
        get().app.inject({
          method: 'POST',
          url: '/check-email',
          payload: { email: `spoof${index}@demo.test` },
          remoteAddress: PROXY,
          // The client wrote the first address; the proxy appended the one it saw.
          headers: { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.9` },
        }),
      );
      expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429, 429]);
      // Another client behind the same proxy still has its own allowance.
      const other = await get().app.inject({
        method: 'POST',
        url: '/check-email',
        payload: { email: 'sales@demo.test' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect([other.statusCode, body(other).info.message]).toEqual([200, undefined]);
      expect(body(other).data).toEqual({ email: 'sales@demo.test', registered: true });
    });
  },
  { modules: CORE_MODULES, config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } },
);

describeEachDatabase(
  'TRUST_PROXY as a list of proxy ranges',
  (get) => {
    it('skips every trusted proxy and takes the first address none of them wrote', async () => {
      const statuses = await spoofedAsks((index) =>
        get().app.inject({
          method: 'POST',
          url: '/check-email',
          payload: { email: `spoof${index}@demo.test` },
          remoteAddress: PROXY,
          // Client → edge proxy (10.1.1.1, added 203.0.113.20) → inner proxy (10.0.0.2).
          headers: { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.20, 10.1.1.1` },
        }),
      );
      expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429, 429]);
      // A request that did not come through a trusted proxy: its header is not believed at all.
      const direct = await get().app.inject({
        method: 'POST',
        url: '/check-email',
        payload: { email: 'sales@demo.test' },
        remoteAddress: '203.0.113.20',
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(direct.statusCode).toBe(429);
    });
  },
  {
    modules: CORE_MODULES,
    config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy },
  },
);
