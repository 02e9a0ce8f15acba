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

/** The top bar's chatbot button for signed-in staff; opens and closes the chat window. */
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
        // In the top bar (ADR 192): a floating button covered the pages' own actions.
        style={{
          flexShrink: 0,
          width: 28,
          height: 28,
          padding: 0,
          borderRadius: '50%',
          border: '1px solid rgba(255, 255, 255, 0.85)',
          background: store.open ? 'rgba(255, 255, 255, 0.2)' : 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: 16,
          lineHeight: '26px',
          cursor: 'pointer',
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
