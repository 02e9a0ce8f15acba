import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Empty, Popconfirm, Space, Typography } from 'antd';
import { session } from '@platform/shared';
import { usePageContext } from '../../page/PageContext';
import { MAX_FILES, uploadDirectory, type FileResult } from '../../upload/files';
import { UploadSheet } from './UploadSheet';
import './file-picker.css';

export const PICKER_TEXTS = {
  empty: 'No uploaded files',
  open: 'Upload files',
  clear: 'Clear',
  clearConfirm: 'Warning: this will clear all current image data. Are you sure?',
} as const;

/** Spec §8 "A missing file shows an error": a stored file the server no longer has. */
export function missingFileText(name: string): string {
  return `${name} could not be found.`;
}

function UploadedImage({ file }: { file: FileResult }) {
  const [missing, setMissing] = useState(false);
  if (missing) return <Typography.Text type="danger">{missingFileText(file.name)}</Typography.Text>;
  return (
    <a href={file.publicUrl} target="_blank" rel="noopener noreferrer">
      <img
        src={file.thumbnail.publicUrl ?? file.publicUrl}
        alt={file.name}
        className="file-picker__thumb"
        onError={() => setMissing(true)}
      />
    </a>
  );
}

/** The stored files: images as thumbnails, other files as links by name (always as text). */
export function UploadedFiles({ files }: { files: FileResult[] }) {
  if (files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PICKER_TEXTS.empty} />;
  }
  return (
    <ul className="file-picker__files">
      {files.map((file) => (
        <li key={file.filename} className="file-picker__file">
          {file.thumbnail.publicUrl ? (
            <UploadedImage file={file} />
          ) : (
            <Typography.Link href={file.publicUrl} target="_blank" rel="noopener noreferrer">
              {file.name}
            </Typography.Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface FilePickerProps {
  /** The picker's own title, shown beside its buttons (a widget); a form field has its label. */
  label?: string;
  /** Id of the element that names the picker (a form field's label). */
  labelledBy?: string;
  /** File results, already read with readFileResults (only this API's files). */
  files: FileResult[];
  onChange: (files: FileResult[]) => void;
  disabled: boolean;
  /** One file only, when false. */
  multiple?: boolean;
}

/** Uploaded files plus the upload bottom sheet; uploads go to the organisation's route folder. */
export const FilePicker = observer(function FilePicker({
  label,
  labelledBy,
  files,
  onChange,
  disabled,
  multiple = true,
}: FilePickerProps) {
  const [open, setOpen] = useState(false);
  const { route } = usePageContext();
  const directory = uploadDirectory(session.user?.organisation_id, route?.id);
  const limit = multiple ? MAX_FILES : 1;
  const remaining = Math.max(0, limit - files.length);
  // Each stored file is added at once (so a later failure keeps the ones already stored), to
  // the newest list: the sheet calls this several times before the parent re-renders.
  const current = useRef(files);
  current.current = files;
  const added = (stored: FileResult[]) => {
    current.current = [...current.current, ...stored].slice(0, limit);
    onChange(current.current);
  };

  return (
    <div
      className="file-picker"
      role="group"
      aria-labelledby={labelledBy}
      aria-label={label || undefined}
    >
      <Space className="file-picker__bar" wrap>
        {label ? <Typography.Text strong>{label}</Typography.Text> : null}
        <Button onClick={() => setOpen(true)} disabled={disabled || remaining === 0}>
          {PICKER_TEXTS.open}
        </Button>
        {files.length > 0 && !disabled ? (
          <Popconfirm title={PICKER_TEXTS.clearConfirm} onConfirm={() => onChange([])}>
            <Button danger>{PICKER_TEXTS.clear}</Button>
          </Popconfirm>
        ) : null}
      </Space>
      <UploadedFiles files={files} />
      <UploadSheet
        open={open}
        onClose={() => setOpen(false)}
        directory={directory}
        onUploaded={added}
        remaining={remaining}
      />
    </div>
  );
});

export default FilePicker;
