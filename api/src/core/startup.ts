import type { AppConfig } from './config';

/**
 * What the API logs once it has started: the database, and the development outbox only when the
 * development tools are on (API_DEV_TOOLS=1 outside production). Otherwise /dev/outbox answers
 * 404, and a logged address to it would only mislead.
 */
export function startupLines(config: AppConfig, database: string): string[] {
  const lines = [`database: ${database}`];
  if (config.devRoutes) {
    lines.push(`development outbox: http://${config.host}:${config.port}/dev/outbox`);
  }
  return lines;
}
