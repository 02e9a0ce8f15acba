import { App, Input } from 'antd';
import { useMemo } from 'react';
import { confirmAsync, type ConfirmHost } from '@platform/shared/ui';
import type { ButtonEnvironment } from './actions';
import { submitForm } from './submitForm';
import { goTo, sameRoutePath, withDefaultTab } from '../page/navigation';
import { usePageContext } from '../page/PageContext';
import { useOpenModal } from '../multiview/modalContext';

type PromptHost = ConfirmHost;

/** Asks a question with a text answer; resolves null when dismissed. */
export function promptAsync(host: PromptHost, question: string): Promise<string | null> {
  let answer = '';
  return new Promise((resolve) => {
    host.confirm({
      title: question,
      icon: null,
      content: (
        <Input
          autoFocus
          aria-label={question}
          onChange={(event) => (answer = event.target.value)}
        />
      ),
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: () => resolve(answer),
      onCancel: () => resolve(null),
    });
  });
}

/** What buttons may do on this page: dialogs, modals and navigation. */
export function useButtonEnvironment(): ButtonEnvironment {
  const { modal } = App.useApp();
  const openModal = useOpenModal();
  const page = usePageContext();
  return useMemo(
    () => ({
      confirm: (question: string) => confirmAsync({ title: question }, modal),
      prompt: (question: string) => promptAsync(modal, question),
      openModal,
      navigate: (path: string, newTab: boolean) => goTo(path, newTab),
      openUrl: (url: string, newTab: boolean) => {
        if (newTab) window.open(url, '_blank', 'noopener');
        else window.location.assign(url);
      },
      postForm: (url: string, fields: Record<string, string>, newTab: boolean) =>
        submitForm(document, url, fields, newTab),
      sameRoute: (changes: { id?: string | number; child_id?: string | number }) =>
        sameRoutePath(page.route, page.routeParams, page.pathname, changes),
      withDefaultTab: (path: string) => withDefaultTab(path),
      isDevelopment: process.env.NODE_ENV === 'development',
    }),
    [modal, openModal, page],
  );
}
