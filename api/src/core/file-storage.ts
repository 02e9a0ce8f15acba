import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';

/** The SDK is loaded with the first bucket store: an API on UPLOAD_DIR never pays for it. */
const sdk = () => import('@aws-sdk/client-s3');

/**
 * Where uploaded and generated files live (ADR 199): UPLOAD_DIR on this machine's disk (the
 * default), or an S3-compatible bucket shared by every API process and machine
 * (FILES_TARGET=s3://bucket/prefix). Both are streamed both ways: a file is never whole in memory.
 */
export type FilesTarget =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** '' or 'some/prefix/' (always ends with a slash when set). */
      prefix: string;
      /** FILES_S3_ENDPOINT (or S3_ENDPOINT): a store other than AWS, addressed path-style. */
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
      /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; null leaves it to the SDK's chain. */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
    };

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** Bytes of the whole file (not of the range). */
  size: number;
}

/** The four things the API does with a stored file. Keys are '1/23/abc.pdf' style paths. */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a stream of `size` bytes under `key` (replacing what was there). */
  put(key: string, body: Readable, info: { size: number; contentType: string }): Promise<void>;
  /** The file (or one range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

/**
 * FILES_TARGET: unset, '' or 'disk' keeps files on UPLOAD_DIR; 's3://bucket' or
 * 's3://bucket/prefix' puts them in that bucket under that prefix. Anything else stops the start.
 */
export function filesTargetOf(env: NodeJS.ProcessEnv): FilesTarget {
  const value = (env.FILES_TARGET ?? '').trim();
  if (value === '' || value === 'disk') return { kind: 'disk' };
  const refuse = (why: string): never => {
    throw new Error(
      `FILES_TARGET: ${JSON.stringify(value)} ${why}; use s3://bucket/prefix, or leave it unset for UPLOAD_DIR`,
    );
  };
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value);
  if (!match) return refuse('is not an s3:// address');
  const [, bucket, rest = ''] = match;
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    return refuse(`names no valid bucket (${JSON.stringify(bucket)})`);
  }
  const segments = rest.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => !PREFIX_SEGMENT.test(segment) || /^\.+$/.test(segment))) {
    return refuse('has a prefix with characters other than letters, digits, . _ - and /');
  }
  const endpoint = env.FILES_S3_ENDPOINT || env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    throw new Error(
      `FILES_S3_ENDPOINT: ${JSON.stringify(endpoint)} is not an http(s)://host[:port] address`,
    );
  }
  const pathStyle = env.FILES_S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket,
    prefix: segments.length > 0 ? `${segments.join('/')}/` : '',
    endpoint,
    region: env.FILES_S3_REGION || env.AWS_REGION || 'us-east-1',
    // A store other than AWS (MinIO, s3rver, …) is addressed path-style unless told otherwise.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : endpoint !== null,
    credentials: env.AWS_ACCESS_KEY_ID
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
          ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
        }
      : null,
  };
}

/** A short description for the start-up log (no credentials). */
export function describeFilesTarget(target: FilesTarget, uploadDir: string): string {
  return target.kind === 'disk'
    ? `disk ${uploadDir}`
    : `s3://${target.bucket}/${target.prefix}${target.endpoint ? ` at ${target.endpoint}` : ''}`;
}

export function openFileStorage(target: FilesTarget, uploadDir: string): FileStorage {
  return target.kind === 'disk' ? diskStorage(uploadDir) : s3Storage(target);
}

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under one folder; a put goes to a temporary name first, then is renamed into place. */
export function diskStorage(root: string): FileStorage {
  const where = (key: string) => path.join(root, key);
  return {
    kind: 'disk',
    async put(key, body) {
      const target = where(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      let size: number;
      try {
        const stat = await fs.stat(where(key));
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return { body: createReadStream(where(key), range ?? {}), size };
    },
    async delete(key) {
      await fs.rm(where(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fs.stat(where(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}

function notFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** Objects under `prefix` in one bucket. The SDK streams a Readable body with a known length. */
export function s3Storage(target: Extract<FilesTarget, { kind: 's3' }>): FileStorage {
  let opened: Promise<S3Client> | null = null;
  const client = () => (opened ??= s3ClientFor(target));
  const Bucket = target.bucket;
  const Key = (key: string) => `${target.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, info) {
      const { PutObjectCommand } = await sdk();
      await (
        await client()
      ).send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: body,
          ContentLength: info.size,
          ContentType: info.contentType,
        }),
      );
    },
    async get(key, range) {
      const { GetObjectCommand } = await sdk();
      try {
        const object = await (
          await client()
        ).send(
          new GetObjectCommand({
            Bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
        return {
          body: object.Body as Readable,
          size: whole ? Number(whole) : Number(object.ContentLength ?? 0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async exists(key) {
      const { HeadObjectCommand } = await sdk();
      try {
        await (await client()).send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}

async function s3ClientFor(target: Extract<FilesTarget, { kind: 's3' }>): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    forcePathStyle: target.forcePathStyle,
    ...(target.credentials ? { credentials: target.credentials } : {}),
    // As deploy/ does: checksums only where an operation requires one (not every S3-compatible
    // store accepts the SDK's default trailing checksums).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
