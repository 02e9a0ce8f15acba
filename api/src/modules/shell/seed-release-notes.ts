/** Demo release notes, grouped by release, each item a feature, improvement or fix. */

/** The kinds of release item, with the heading and order the release notes page shows them in. */
export const RELEASE_TYPES = {
  feature: { type_name: 'New feature', type_sort: 1 },
  improvement: { type_name: 'Improvement', type_sort: 2 },
  fix: { type_name: 'Bug fix', type_sort: 3 },
} as const;

type ReleaseType = keyof typeof RELEASE_TYPES;

export interface DemoReleaseNote {
  id: number;
  name: string;
  release_date: string;
  is_current: boolean;
  items: Array<{ type: ReleaseType; title: string; description: string }>;
}

export const DEMO_RELEASE_NOTES: DemoReleaseNote[] = [
  {
    id: 1,
    name: 'Version 1.0',
    release_date: '2026-01-20',
    is_current: false,
    items: [
      {
        type: 'feature',
        title: 'Quotes and jobs',
        description: 'Create quotes for screens and doors and turn them into jobs.',
      },
      {
        type: 'feature',
        title: 'Time clock',
        description: 'Start, pause and stop your working day from the top bar.',
      },
    ],
  },
  {
    id: 2,
    name: 'Version 1.1',
    release_date: '2026-03-02',
    is_current: false,
    items: [
      {
        type: 'improvement',
        title: 'Faster lists',
        description: 'Long job lists open <b>twice as fast</b>.',
      },
      {
        type: 'fix',
        title: 'Mesh cut totals',
        description: 'Totals no longer round twice on mixed mesh orders.',
      },
      {
        type: 'feature',
        title: 'Wholesale portal',
        description: 'Trade customers can order through their own link.',
      },
    ],
  },
  {
    id: 3,
    name: 'Version 1.2',
    release_date: '2026-05-11',
    is_current: true,
    items: [
      {
        type: 'feature',
        title: 'Two-step verification',
        description: 'Protect your account with a code sent to your phone.',
      },
      {
        type: 'improvement',
        title: 'Global search',
        description: 'Search pages, people and notifications from the menu.',
      },
      {
        type: 'fix',
        title: 'Notification badge',
        description: 'The unread count now updates as soon as you open a notification.',
      },
      {
        type: 'fix',
        title: 'Profile picture',
        description: 'Cropped pictures keep their colours.',
      },
    ],
  },
];
