import { cleanup } from '@testing-library/react';
import { navigate } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';

/** Each test of the block starts signed in as user 1 on `path`; after it, the page is cleared. */
export function signedInOnEachTest(path: string): void {
  beforeEach(() => {
    signInForTest({ user_id: 1 });
    navigate(path);
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });
}
