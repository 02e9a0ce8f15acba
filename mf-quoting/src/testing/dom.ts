import { screen } from '@testing-library/react';

/**
 * The last button showing `text`. getByRole computes accessible names over the whole tree,
 * which takes seconds per query in jsdom with antd's tables; text lookups do not.
 */
export function button(text: string): HTMLButtonElement {
  const found = screen
    .getAllByText(text, { exact: true })
    .map((element) => element.closest('button'))
    .filter((element): element is HTMLButtonElement => element !== null);
  if (found.length === 0) throw new Error(`No button shows "${text}"`);
  return found[found.length - 1];
}
