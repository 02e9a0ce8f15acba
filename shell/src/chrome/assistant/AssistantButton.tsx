import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { session } from '@platform/shared';
import { AssistantStore } from './assistantStore';

// The window is its own chunk: only this button is in the chrome's initial code.
const AssistantWindow = lazy(() => import('./AssistantWindow'));

/** Spec: the chatbot is a dev-only feature (development environment or developer mode). */
export function assistantEnabled(environment: string, developerMode: boolean): boolean {
  return environment === 'development' || developerMode;
}

export interface AssistantButtonProps {
  environment: string;
}

/** The floating chatbot button for signed-in staff; opens and closes the chat window. */
export const AssistantButton = observer(function AssistantButton({
  environment,
}: AssistantButtonProps) {
  const [store] = useState(() => new AssistantStore());
  const staff = session.isLoggedIn && !session.isDashboardUser;
  if (!staff || !assistantEnabled(environment, session.developerMode)) return null;
  return (
    <>
      <button
        type="button"
        aria-label={store.open ? 'Close the assistant' : 'Open the assistant'}
        aria-expanded={store.open}
        data-testid="assistant-button"
        onClick={() => store.toggle()}
        style={{
          position: 'fixed',
          right: 24,
          bottom: 88,
          zIndex: 96,
          width: 48,
          height: 48,
          borderRadius: '50%',
          border: 0,
          background: '#1677ff',
          color: '#fff',
          fontSize: 22,
          cursor: 'pointer',
          boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)',
        }}
      >
        <span aria-hidden>{store.open ? '×' : '?'}</span>
      </button>
      {store.open ? (
        <Suspense fallback={null}>
          <AssistantWindow store={store} />
        </Suspense>
      ) : null}
    </>
  );
});
