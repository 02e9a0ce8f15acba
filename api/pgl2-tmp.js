const { PGlite } = require('@electric-sql/pglite');
(async () => {
  let t = Date.now();
  const a = new PGlite('memory://'); await a.waitReady;
  console.log('fresh', Date.now() - t); t = Date.now();
  const dump = await a.dumpDataDir('none');
  console.log('dump', Date.now() - t, dump.size); t = Date.now();
  await a.close();
  const b = new PGlite('memory://', { loadDataDir: dump }); await b.waitReady;
  console.log('load', Date.now() - t); t = Date.now();
  console.log((await b.query('select 1 as x')).rows);
})();
