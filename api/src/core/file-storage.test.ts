import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { filesTargetOf } from './file-storage';
import { startupLines } from './startup';
import {
  bearer,
  body,
  createTestApp,
  CORE_MODULES,
  describeEachDatabase,
  login,
  type TestApp,
  type TestAppOptions,
} from '../testing/create-test-app';
import { filePart, multipart, PDF } from '../testing/multipart';
import { startTestS3, testS3Storage, type TestS3 } from '../testing/s3-server';

interface Stored {
  path: string;
  publicUrl: string;
}

describe('FILES_TARGET', () => {
  it('keeps files on UPLOAD_DIR by default and reads a bucket and prefix from s3://', () => {
    expect(loadConfig({}).filesTarget).toEqual({ kind: 'disk' });
    expect(filesTargetOf({ FILES_TARGET: 'disk' })).toEqual({ kind: 'disk' });
    expect(
      filesTargetOf({
        FILES_TARGET: 's3://screen-files/prod/uploads/',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'screen-files',
      prefix: 'prod/uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const aws = filesTargetOf({ FILES_TARGET: 's3://screen-files', AWS_REGION: 'ap-southeast-2' });
    expect(aws).toEqual(
      expect.objectContaining({ prefix: '', endpoint: null, region: 'ap-southeast-2' }),
    );
    expect(aws).toEqual(expect.objectContaining({ forcePathStyle: false, credentials: null }));
  });

  it('stops the start on a value that is not a bucket address, saying what to use', () => {
    const start = (FILES_TARGET: string) => () => loadConfig({ FILES_TARGET });
    const hint = 'use s3://bucket/prefix, or leave it unset for UPLOAD_DIR';
    expect(start('/var/files')).toThrow(
      `FILES_TARGET: "/var/files" is not an s3:// address; ${hint}`,
    );
    expect(start('gs://files/x')).toThrow('FILES_TARGET: "gs://files/x" is not an s3:// address');
    expect(start('s3://')).toThrow('FILES_TARGET: "s3://" names no valid bucket ("")');
    expect(start('s3://Files_Bucket/x')).toThrow('names no valid bucket ("Files_Bucket")');
    expect(start('s3://files/../other')).toThrow(
      'FILES_TARGET: "s3://files/../other" has a prefix with characters other than letters, digits, . _ - and /',
    );
    expect(() =>
      loadConfig({ FILES_TARGET: 's3://files', FILES_S3_ENDPOINT: 'minio:9000' }),
    ).toThrow('FILES_S3_ENDPOINT: "minio:9000" is not an http(s)://host[:port] address');
  });

  it('names the bucket in the start-up lines (never the credentials)', () => {
    const config = loadConfig({
      FILES_TARGET: 's3://screen-files/prod',
      FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_ACCESS_KEY_ID: 'key',
    });
    expect(startupLines(config, 'PostgreSQL')).toEqual([
      'database: PostgreSQL',
      'files: s3://screen-files/prod/ at http://127.0.0.1:9000',
    ]);
  });
});

let s3: TestS3;
const large: TestAppOptions = {
  modules: CORE_MODULES,
  // 20 MB files are allowed here (8 MB by default).
  config: { uploadMaxBytes: 21 * 1024 * 1024 },
};
beforeAll(async () => {
  s3 = await startTestS3();
  large.fileStorage = testS3Storage(s3, 'large');
});
afterAll(() => s3?.close());

describeEachDatabase(
  'a 20 MB upload to an S3 bucket',
  (get) => {
    it('reaches the bucket as a stream, never as one Buffer, and comes back whole', async () => {
      const storage = get().ctx.files;
      const puts: unknown[] = [];
      const putOriginal = storage.put.bind(storage);
      const put = jest.spyOn(storage, 'put').mockImplementation((key, stream, info) => {
        puts.push(stream);
        return putOriginal(key, stream, info);
      });
      // What the SDK is handed to send over HTTP.
      const sent: unknown[] = [];
      const sendOriginal = S3Client.prototype.send as (...args: unknown[]) => unknown;
      const send = jest.spyOn(S3Client.prototype, 'send').mockImplementation(function (
        this: S3Client,
        ...args: unknown[]
      ) {
        if (args[0] instanceof PutObjectCommand) sent.push(args[0].input.Body);
        return sendOriginal.apply(this, args);
      } as never);
      try {
        const content = Buffer.alloc(20 * 1024 * 1024, 0x61);
        content.write('%PDF-1.4\n', 0);
        const token = await login(get().app, 'sales@demo.test');
        const form = multipart([filePart('big.pdf', 'application/pdf', content)]);
        const response = await get().app.inject({
          method: 'POST',
          url: '/upload',
          headers: { ...form.headers, ...bearer(token) },
          payload: form.payload,
        });
        expect(response.statusCode).toBe(200);
        expect(puts).toHaveLength(1);
        expect(puts[0]).toBeInstanceOf(Readable);
        expect(Buffer.isBuffer(puts[0])).toBe(false);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toBeInstanceOf(Readable);

        const [file] = body<{ files: Stored[] }>(response).data.files;
        const served = await get().app.inject({
          method: 'GET',
          url: new URL(file.publicUrl).pathname,
          headers: bearer(token),
        });
        expect(served.headers['content-length']).toBe(String(content.length));
        const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
        expect(digest(served.rawPayload)).toBe(digest(content));
        // Nothing stayed on this machine: the temporary file is gone, the file is in the bucket.
        expect(fs.readdirSync(path.join(get().uploadDir, '.incoming'))).toEqual([]);
        expect(fs.existsSync(path.join(get().uploadDir, file.path))).toBe(false);
      } finally {
        put.mockRestore();
        send.mockRestore();
      }
    });
  },
  large,
);

/**
 * Two API processes on one PostgreSQL (ADR 195), each with its own UPLOAD_DIR as on two
 * machines: with FILES_TARGET a bucket, a file uploaded through one is served by the other.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('files across two API processes [postgres]', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let otherDir = '';

  beforeAll(async () => {
    a = await createTestApp('postgres', {
      modules: CORE_MODULES,
      fileStorage: testS3Storage(s3, 'two-processes'),
    });
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-second-machine-'));
    b = await buildApp({
      logger: false,
      modules: CORE_MODULES,
      config: {
        mode: 'test',
        uploadDir: otherDir,
        publicUrl: 'http://shell.test',
        filesTarget: s3.target('two-processes'),
      },
      database: openDatabase({
        databaseUrl: a.databaseUrl,
        schema: a.schema,
        poolSize: 3,
      }),
      clock: a.clock,
    });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(otherDir, { recursive: true, force: true });
  }, 120_000);

  it('a file uploaded through process A is served, with its headers, by process B', async () => {
    const token = await login(a.app, 'sales@demo.test');
    const form = multipart([filePart('site plan.pdf', 'application/pdf', PDF)]);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    const [file] = body<{ files: Stored[] }>(uploaded).data.files;
    const url = new URL(file.publicUrl).pathname;

    const served = await b.inject({ method: 'GET', url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''site%20plan.pdf");
    expect(served.headers['x-frame-options']).toBe('DENY');
    expect(fs.readdirSync(otherDir)).toEqual([]);

    // Removed through B, it is gone for A too.
    const removed = await b.inject({
      method: 'DELETE',
      url: `/upload?destinations[]=${encodeURIComponent(file.publicUrl)}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(
      404,
    );
  });
});
