import { Button, Tag } from 'antd';
import { readFileResults, type FileResult } from '../../upload/files';
import { UploadedFiles } from '../file-picker/FilePicker';

/**
 * A message's files: only this API's files of the organisation are kept (readFileResults), images
 * as thumbnails linking to the file, other files as links by name. Names are always text.
 */
export function MessageFiles({ files }: { files: unknown }) {
  const results = readFileResults(files);
  if (results.length === 0) return null;
  return (
    <div className="chat-files">
      <UploadedFiles files={results} />
    </div>
  );
}

/** Files about to be sent (or kept in an edit), as chips that can be removed. */
export function FileChips({
  files,
  label,
  onRemove,
}: {
  files: FileResult[];
  label: string;
  onRemove(file: FileResult): void;
}) {
  if (files.length === 0) return null;
  return (
    <div className="chat-file-chips" role="list" aria-label={label}>
      {files.map((file) => (
        <Tag key={file.filename} role="listitem">
          {file.name}
          <Button
            size="small"
            type="text"
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(file)}
          >
            ×
          </Button>
        </Tag>
      ))}
    </div>
  );
}
