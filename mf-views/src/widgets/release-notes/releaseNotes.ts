import type { ReleaseNote, ReleaseNoteItem } from '@platform/shared';

/** A thumbs vote on a release: 1 up, -1 down. */
export type Vote = 1 | -1;

export interface ItemGroup {
  typeName: string;
  typeSort: number;
  items: ReleaseNoteItem[];
}

/** A release's items grouped by type, groups in type_sort order, items in the server's order. */
export function groupItems(items: ReleaseNoteItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    let group = groups.get(item.type_name);
    if (!group) {
      group = { typeName: item.type_name, typeSort: item.type_sort, items: [] };
      groups.set(item.type_name, group);
    }
    group.typeSort = Math.min(group.typeSort, item.type_sort);
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.typeSort - b.typeSort);
}

/** The user's own vote on a release, if any. */
export function ownVote(note: ReleaseNote, userId: number): Vote | null {
  if (note.positive_feedback.includes(userId)) return 1;
  if (note.negative_feedback.includes(userId)) return -1;
  return null;
}

/** The release as it reads after the user voted: their id in exactly one of the two lists. */
export function applyVote(note: ReleaseNote, userId: number, vote: Vote): ReleaseNote {
  const others = (ids: number[]) => ids.filter((id) => id !== userId);
  return {
    ...note,
    positive_feedback:
      vote === 1 ? [...others(note.positive_feedback), userId] : others(note.positive_feedback),
    negative_feedback:
      vote === -1 ? [...others(note.negative_feedback), userId] : others(note.negative_feedback),
  };
}

/**
 * Where the release notes come from: the widget's `dataUrl` when configured, else the current
 * route path without the organisation prefix (the page's own path on the API).
 */
export function releaseNotesUrl(configured: unknown, pathname: string): string {
  if (typeof configured === 'string' && configured.trim() !== '') return configured;
  const withoutOrg = pathname.replace(/^\/_[A-Za-z0-9-]+_(?=\/|$)/, '');
  return withoutOrg === '' ? '/' : withoutOrg;
}
