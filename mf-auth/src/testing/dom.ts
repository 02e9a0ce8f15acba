import { configure } from '@testing-library/react';

// antd renders a lot of DOM and validates asynchronously; on a busy machine the defaults of
// 1 s per query and 5 s per test are too tight for component tests.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);
