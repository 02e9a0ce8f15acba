import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalFuncProps } from 'antd';
import { confirmAsync } from './confirmAsync';

describe('confirmAsync', () => {
  it('resolves true on the confirm button of the antd dialog', async () => {
    const answer = confirmAsync({ title: 'Are you sure want to logout?' });
    expect(await screen.findByText('Are you sure want to logout?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('Are you sure want to logout?')).not.toBeInTheDocument());
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
