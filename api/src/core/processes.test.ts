import { processCountOf } from './processes';

describe('API_PROCESSES', () => {
  it('is one process unless given', () => {
    expect(processCountOf({})).toBe(1);
  });

  it('takes several on PostgreSQL', () => {
    expect(processCountOf({ API_PROCESSES: '4', DATABASE_URL: 'postgres://db/app' })).toBe(4);
  });

  it('refuses several on the embedded database, saying why', () => {
    expect(() => processCountOf({ API_PROCESSES: '2' })).toThrow(
      'API_PROCESSES=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process',
    );
  });

  it.each(['0', '-1', '2.5', 'four', '65'])('refuses %p', (text) => {
    expect(() =>
      processCountOf({ API_PROCESSES: text, DATABASE_URL: 'postgres://db/app' }),
    ).toThrow(`API_PROCESSES must be a whole number from 1 to 64, not "${text}"`);
  });
});
