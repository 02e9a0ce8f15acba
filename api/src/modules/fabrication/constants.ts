import type { PackRequest } from '@platform/shared/contracts';
/** Texts and limits of the fabrication API (spec quoting-fabrication-wholesale.md §5, §8, §9). */
export const FABRICATION_MESSAGES = {
  emptyNotes: 'Please enter some notes before submitting.',
  notesAdded: 'Notes added successfully!',
  notAnImage: 'Please select a valid image file.',
  imageTooLarge: 'Image too large. Max 8MB.',
  overrideFailed: 'Failed to upload override diagram.',
  fileNotFound: 'The uploaded file was not found. Upload the image again.',
  wrongFolder: 'The image must be uploaded to this item’s overrides folder.',
  noItems: 'Send at least one panel to pack.',
} as const;

/** Mirrors MESH_PACKING of @platform/shared (the API imports kernel types only at run time). */
export const PACKING_LIMITS = {
  defaultMaxWaste: 35,
  maxWasteLimit: 60,
  defaultKerf: 3,
  maxKerf: 20,
  maxItems: 2000,
  maxSize: 10000,
  /** Over this many panels a pack is a job (202); the pack request's contract says so. */
  syncMaxItems: 200,
  /** "Search longer" budgets in seconds; the mesh schedule offers the same. */
  searchSeconds: [2, 10, 60] as NonNullable<PackRequest['searchSeconds']>[],
} as const;

export const OVERRIDE_MAX_BYTES = 8 * 1024 * 1024;

/** Folder of an item's override diagrams under the organisation's upload folder. */
export const overrideFolder = (organisationId: number, itemId: number) =>
  `${organisationId}/fabrication/overrides/${itemId}/`;
