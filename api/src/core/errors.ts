import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldErrors } from '@platform/shared/contracts';
import { REQUIRED_MESSAGE } from '@platform/shared/values';
import { HttpError, failure } from './http';
import { FINITE, NO_NUL } from './validation';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(issue: ValidationIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') {
    return base ? `${base}.${missing}` : missing;
  }
  return base || '_';
}

function readable(issue: ValidationIssue): string {
  const { keyword, params } = issue;
  switch (keyword) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'format':
      return params.format === 'email'
        ? 'Please enter a valid e-mail address.'
        : `Must be a valid ${String(params.format)}.`;
    case 'minLength':
      return `Must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters.`;
    case 'minimum':
      return `Must be ${String(params.limit)} or more.`;
    case 'maximum':
      return `Must be ${String(params.limit)} or less.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'type':
      return `Must be of type ${String(params.type)}.`;
    case 'pattern':
      return 'Has an invalid format.';
    case NO_NUL:
      return 'Must not contain NUL characters.';
    case FINITE:
      return 'Must be a finite number.';
    default:
      return issue.message
        ? `${issue.message[0].toUpperCase()}${issue.message.slice(1)}.`
        : 'Is invalid.';
  }
}

/** Turns schema validation issues into the per-field errors of ResponseInfo. */
export function fieldErrors(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    const message = readable(issue);
    errors[field] = [...(errors[field] ?? []), message].filter((m, i, all) => all.indexOf(m) === i);
  }
  return errors;
}

/** PostgreSQL's class 22 (data exception): a value the database cannot take, e.g. 22003, 22021, 22P02. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Every error leaves in the `{ data, info }` envelope: schema failures as 400 with errors per
 * field, HttpErrors with their status, framework 4xx errors with their own message, and
 * anything else as a 500 that says nothing about the cause (the log has it).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.code(error.status).send(failure(error.status, error.message, error.options));
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as ValidationIssue[]);
      const [field, messages] = Object.entries(errors)[0] ?? ['_', ['Is invalid.']];
      const message = field === '_' ? messages[0] : `${field}: ${messages[0]}`;
      return reply.code(400).send(failure(400, message, { errors, caption: 'Invalid request' }));
    }
    if (isDataException(error)) {
      // Defence in depth behind the schemas (ADR 120): the database refused a value the
      // client sent (out of range, not a number, a NUL character); nothing was stored.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send(failure(400, 'A value in the request is invalid.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        failure(500, 'An unexpected error occurred. Please try again or contact administration.'),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send(failure(404, `Route ${request.method} ${path} not found`));
  });
}
