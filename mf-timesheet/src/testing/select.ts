import { act, fireEvent, screen, waitFor } from '@testing-library/react';

/** The popup of a Select whose popup opens beside the field (getPopupContainer: the parent). */
function dropdownOf(combobox: HTMLElement): HTMLElement | null {
  const select = combobox.closest<HTMLElement>('.ant-select');
  return (
    select?.parentElement?.querySelector<HTMLElement>(
      ':scope > div .ant-select-dropdown, :scope > .ant-select-dropdown',
    ) ?? null
  );
}

/**
 * Opens an antd Select found by its aria-label, optionally typing `search` to filter it (the
 * list is virtual, so only the first options exist in jsdom), and returns the options shown.
 */
export async function openSelect(label: string, search?: string): Promise<HTMLElement[]> {
  const combobox = screen.getByLabelText(label);
  fireEvent.mouseDown(combobox);
  if (search !== undefined) fireEvent.change(combobox, { target: { value: search } });
  let options: HTMLElement[] = [];
  await waitFor(() => {
    const dropdown = dropdownOf(combobox);
    options = dropdown
      ? Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option'))
      : [];
    expect(options.length).toBeGreaterThan(0);
  });
  return options;
}

/** Picks the option whose text is exactly `text` in the Select labelled `label`. */
export async function choose(label: string, text: string, search?: string): Promise<void> {
  const options = await openSelect(label, search);
  const option = options.find((element) => element.textContent === text);
  if (!option) {
    throw new Error(`No option "${text}" in ${label}: ${optionTexts(options).join(', ')}`);
  }
  act(() => {
    fireEvent.click(option);
  });
}

export function optionTexts(options: HTMLElement[]): string[] {
  return options.map((option) => option.textContent ?? '');
}
