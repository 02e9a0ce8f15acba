import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Drawer, Empty, Progress, Space, Typography } from 'antd';
import { uploadErrorMessage, uploadFiles, type FileResult } from '../../upload/files';
import { IMAGE_FAILED_MESSAGE, shrinkForUpload } from '../../upload/shrink';

export const SHEET_TEXTS = {
  title: 'Upload files',
  select: 'Select files...',
  empty: 'No files available',
  upload: 'Upload',
} as const;

/** What the picker accepts; the server checks the same list (and the bytes) again. */
export const ACCEPTED_FILES =
  'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar';

interface Chosen {
  key: number;
  file: File;
  /** An object URL of the chosen image, for its thumbnail. */
  preview: string | null;
}

function previewOf(file: File): string | null {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function release(chosen: Chosen): void {
  if (chosen.preview) URL.revokeObjectURL(chosen.preview);
}

export interface UploadSheetProps {
  open: boolean;
  onClose: () => void;
  /** Upload directory: organisation id and route id. */
  directory: string;
  /** Called with each file as soon as the server has stored it. */
  onUploaded: (files: FileResult[]) => void;
  /** How many more files may be added. */
  remaining: number;
}

/**
 * The upload bottom sheet: choose files, see them with thumbnails, remove any, then Upload.
 * Files go one by one (images shrunk first); a stored file leaves the list, a failure stops
 * with the server's message and keeps the rest for a retry.
 */
export function UploadSheet({ open, onClose, directory, onUploaded, remaining }: UploadSheetProps) {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;

  useEffect(() => () => chosenRef.current.forEach(release), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    setChosen((current) => {
      const room = Math.max(0, remaining - current.length);
      const added = files
        .slice(0, room)
        .map((file) => ({ key: nextKey.current++, file, preview: previewOf(file) }));
      return [...current, ...added];
    });
  };

  const remove = (key: number) => {
    setChosen((current) => {
      current.filter((entry) => entry.key === key).forEach(release);
      return current.filter((entry) => entry.key !== key);
    });
  };

  const uploadOne = async (entry: Chosen): Promise<boolean> => {
    let file: File;
    try {
      file = await shrinkForUpload(entry.file);
    } catch {
      setError(IMAGE_FAILED_MESSAGE);
      return false;
    }
    try {
      onUploaded(await uploadFiles([file], directory));
    } catch (failure) {
      setError(uploadErrorMessage(failure));
      return false;
    }
    release(entry);
    setChosen((current) => current.filter((other) => other.key !== entry.key));
    return true;
  };

  const upload = async () => {
    const queue = chosen;
    if (busy || queue.length === 0) return;
    setBusy(true);
    setError(null);
    setProgress({ done: 0, total: queue.length });
    let done = 0;
    for (const entry of queue) {
      if (!(await uploadOne(entry))) break;
      done += 1;
      setProgress({ done, total: queue.length });
    }
    setBusy(false);
    setProgress(null);
    if (done === queue.length) onClose();
  };

  return (
    <Drawer
      open={open}
      placement="bottom"
      size={500}
      title={SHEET_TEXTS.title}
      onClose={busy ? undefined : onClose}
      closable={!busy}
      destroyOnHidden={false}
      extra={
        <Button
          type="primary"
          onClick={() => void upload()}
          loading={busy}
          disabled={chosen.length === 0}
        >
          {SHEET_TEXTS.upload}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <input
          ref={input}
          type="file"
          multiple={remaining > 1}
          accept={ACCEPTED_FILES}
          onChange={choose}
          style={{ display: 'none' }}
          data-testid="file-picker-input"
        />
        <Button
          onClick={() => input.current?.click()}
          disabled={busy || chosen.length >= remaining}
        >
          {SHEET_TEXTS.select}
        </Button>
        {error && <Alert type="error" showIcon title={error} />}
        {progress && (
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            aria-label="Upload progress"
          />
        )}
        {chosen.length === 0 ? (
          <Empty description={SHEET_TEXTS.empty} />
        ) : (
          <ul className="file-picker__chosen">
            {chosen.map((entry) => (
              <li key={entry.key} className="file-picker__chosen-row">
                {entry.preview ? (
                  <img src={entry.preview} alt={entry.file.name} className="file-picker__thumb" />
                ) : null}
                <Typography.Text className="file-picker__name">{entry.file.name}</Typography.Text>
                <Button
                  type="link"
                  danger
                  disabled={busy}
                  aria-label={`Remove ${entry.file.name}`}
                  onClick={() => remove(entry.key)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Space>
    </Drawer>
  );
}
