import Fastify, { type FastifyInstance } from 'fastify';
import { FINITE, NO_NUL, validationOptions } from './validation';

/** A route with every schema part the API uses: params, querystring, body and a response. */
function appWith(lazy: boolean): FastifyInstance {
  const app = Fastify({ logger: false, ...validationOptions({ lazy }) });
  app.post(
    '/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: { tags: { type: 'array', items: { type: 'string' } } },
        },
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', [NO_NUL]: true },
            count: { type: 'integer', [FINITE]: true },
            kind: { type: 'string', default: 'window' },
          },
          required: ['name', 'count'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' }, tags: {} },
          },
        },
      },
    },
    async (request) => ({
      ...(request.params as object),
      ...(request.body as object),
      tags: (request.query as { tags?: string[] }).tags,
      secret: 'not in the response schema',
    }),
  );
  return app;
}

const REQUESTS = [
  { url: '/items/7?tags=a', payload: { name: 'Door', count: 2, extra: 'dropped' } },
  { url: '/items/7', payload: { name: 'Door', count: '2' } },
  { url: '/items/x', payload: { name: 'Door', count: 2 } },
  { url: '/items/7', payload: { name: 'Do\u0000or', count: 2 } },
  { url: '/items/7', payload: { count: 1.5 } },
  { url: '/items/7?tags=a&tags=b', payload: { name: 'Mesh', count: 3 } },
];

describe('validation compiled lazily (the API tests) or at start (a serving process)', () => {
  const apps = { eager: appWith(false), lazy: appWith(true) };
  afterAll(async () => {
    await apps.eager.close();
    await apps.lazy.close();
  });

  it('gives the same answers, refusals and their messages, defaults, coercion and the response shape', async () => {
    const answers: Record<string, Array<{ status: number; body: string }>> = {};
    for (const [name, app] of Object.entries(apps)) {
      answers[name] = [];
      // Twice: the lazy app's first call compiles, the second reuses what it compiled.
      for (const _ of [1, 2])
        for (const request of REQUESTS) {
          const response = await app.inject({ method: 'POST', ...request });
          answers[name].push({ status: response.statusCode, body: response.body });
        }
    }
    expect(answers.lazy).toEqual(answers.eager);
    const first = answers.eager.slice(0, REQUESTS.length);
    expect(first.map((answer) => answer.status)).toEqual([200, 400, 400, 400, 400, 200]);
    expect(JSON.parse(first[0].body)).toEqual({ id: 7, name: 'Door', tags: ['a'] });
    expect(JSON.parse(first[1].body).message).toBe('body/count must be integer');
    expect(JSON.parse(first[4].body).message).toContain("body must have required property 'name'");
    expect(JSON.parse(first[5].body)).toEqual({ id: 7, name: 'Mesh', tags: ['a', 'b'] });
  });
});
