// The API tests' jest environment: node's, plus what a jest worker keeps from one test file to the
// next (jest gives each file a fresh global scope; this module stays with the worker process): the
// answers of the password checks it already ran (src/testing/create-test-app.ts, ADR 236). Only
// strings and booleans, so no test file's scope is kept alive by them. Test files reach it as
// `globalThis.__apiTestWorker`.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
// jest's own node environment (what `testEnvironment: 'node'` names), found from jest's package.
const { TestEnvironment } = load(
  load.resolve('jest-environment-node', { paths: [load.resolve('jest')] }),
);

const worker = {
  /** `${stored hash}\0${password}` → whether they match. */
  passwordChecks: new Map(),
};

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__apiTestWorker = worker;
  }
}

export default ApiTestEnvironment;
