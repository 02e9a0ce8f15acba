import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../core/config';
import type { Db } from '../../core/database';
import { HttpError } from '../../core/http';
import { HttpAssistantProvider } from './http-provider';
import { LocalAssistantProvider } from './local-provider';
import type { AssistantContext } from './provider';
import { providerFor } from './routes';

type Handler = (body: unknown, response: http.ServerResponse) => void;

/** A local stand-in for the external assistant service. */
function startService(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => handler(JSON.parse(raw) as unknown, response));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/ask`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const CONTEXT: AssistantContext = {
  // The external provider never touches the database.
  db: {} as Db,
  organisationId: 7,
  userId: 42,
  now: new Date('2026-03-11T01:30:00.000Z'),
};

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the provider to fail');
}

describe('HttpAssistantProvider', () => {
  const services: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(services.splice(0).map((close) => close()));
  });
  const service = async (handler: Handler) => {
    const started = await startService(handler);
    services.push(started.close);
    return started.url;
  };

  it('posts the question and who asks, and relays the JSON reply', async () => {
    const received: unknown[] = [];
    const url = await service((body, response) => {
      received.push(body);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ reply: '  3 jobs are open.  ' }));
    });
    const answer = await new HttpAssistantProvider(url).answer('how many jobs', CONTEXT);
    expect(answer).toBe('3 jobs are open.');
    expect(received).toEqual([{ query: 'how many jobs', organisation_id: 7, user_id: 42 }]);
  });

  it('relays a plain-text reply and an empty one as empty', async () => {
    const replies = ['Plain answer', ''];
    const url = await service((_body, response) => {
      response.setHeader('content-type', 'text/plain');
      response.end(replies.shift());
    });
    const provider = new HttpAssistantProvider(url);
    expect(await provider.answer('a', CONTEXT)).toBe('Plain answer');
    expect(await provider.answer('b', CONTEXT)).toBe('');
  });

  it('fails with a 502 when the service errs, answers nonsense or is unreachable', async () => {
    const url = await service((_body, response) => {
      response.statusCode = 500;
      response.end('boom');
    });
    const failed = await failure(new HttpAssistantProvider(url).answer('a', CONTEXT));
    expect(failed.status).toBe(502);
    expect(failed.options.caption).toBe('The service answered 500.');

    const nonsense = await service((_body, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ answer: 42 }));
    });
    expect((await failure(new HttpAssistantProvider(nonsense).answer('a', CONTEXT))).status).toBe(
      502,
    );

    const closed = await startService(() => undefined);
    await closed.close();
    const unreachable = await failure(new HttpAssistantProvider(closed.url).answer('a', CONTEXT));
    expect(unreachable.options.caption).toBe('The service could not be reached.');
  });

  it('gives up after its timeout when the service does not answer', async () => {
    const url = await service(() => undefined);
    const failed = await failure(new HttpAssistantProvider(url, 200).answer('a', CONTEXT));
    expect(failed.status).toBe(502);
    expect(failed.options.caption).toBe('The service timed out.');
  });
});

describe('providerFor', () => {
  it('answers locally by default and through the service when configured', () => {
    expect(providerFor(loadConfig({}))).toBeInstanceOf(LocalAssistantProvider);
    expect(
      providerFor(
        loadConfig({ ASSISTANT_PROVIDER: 'http', ASSISTANT_URL: 'http://127.0.0.1:9/ask' }),
      ),
    ).toBeInstanceOf(HttpAssistantProvider);
    expect(() => providerFor(loadConfig({ ASSISTANT_PROVIDER: 'http' }))).toThrow(
      'ASSISTANT_PROVIDER=http needs ASSISTANT_URL',
    );
  });
});
