import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadedFile } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import type { ByteRange } from '../../core/file-storage';

interface FileKind {
  contentType: string;
  /** Other content types browsers send for the same extension. */
  aliases?: string[];
  /** First bytes every such file starts with; checked so a renamed file is refused. */
  magic?: string[];
  image?: boolean;
}

const OLE = 'd0cf11e0';
const ZIP = '504b0304';

/** The upload allow-list: images plus pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip and rar. */
export const FILE_KINDS: Record<string, FileKind> = {
  jpg: { contentType: 'image/jpeg', magic: ['ffd8ff'], image: true },
  jpeg: { contentType: 'image/jpeg', magic: ['ffd8ff'], image: true },
  png: { contentType: 'image/png', magic: ['89504e47'], image: true },
  gif: { contentType: 'image/gif', magic: ['47494638'], image: true },
  webp: { contentType: 'image/webp', magic: ['52494646'], image: true },
  pdf: { contentType: 'application/pdf', magic: ['25504446'] },
  doc: { contentType: 'application/msword', magic: [OLE] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [ZIP],
  },
  xls: { contentType: 'application/vnd.ms-excel', magic: [OLE] },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [ZIP],
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', magic: [OLE] },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: [ZIP],
  },
  txt: { contentType: 'text/plain' },
  zip: { contentType: 'application/zip', aliases: ['application/x-zip-compressed'], magic: [ZIP] },
  rar: {
    contentType: 'application/vnd.rar',
    aliases: ['application/x-rar-compressed'],
    magic: ['52617221'],
  },
};

export const NOT_ALLOWED =
  'Only images, pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip and rar files can be uploaded.';

export function extensionOf(filename: string): string {
  return path.extname(filename).slice(1).toLowerCase();
}

/** The kind of an upload, or null when its name, declared type or first bytes do not fit the list. */
export function fileKind(
  filename: string,
  mimetype: string,
  head: Buffer,
  imagesOnly = false,
): FileKind | null {
  const kind = FILE_KINDS[extensionOf(filename)];
  if (!kind || (imagesOnly && !kind.image)) return null;
  const declared = mimetype.toLowerCase();
  const typeFits =
    declared === kind.contentType ||
    kind.aliases?.includes(declared) ||
    declared === 'application/octet-stream';
  if (!typeFits) return null;
  if (
    kind.magic &&
    !kind.magic.some((magic) => head.subarray(0, magic.length / 2).toString('hex') === magic)
  ) {
    return null;
  }
  return kind;
}

export type StoredFile = UploadedFile;

export function filesBaseUrl(ctx: AppContext, request: FastifyRequest): string {
  return `${ctx.config.apiPublicUrl ?? `${request.protocol}://${request.host}`}/files`;
}

/** '1/23/abc.pdf' style paths only: no dots-only segments, nothing outside the upload folder. */
export function safeRelativePath(relative: string): string | null {
  const segments = relative.split('/');
  const valid = segments.every(
    (segment) => /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/.test(segment) && !/^\.+$/.test(segment),
  );
  if (!valid || segments.length > 6) return null;
  const absolute = path.resolve('/', relative);
  return absolute.slice(1);
}

/** The upload sub-folder a client asked for (organisation id and route id), made safe. */
export function directoryFor(
  organisationId: number,
  requested: string | undefined,
  fallback: string,
): string {
  const parts = (requested ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter((part) => /^[A-Za-z0-9_-]{1,40}$/.test(part))
    .slice(0, 3);
  // The organisation folder is always the uploader's own, whatever the client asked for.
  if (parts[0] === String(organisationId)) parts.shift();
  return [String(organisationId), ...(parts.length > 0 ? parts : [fallback])].join('/');
}

/** A file part streamed to a temporary file: its first bytes (for the type check) and size. */
export interface ReceivedFile {
  tempPath: string;
  head: Buffer;
  size: number;
  /** Set once the file has been moved to its place. */
  stored: boolean;
}

const HEAD_BYTES = 64;

/**
 * Streams a multipart file to a temporary file under the upload folder, keeping only its first
 * bytes in memory. Over the size limit (the multipart `fileSize` limit) it is a 413.
 */
export async function receiveFile(ctx: AppContext, part: MultipartFile): Promise<ReceivedFile> {
  const folder = path.join(ctx.config.uploadDir, '.incoming');
  await fs.mkdir(folder, { recursive: true });
  const received: ReceivedFile = {
    tempPath: path.join(folder, ctx.secrets.randomToken(16)),
    head: Buffer.alloc(0),
    size: 0,
    stored: false,
  };
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (received.head.length < HEAD_BYTES) {
        received.head = Buffer.concat([received.head, chunk]).subarray(0, HEAD_BYTES);
      }
      received.size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(received.tempPath, { flags: 'wx' }));
  } catch (error) {
    await discard([received]);
    throw error;
  }
  if (part.file.truncated) {
    await discard([received]);
    throw tooLarge(ctx);
  }
  return received;
}

