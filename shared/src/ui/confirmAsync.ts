import { Modal, type ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Default 'Yes'. */
  okText?: string;
  /** Default 'No'. */
  cancelText?: string;
  /** Shows the confirm button as dangerous (deleting, voiding). */
  danger?: boolean;
}

/** Anything with antd's confirm: `Modal` itself, or `modal` from `App.useApp()` for themed dialogs. */
export interface ConfirmHost {
  confirm: (props: ModalFuncProps) => unknown;
}

/**
 * Asks a yes/no question, e.g. confirmAsync({ title: 'Are you sure want to logout?' }).
 * Resolves true on the confirm button, false on cancel, Escape or a click outside.
 */
export function confirmAsync(options: ConfirmOptions, host: ConfirmHost = Modal): Promise<boolean> {
  return new Promise((resolve) => {
    host.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? 'Yes',
      cancelText: options.cancelText ?? 'No',
      okButtonProps: options.danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
