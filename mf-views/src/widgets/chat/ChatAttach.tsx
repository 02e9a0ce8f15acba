import { useRef, useState } from 'react';
import { Button } from 'antd';
import { session } from '@platform/shared';
import { uploadDirectory, type FileResult } from '../../upload/files';
import { UploadSheet } from '../file-picker/UploadSheet';
import { TEXTS } from './chatModel';

/** Chat files go to the organisation's `chat` folder (they belong to no route). */
export const CHAT_UPLOAD_FOLDER = 'chat';

/**
 * Files being attached to a message, at most `limit`. The upload sheet reports each stored file
 * at once, several times before a re-render, so additions go through a ref.
 */
export function useAttachments(limit: number) {
  const [files, setFiles] = useState<FileResult[]>([]);
  const held = useRef(files);
  held.current = files;
  return {
    files,
    add(stored: FileResult[]) {
      held.current = [...held.current, ...stored].slice(0, limit);
      setFiles(held.current);
    },
    remove(file: FileResult) {
      setFiles((current) => current.filter((other) => other.filename !== file.filename));
    },
    clear() {
      setFiles([]);
    },
  };
}

/** The paperclip button and the upload sheet it opens; disabled when no more files fit. */
export function AttachButton({
  remaining,
  onUploaded,
}: {
  remaining: number;
  onUploaded(stored: FileResult[]): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-label={TEXTS.attach} disabled={remaining <= 0} onClick={() => setOpen(true)}>
        📎
      </Button>
      <UploadSheet
        open={open}
        onClose={() => setOpen(false)}
        directory={uploadDirectory(session.user?.organisation_id, CHAT_UPLOAD_FOLDER)}
        onUploaded={onUploaded}
        remaining={Math.max(0, remaining)}
      />
    </>
  );
}
