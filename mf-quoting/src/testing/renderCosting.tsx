import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Modal } from 'antd';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { CostingScreen } from '../costing/CostingScreen';
import { COSTING_URL } from './costing';

/** A storage in memory, for the screen's kept drafts. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** The costing screen of the test record, its drafts kept in `storage`. */
export function renderScreen(
  options: { cloneUrl?: string | null; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const storage = options.storage ?? memoryStorage();
  render(
    <CostingScreen
      url={COSTING_URL}
      costType="product"
      cloneUrl={options.cloneUrl === undefined ? `${COSTING_URL}/clone` : options.cloneUrl}
      childId={1}
      storage={storage}
    />,
  );
  return storage;
}

// The pointer-events check reads computed styles of every ancestor: slow with antd's styles.
export const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** A costing screen test file's set-up: signed in, dialogs and mocks gone after each test. */
export function setUpCostingTests() {
  // antd's tables and dialogs render slowly in jsdom on a busy machine.
  jest.setTimeout(60_000);
  beforeEach(() => signInForTest());
  afterEach(() => {
    Modal.destroyAll();
    resetSession();
    jest.restoreAllMocks();
  });
}

/** The figure of a side's Total row. */
export const total = (side: 'Retail' | 'Wholesale') =>
  screen.getByLabelText(`${side} total`).textContent;
