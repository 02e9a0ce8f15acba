import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate, session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeApi,
} from '@platform/shared/testing';
import { AssistantButton } from './AssistantButton';
import { ASSISTANT_ERROR_TEXT, ASSISTANT_NO_RESPONSE_TEXT, cleanQuestion } from './assistantStore';

function renderButton(environment = 'development') {
  return render(
    <AreaProviders>
      <AssistantButton environment={environment} />
    </AreaProviders>,
  );
}

async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Open the assistant' }));
  return screen.findByRole('dialog', { name: 'Assistant' });
}

async function ask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

describe('cleanQuestion', () => {
  it('strips tags, also rebuilt or unclosed ones, and trims', () => {
    expect(cleanQuestion('  <b>how many</b> jobs\n')).toBe('how many jobs');
    expect(cleanQuestion('<scr<script>ipt>alert(1)</script> hi')).toBe('alert(1) hi');
    expect(cleanQuestion('find customer <img src=x onerror=alert(1)')).toBe('find customer');
    expect(cleanQuestion(' <br/> ')).toBe('');
    expect(cleanQuestion('is 3 < 4')).toBe('is 3 < 4');
  });
});

describe('AssistantButton', () => {
  let fake: FakeApi;

  beforeEach(() => {
    resetSession();
    signInForTest();
    fake = installFakeApi({
      'POST /chatbot/query': (request) => ({
        body: envelope(`You asked: ${(request.body as { query: string }).query}`),
      }),
    });
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows only for signed-in staff in development or developer mode', () => {
    const view = renderButton('production');
    expect(screen.queryByTestId('assistant-button')).not.toBeInTheDocument();
    act(() => session.setDeveloperMode(true));
    expect(screen.getByTestId('assistant-button')).toBeInTheDocument();
    view.unmount();

    resetSession();
    signInForTest({ user_type_id: 4 });
    renderButton('development');
    expect(screen.queryByTestId('assistant-button')).not.toBeInTheDocument();
    act(() => session.clear());
    expect(screen.queryByTestId('assistant-button')).not.toBeInTheDocument();
  });

  it('opens and closes the window from the button and from its close button', async () => {
    renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openChat();
    const button = screen.getByRole('button', { name: 'Close the assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds the question as sent, trimmed and without tags, then the reply', async () => {
    renderButton();
    await openChat();
    await ask('  <b>how many</b> jobs are open  ');
    expect(fake.callsTo('POST /chatbot/query').map((call) => call.body)).toEqual([
      { query: 'how many jobs are open' },
    ]);
    expect(screen.getByTestId('assistant-sent')).toHaveTextContent(/^how many jobs are open$/);
    expect(await screen.findByTestId('assistant-reply')).toHaveTextContent(
      /^You asked: how many jobs are open$/,
    );
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue('');
  });

  it('does not send empty input', async () => {
    renderButton();
    await openChat();
    await ask('   ');
    await ask('<br><i></i>');
    expect(fake.callsTo('POST /chatbot/query')).toHaveLength(0);
    expect(screen.queryByTestId('assistant-sent')).not.toBeInTheDocument();
  });

  it('shows the error text when the service fails', async () => {
    fake.on('POST /chatbot/query', { status: 502, body: { data: null, info: { status: 502 } } });
    renderButton();
    await openChat();
    await ask('help');
    expect(await screen.findByTestId('assistant-reply')).toHaveTextContent(
      /^There was an error while connecting to the chatbot service\.$/,
    );
    expect(ASSISTANT_ERROR_TEXT).toBe(
      'There was an error while connecting to the chatbot service.',
    );
  });

  it('shows the error text when the service cannot be reached', async () => {
    fake.on('POST /chatbot/query', { networkError: true });
    renderButton();
    await openChat();
    await ask('help');
    expect(await screen.findByTestId('assistant-reply')).toHaveTextContent(ASSISTANT_ERROR_TEXT);
  });

  it('says "Sorry, no response." for an empty reply', async () => {
    fake.on('POST /chatbot/query', { body: envelope('   ') });
    renderButton();
    await openChat();
    await ask('help');
    expect(await screen.findByTestId('assistant-reply')).toHaveTextContent(
      /^Sorry, no response\.$/,
    );
    expect(ASSISTANT_NO_RESPONSE_TEXT).toBe('Sorry, no response.');
  });

  it('shows markup in a reply as literal text, never as elements', async () => {
    fake.on('POST /chatbot/query', { body: envelope('<img src=x onerror=alert(1)>') });
    renderButton();
    const dialog = await openChat();
    await ask('help');
    const reply = await screen.findByTestId('assistant-reply');
    expect(reply).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('turns app paths in a reply into links that the router follows', async () => {
    fake.on('POST /chatbot/query', {
      body: envelope('1 customer matches "smith":\n- Smith Family: /customers/12'),
    });
    renderButton();
    await openChat();
    await ask('find customer smith');
    const link = await screen.findByRole('link', { name: '/customers/12' });
    expect(link).toHaveAttribute('href', `${session.orgPrefix}/customers/12`);
    expect(screen.getByTestId('assistant-reply')).toHaveTextContent(
      '1 customer matches "smith": - Smith Family: /customers/12',
    );
    navigate(`${session.orgPrefix}/jobs`);
    fireEvent.click(link);
    expect(window.location.pathname).toBe(`${session.orgPrefix}/customers/12`);
  });
});
