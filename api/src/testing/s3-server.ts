import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { filesTargetOf, s3Storage, type FilesTarget } from '../core/file-storage';

export const TEST_BUCKET = 'screenworks-files';

export interface TestS3 {
  endpoint: string;
  /** FILES_TARGET and friends for this server, as an operator would set them. */
  env: Record<string, string>;
  /** A bucket target under `prefix` (parsed from `env` the way the API parses it). */
  target(prefix: string): Extract<FilesTarget, { kind: 's3' }>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, as deploy/'s tests use) on a free loopback port with one
 * bucket, its objects in a temporary folder removed on close.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'api-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    FILES_S3_ENDPOINT: endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    endpoint,
    env,
    target(prefix) {
      const target = filesTargetOf({ ...env, FILES_TARGET: `s3://${TEST_BUCKET}/${prefix}` });
      if (target.kind !== 's3') throw new Error('not an s3 target');
      return target;
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** A file store on the test server under its own prefix (a fresh store per test file). */
export const testS3Storage = (s3: TestS3, prefix: string) => s3Storage(s3.target(prefix));