/** Removes temporary files that were not stored. */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(
    files.filter((file) => !file.stored).map((file) => fs.rm(file.tempPath, { force: true })),
  );
}

/**
 * Streams one accepted file from its temporary file to the file store (UPLOAD_DIR or a bucket,
 * ADR 199) under a random name, and records it.
 */
export async function storeFile(
  ctx: AppContext,
  request: FastifyRequest,
  owner: { organisationId: number; userId: number },
  directory: string,
  original: string,
  kind: FileKind,
  received: ReceivedFile,
): Promise<StoredFile> {
  const filename = `${ctx.secrets.randomToken(16)}.${extensionOf(original)}`;
  const relative = `${directory}/${filename}`;
  await ctx.files.put(relative, createReadStream(received.tempPath), {
    size: received.size,
    contentType: kind.contentType,
  });
  const name = path.basename(original).slice(0, 200);
  await ctx.db
    .insertInto('uploaded_files')
    .values({
      organisation_id: owner.organisationId,
      user_id: owner.userId,
      path: relative,
      name,
      content_type: kind.contentType,
      size: received.size,
    })
    .execute();
  const publicUrl = `${filesBaseUrl(ctx, request)}/${relative}`;
  return {
    filename,
    name,
    path: relative,
    publicUrl,
    // No image library here: the client already shrinks images, so the file is its own thumbnail.
    thumbnail: { publicUrl: kind.image ? publicUrl : null },
    content_type: kind.contentType,
    size: received.size,
  };
}

/** Removes files of one organisation; returns the paths that were removed. */
export async function removeFiles(
  ctx: AppContext,
  organisationId: number,
  paths: string[],
): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await ctx.db
    .deleteFrom('uploaded_files')
    .where('organisation_id', '=', organisationId)
    .where('path', 'in', paths)
    .returning('path')
    .execute();
  for (const row of rows) await ctx.files.delete(row.path);
  return rows.map((row) => row.path);
}

export function tooLarge(ctx: AppContext): HttpError {
  const megabytes = Math.round(ctx.config.uploadMaxBytes / (1024 * 1024));
  return new HttpError(413, `The file is too large. The limit is ${megabytes} MB.`);
}

/**
 * The byte range a Range header asks for ('bytes=0-99', 'bytes=100-', 'bytes=-100'): null for the
 * whole file (no header, or one this server does not take: several ranges, other units), or
 * 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * Sends a stored file with `headers` (its type, disposition, caching): streamed from the file
 * store, the same way for UPLOAD_DIR and a bucket, with one byte range when the client asks
 * (206 and Content-Range, 416 past the end). Null when the store has no such file.
 */
export async function sendStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; size: number },
  headers: Record<string, string>,
): Promise<FastifyReply | null> {
  const range = requestedRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new HttpError(416, 'The requested range is outside the file.');
  }
  const object = await ctx.files.get(file.path, range ?? undefined);
  if (!object) return null;
  reply.headers({ ...headers, 'accept-ranges': 'bytes' });
  if (range) {
    reply.code(206);
    reply.headers({
      'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
      'content-length': String(range.end - range.start + 1),
    });
  } else {
    reply.header('content-length', String(object.size));
  }
  return reply.send(object.body);
}
