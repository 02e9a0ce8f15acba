// antd renders a lot of DOM and validates asynchronously; on a busy machine the default of 5 s
// per test is too tight for component tests. (The query timeout is set for every package in
// scripts/jest/setup-dom.ts.)
jest.setTimeout(30_000);
