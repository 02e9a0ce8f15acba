import { S } from '../../core/http';

/** Longest question, counted after trimming. */
export const QUERY_MAX_LENGTH = 500;

export const QUERY_BODY = S.obj({ query: S.str() }, ['query']);
