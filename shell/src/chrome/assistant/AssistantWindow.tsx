import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { layout, TOP_BAR_HEIGHT } from '../layoutStore';
import { cleanQuestion, type AssistantStore } from './assistantStore';
import { ReplyText } from './ReplyText';

export interface AssistantWindowProps {
  store: AssistantStore;
}

/** The chat window: the messages of this visit and the question box. Replies are text only. */
const AssistantWindow = observer(function AssistantWindow({ store }: AssistantWindowProps) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const count = store.messages.length;

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cleanQuestion(draft) === '') return;
    const text = draft;
    setDraft('');
    void store.send(text);
  };

  return (
    <section
      role="dialog"
      aria-label="Assistant"
      data-testid="assistant-window"
      // Below the top bar's button; on a phone it takes the whole window under the bar (ADR 192).
      style={{
        position: 'fixed',
        top: TOP_BAR_HEIGHT + (layout.narrow ? 0 : 8),
        right: layout.narrow ? 0 : 12,
        zIndex: 96,
        ...(layout.narrow
          ? { left: 0, bottom: 0, borderRadius: 0 }
          : {
              width: 340,
              maxWidth: 'calc(100vw - 24px)',
              height: 420,
              maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT + 24}px)`,
              borderRadius: 8,
            }),
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        boxShadow: '0 6px 24px rgba(0, 0, 0, 0.2)',
        overflow: 'hidden',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 12px',
          background: '#1677ff',
          color: '#fff',
        }}
      >
        <strong>Assistant</strong>
        <button
          type="button"
          aria-label="Close"
          onClick={() => store.setOpen(false)}
          style={{ border: 0, background: 'transparent', color: '#fff', cursor: 'pointer' }}
        >
          ×
        </button>
      </header>
      <div
        ref={list}
        role="log"
        aria-live="polite"
        style={{ flex: 1, overflowY: 'auto', padding: 12, display: 'grid', gap: 8 }}
      >
        {store.messages.length === 0 ? (
          <p style={{ margin: 0, color: '#8c8c8c' }}>Ask a question, or type “help”.</p>
        ) : null}
        {store.messages.map((message) => (
          <div
            key={message.id}
            data-testid={message.sent ? 'assistant-sent' : 'assistant-reply'}
            style={{
              justifySelf: message.sent ? 'end' : 'start',
              maxWidth: '85%',
              padding: '6px 10px',
              borderRadius: 8,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              background: message.sent ? '#e6f4ff' : '#f5f5f5',
            }}
          >
            {message.sent ? message.text : <ReplyText text={message.text} />}
          </div>
        ))}
        {store.waiting ? <div style={{ color: '#8c8c8c' }}>…</div> : null}
      </div>
      <form
        onSubmit={submit}
        style={{ display: 'flex', gap: 8, padding: 8, borderTop: '1px solid #f0f0f0' }}
      >
        <input
          aria-label="Question"
          value={draft}
          maxLength={500}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ask the assistant"
          style={{ flex: 1, padding: '4px 8px' }}
        />
        <button type="submit">Send</button>
      </form>
    </section>
  );
});

export default AssistantWindow;
