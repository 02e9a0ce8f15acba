import { screen } from '@testing-library/react';

/** The button showing `text` (getByRole is slow with antd in jsdom). */
export function button(text: string): HTMLButtonElement {
  const found = screen
    .getAllByText(text)
    .map((element) => element.closest('button'))
    .find((element): element is HTMLButtonElement => element !== null);
  if (!found) throw new Error(`No button '${text}'`);
  return found;
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0,
]);
export const PDF_BYTES = new Uint8Array([...'%PDF-1.4 test'].map((char) => char.charCodeAt(0)));
