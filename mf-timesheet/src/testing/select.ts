import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens an antd Select found by its aria-label and returns the option elements shown. */
export async function openSelect(label: string): Promise<HTMLElement[]> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  let options: HTMLElement[] = [];
  await waitFor(() => {
    options = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'));
    expect(options.length).toBeGreaterThan(0);
  });
  return options;
}

/** Picks the option whose text is exactly `text` from the open dropdown of `label`. */
export async function choose(label: string, text: string): Promise<void> {
  const options = await openSelect(label);
  const option = options.find((element) => element.textContent === text);
  if (!option) throw new Error(`No option "${text}" in ${label}: ${options.map((o) => o.textContent).join(', ')}`);
  fireEvent.click(option);
}

export function optionTexts(options: HTMLElement[]): string[] {
  return options.map((option) => option.textContent ?? '');
}
