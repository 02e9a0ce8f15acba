// One jest run covers every package; each package is a project with its own environment.
// Sources are compiled by swc (@swc/jest), file by file: types are checked once, by the type-check
// step, so the tests need only the JavaScript (ADR 230 on the test command's time: ts-jest took
// about a third of a cold run). One rule per syntax, since `.ts` must not be read as TSX.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax,
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const TRANSFORM = {
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.ts$': swc({ syntax: 'typescript' }),
  '^.+\\.(m|c)?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
};

const project = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with its style matching indexed: only the rules that can match an element are matched
  // (scripts/jest/jsdom-environment.cjs, ADR 235).
  testEnvironment:
    environment === 'jsdom' ? '<rootDir>/../scripts/jest/jsdom-environment.cjs' : environment,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  // jest's runtime, with V8's code cache of the modules a worker compiled
  // (scripts/jest/cached-runtime.cjs, ADR 276).
  runtime: '<rootDir>/../scripts/jest/cached-runtime.cjs',
  transform: TRANSFORM,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(dompurify|rxjs))'],
  moduleNameMapper: {
    // antd's components loaded as a test first reads them (scripts/jest/antd-lazy.cjs, ADR 235).
    ...(environment === 'jsdom' ? { '^antd$': '<rootDir>/../scripts/jest/antd-lazy.cjs' } : {}),
    // antd's ES modules by path (the kernel's on-demand parts, ADR 249): their CommonJS twins.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // cssinjs' parser by path (the static style sheet's stand-in, ADR 256): its CommonJS twin.
    '^@ant-design/cssinjs/es/(.*)$': '@ant-design/cssinjs/lib/$1',
    '\\.(css|less)$': '<rootDir>/../scripts/jest/style-mock.cjs',
    '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../scripts/jest/file-mock.cjs',
  },
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../scripts/jest/setup-dom.ts'] : [],
});

export default {
  // A ceiling for hangs, not a speed check: tests never assert time, and this machine is shared.
  // (Jest reads testTimeout from the root only; inside `projects` it is ignored.)
  testTimeout: 60000,
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('mf-auth', 'jsdom'),
    project('mf-views', 'jsdom'),
    project('mf-timesheet', 'jsdom'),
    project('mf-quoting', 'jsdom'),
    project('mf-fabrication', 'jsdom'),
    project('mf-wholesale', 'jsdom'),
    {
      ...project('api', 'node'),
      // node's, with what a jest worker keeps between its files: the answers of the password
      // checks it ran (api/jest/environment.mjs).
      testEnvironment: '<rootDir>/jest/environment.mjs',
      // Seeded database templates shared by the run's test files (api/src/testing/templates.ts).
      globalSetup: '<rootDir>/jest/templates-setup.mjs',
      globalTeardown: '<rootDir>/jest/templates-teardown.mjs',
      // kysely ships ESM only and PGlite loads built-ins with import(): see api/README.md.
      // sanitize-html's parser (htmlparser2 and its dom packages) ships ESM only too.
      transform: {
        '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/pglite-transform.cjs',
        // kysely's entry as one module with all it imports (api/jest/bundle-transform.cjs, ADR 270).
        '/kysely/dist/index\\.js$': '<rootDir>/jest/bundle-transform.cjs',
        ...TRANSFORM,
      },
      transformIgnorePatterns: [
        '/node_modules/(?!(\\.pnpm/)?(kysely|@electric-sql|cookie|htmlparser2|dom(handler|utils|-serializer|elementtype)|entities))',
      ],
    },
  ],
};
