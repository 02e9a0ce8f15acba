import { App } from 'antd';
import { navigate } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';

export const LOGOUT_QUESTION = 'Are you sure want to logout?';

/** Asks 'Are you sure want to logout?' and, on yes, goes to /logout (which ends the session). */
export function useLogout(): () => Promise<void> {
  const { modal } = App.useApp();
  return async () => {
    if (await confirmAsync({ title: LOGOUT_QUESTION }, modal)) navigate('/logout');
  };
}
