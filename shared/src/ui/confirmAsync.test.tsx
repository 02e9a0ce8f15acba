import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalFuncProps } from 'antd';
import { confirmAsync } from './confirmAsync';

// jsdom does not implement getComputedStyle for pseudo-elements, which antd's scroll lock asks for.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});
afterAll(() => jest.restoreAllMocks());

describe('confirmAsync', () => {
  it('resolves true on the confirm button of the antd dialog', async () => {
    const answer = confirmAsync({ title: 'Are you sure want to logout?' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure want to logout?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on cancel', async () => {
    let props: ModalFuncProps = {};
    const answer = confirmAsync(
      { title: 'Are you sure want to void this note?', okText: 'Void', danger: true },
      { confirm: (given) => (props = given) },
    );
    expect(props.okText).toBe('Void');
    expect(props.okButtonProps?.danger).toBe(true);
    props.onCancel?.();
    await expect(answer).resolves.toBe(false);
  });
});
