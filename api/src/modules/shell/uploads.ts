import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../core/module';
import { REQUIRED_MESSAGE } from '@platform/shared/values';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireStaff, requireUser } from '../../core/auth-guard';
import {
  directoryFor,
  discard,
  fileKind,
  receiveFile,
  type ReceivedFile,
  NOT_ALLOWED,
  removeFiles,
  sendStoredFile,
  safeRelativePath,
  storeFile,
  tooLarge,
  type StoredFile,
} from './file-store';
import { fileViewer } from './file-access';

const STORED_FILE_SCHEMA = S.obj({
  filename: S.str(),
  name: S.str(),
  path: S.str(),
  publicUrl: S.str(),
  thumbnail: S.obj({ publicUrl: S.nstr() }),
  content_type: S.str(),
  size: S.int(),
});

/** Multipart bodies are read by the handler, part by part; this schema covers a JSON body. */
const MULTIPART_ONLY = {
  content: { 'application/json': { schema: S.obj({}, [], { additionalProperties: false }) } },
};

interface ReadUpload {
  fields: Record<string, string>;
  files: Array<{ part: MultipartFile; content: ReceivedFile }>;
}

/**
 * Reads the fields and streams each file to a temporary file (never whole in memory); a file
 * over the size limit is a 413 and every temporary file is removed.
 */
async function readMultipart(ctx: AppContext, request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the files as multipart/form-data.', {
      errors: { files: [REQUIRED_MESSAGE] },
    });
  }
  const result: ReadUpload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') result.files.push({ part, content: await receiveFile(ctx, part) });
      else if (typeof part.value === 'string') result.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    await discard(result.files.map((file) => file.content));
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ctx);
    throw error;
  }
  return result;
}

function accepted(upload: ReadUpload, imagesOnly: boolean) {
  return upload.files.map(({ part, content }) => {
    const kind = fileKind(part.filename, part.mimetype, content.head, imagesOnly);
    if (!kind) {
      throw new HttpError(
        415,
        imagesOnly ? 'Only images can be used as a profile picture.' : NOT_ALLOWED,
        {
          errors: {
            files: [`${part.filename}: ${imagesOnly ? 'not an image' : 'file type not allowed'}`],
          },
        },
      );
    }
    return { part, content, kind };
  });
}

/** '…/files/1/uploads/x.pdf' or '1/uploads/x.pdf' → '1/uploads/x.pdf'. */
function destinationPath(destination: string): string | null {
  const marker = '/files/';
  const at = destination.indexOf(marker);
  const relative =
    at === -1 ? destination.replace(/^\/+/, '') : destination.slice(at + marker.length);
  try {
    return safeRelativePath(decodeURIComponent(relative.split('?')[0]));
  } catch {
    // A malformed escape ('%E0%A4%A') is not a path (found by the fuzzer: it was a 500).
    return null;
  }
}

/**
 * File upload (disk by default, content type and size checked), download by capability URL,
 * removal, and the profile picture. Files live under UPLOAD_DIR/{organisation id}/….
 */
