import type { MouseEvent, ReactNode } from 'react';
import { session } from '@platform/shared';
import { openTarget, resolveTarget } from '../appPath';

/** An app path in a reply ('/jobs/42'): starts a word, begins with a letter, no scheme or host. */
const APP_PATH = /(^|\s)(\/[a-zA-Z][a-zA-Z0-9_-]*(?:\/[a-zA-Z0-9_-]+)*)/g;

function follow(event: MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openTarget(path, session.orgPrefix);
}

/** Splits a reply into text and router links for its app paths; everything stays text nodes. */
export function replyParts(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(APP_PATH)) {
    const start = (match.index ?? 0) + match[1].length;
    const path = match[2];
    if (start > last) parts.push(text.slice(last, start));
    const target = resolveTarget(path, session.orgPrefix);
    parts.push(
      <a
        key={`${start}-${path}`}
        href={target.kind === 'internal' ? target.path : undefined}
        onClick={(event) => follow(event, path)}
      >
        {path}
      </a>,
    );
    last = start + path.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function ReplyText({ text }: { text: string }) {
  return <>{replyParts(text)}</>;
}
