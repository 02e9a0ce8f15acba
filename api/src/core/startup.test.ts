import { loadConfig } from './config';
import { startupLines } from './startup';

/** The environment of `npm start` (scripts/serve-all.mjs). */
const NPM_START_ENV = { PORT: '4000', HOST: '127.0.0.1', SEED: '1' };

describe('what the API logs when it starts', () => {
  it('names no development outbox while the development tools are off', () => {
    for (const env of [
      NPM_START_ENV,
      { ...NPM_START_ENV, NODE_ENV: 'production', API_DEV_TOOLS: '1' },
    ]) {
      expect(startupLines(loadConfig(env), 'PGlite (memory://)')).toEqual([
        'database: PGlite (memory://)',
      ]);
    }
  });

  it('names the outbox when they are on', () => {
    expect(
      startupLines(loadConfig({ ...NPM_START_ENV, API_DEV_TOOLS: '1' }), 'PGlite (memory://)'),
    ).toEqual([
      'database: PGlite (memory://)',
      'development outbox: http://127.0.0.1:4000/dev/outbox',
    ]);
  });
});
