import type { AppContext } from './module';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app context, so guards can reach sessions from a request. */
    ctx: AppContext;
  }
}
