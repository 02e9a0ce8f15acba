import { api, isApiError, type FieldValue } from '@platform/shared';

/** A stored file as the wizard keeps it in the record (spec §3 'File result'). */
export interface WizardFile {
  filename: string;
  publicUrl: string;
  thumbnail: { publicUrl: string | null };
}

interface UploadAnswer {
  files: Array<{ filename: string; publicUrl: string; thumbnail: { publicUrl: string | null } }>;
}

export type UploadOutcome = { ok: true; files: WizardFile[] } | { ok: false; message: string };

const UPLOAD_FAILED = 'The files could not be uploaded.';

/** POST /upload (multipart: files, directory); on failure the server's message, for a retry. */
export async function uploadFiles(
  files: readonly File[],
  directory: string,
): Promise<UploadOutcome> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  body.append('directory', directory);
  try {
    const result = await api.post<UploadAnswer>('/upload', undefined, {
      formData: body,
      silent: true,
    });
    return {
      ok: true,
      files: result.data.files.map((file) => ({
        filename: file.filename,
        publicUrl: file.publicUrl,
        thumbnail: { publicUrl: file.thumbnail.publicUrl },
      })),
    };
  } catch (error) {
    const message = isApiError(error) ? (error.info?.message ?? error.message) : '';
    return { ok: false, message: message || UPLOAD_FAILED };
  }
}

/** The stored files of a file step's value (anything else reads as none). */
export function storedFiles(value: FieldValue | undefined): WizardFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [];
    const filename = entry.filename;
    const publicUrl = entry.publicUrl;
    const thumbnail = entry.thumbnail;
    if (typeof filename !== 'string') return [];
    const thumb =
      typeof thumbnail === 'object' && thumbnail !== null && !Array.isArray(thumbnail)
        ? thumbnail.publicUrl
        : null;
    return [
      {
        filename,
        publicUrl: typeof publicUrl === 'string' ? publicUrl : '',
        thumbnail: { publicUrl: typeof thumb === 'string' ? thumb : null },
      },
    ];
  });
}

export function toFieldValue(files: readonly WizardFile[]): FieldValue {
  return files.map((file) => ({
    filename: file.filename,
    publicUrl: file.publicUrl,
    thumbnail: { publicUrl: file.thumbnail.publicUrl },
  }));
}
