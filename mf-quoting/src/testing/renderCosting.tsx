import { render } from '@testing-library/react';
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
