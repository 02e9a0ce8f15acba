import type { ReleaseNote } from '@platform/shared';
import { applyVote, groupItems, ownVote, releaseNotesUrl } from './releaseNotes';

const NOTE: ReleaseNote = {
  id: 3,
  name: 'Release 2.4',
  is_current: true,
  release_date: '2025-03-01',
  items: [
    { title: 'Faster lists', description: '', type_name: 'Improvements', type_sort: 2 },
    { title: 'Mesh packing', description: '', type_name: 'New features', type_sort: 1 },
    { title: 'Date fix', description: '', type_name: 'Fixes', type_sort: 3 },
    { title: 'Timesheet totals', description: '', type_name: 'New features', type_sort: 1 },
  ],
  positive_feedback: [7, 8],
  negative_feedback: [9],
};

describe('groupItems', () => {
  it('groups items by type in type_sort order, keeping the order within a type', () => {
    expect(
      groupItems(NOTE.items).map((group) => [
        group.typeName,
        group.items.map((item) => item.title),
      ]),
    ).toEqual([
      ['New features', ['Mesh packing', 'Timesheet totals']],
      ['Improvements', ['Faster lists']],
      ['Fixes', ['Date fix']],
    ]);
  });
});

describe('votes', () => {
  it("reads the user's own vote", () => {
    expect(ownVote(NOTE, 7)).toBe(1);
    expect(ownVote(NOTE, 9)).toBe(-1);
    expect(ownVote(NOTE, 1)).toBeNull();
  });

  it('changes a vote: the user ends up in exactly one list', () => {
    const changed = applyVote(NOTE, 7, -1);
    expect(changed.positive_feedback).toEqual([8]);
    expect(changed.negative_feedback).toEqual([9, 7]);
    const again = applyVote(changed, 7, 1);
    expect(again.positive_feedback).toEqual([8, 7]);
    expect(again.negative_feedback).toEqual([9]);
    expect(applyVote(NOTE, 1, 1).positive_feedback).toEqual([7, 8, 1]);
  });
});

describe('releaseNotesUrl', () => {
  it("uses the configured address, else the page's own path without the organisation prefix", () => {
    expect(releaseNotesUrl('/release_notes', '/_acme_/whatever')).toBe('/release_notes');
    expect(releaseNotesUrl(undefined, '/_acme_/release_notes')).toBe('/release_notes');
  });
});