export function registerUploads(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/upload',
    {
      schema: {
        body: MULTIPART_ONLY,
        response: replies(S.obj({ files: S.arr(STORED_FILE_SCHEMA) })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const upload = await readMultipart(ctx, request);
      try {
        if (upload.files.length === 0) {
          throw new HttpError(400, 'Choose at least one file.', {
            errors: { files: [REQUIRED_MESSAGE] },
          });
        }
        const files = accepted(upload, false);
        const directory = directoryFor(user.organisation_id, upload.fields.directory, 'uploads');
        const owner = { organisationId: user.organisation_id, userId: user.id };
        const stored: StoredFile[] = [];
        for (const { part, content, kind } of files) {
          stored.push(
            await storeFile(ctx, request, owner, directory, part.filename, kind, content),
          );
        }
        return ok({ files: stored }, { message: 'Files uploaded successfully' });
      } finally {
        await discard(upload.files.map((file) => file.content));
      }
    },
  );

  app.delete<{ Querystring: { destinations: string[] } }>(
    '/upload',
    {
      schema: {
        querystring: S.obj(
          {
            destinations: {
              type: 'array',
              items: S.str({ maxLength: 1000 }),
              minItems: 1,
              maxItems: 50,
            },
          },
          ['destinations'],
        ),
        response: replies(S.obj({ deleted: S.arr(S.str()) })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const paths = request.query.destinations
        .map(destinationPath)
        .filter((p): p is string => p !== null);
      const deleted = await removeFiles(ctx, user.organisation_id, paths);
      if (deleted.length === 0) throw new HttpError(404, 'File not found.');
      return ok({ deleted }, { message: 'File deleted successfully' });
    },
  );

  // Only to users of the file's organisation: by bearer token or the file-access cookie (ADR 142).
  app.get<{ Params: { '*': string } }>(
    '/files/*',
    { schema: { params: S.obj({ '*': S.str({ minLength: 1, maxLength: 1000 }) }, ['*']) } },
    async (request, reply) => {
      const viewer = await fileViewer(ctx, request);
      if (!viewer) {
        throw new HttpError(401, 'Sign in to see this file.', { code: 'unauthenticated' });
      }
      const relative = safeRelativePath(request.params['*']);
      const row = relative
        ? await ctx.db
            .selectFrom('uploaded_files')
            .select(['path', 'name', 'content_type', 'size'])
            .where('path', '=', relative)
            .where('organisation_id', '=', viewer.organisation_id)
            .executeTakeFirst()
        : undefined;
      if (!row) throw new HttpError(404, 'File not found.');
      const inline =
        row.content_type.startsWith('image/') || row.content_type === 'application/pdf';
      const sent = await sendStoredFile(ctx, request, reply, row, {
        'content-type': row.content_type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3600',
        'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      });
      if (!sent) throw new HttpError(404, 'File not found.');
      return sent;
    },
  );

  app.post(
    '/users/profile-picture',
    {
      schema: {
        body: {
          content: {
            'application/json': { schema: S.obj({ type: S.str({ enum: ['delete'] }) }, ['type']) },
          },
        },
        response: replies(
          S.obj({
            profile_picture: S.str(),
            old_picture_directory: S.nstr(),
            old_picture_thumb_directory: S.nstr(),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const upload: ReadUpload = request.isMultipart()
        ? await readMultipart(ctx, request)
        : { fields: { type: (request.body as { type: string }).type }, files: [] };
      try {
        const type = upload.fields.type;
        if (type !== 'update' && type !== 'delete') {
          throw new HttpError(400, 'type: Must be one of: update, delete.', {
            errors: { type: ['Must be one of: update, delete.'] },
          });
        }
        const old = await ctx.db
          .selectFrom('users')
          .select(['profile_picture', 'profile_picture_thumb'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        let picture: StoredFile | null = null;
        if (type === 'update') {
          if (upload.files.length !== 1) {
            throw new HttpError(400, 'Choose one image.', {
              errors: { files: ['Exactly one image is required.'] },
            });
          }
          const [{ part, content, kind }] = accepted(upload, true);
          const owner = { organisationId: user.organisation_id, userId: user.id };
          picture = await storeFile(
            ctx,
            request,
            owner,
            `${user.organisation_id}/profile-pictures`,
            part.filename,
            kind,
            content,
          );
        }
        await ctx.db
          .updateTable('users')
          .set({
            profile_picture: picture?.publicUrl ?? null,
            profile_picture_thumb: picture?.thumbnail.publicUrl ?? null,
          })
          .where('id', '=', user.id)
          .execute();
        const oldPaths = [old.profile_picture, old.profile_picture_thumb]
          .map((url) => (url ? destinationPath(url) : null))
          .filter((p): p is string => p !== null);
        await removeFiles(ctx, user.organisation_id, [...new Set(oldPaths)]);
        return ok(
          {
            profile_picture: picture?.publicUrl ?? '',
            old_picture_directory: old.profile_picture,
            old_picture_thumb_directory: old.profile_picture_thumb,
          },
          {
            message:
              type === 'delete'
                ? 'Profile picture removed successfully!'
                : 'Profile picture updated successfully!',
          },
        );
      } finally {
        await discard(upload.files.map((file) => file.content));
      }
    },
  );
}
