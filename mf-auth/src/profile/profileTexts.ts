export const PROFILE_TEXTS = {
  title: 'Account settings',
  pictureRemoved: 'Profile picture removed successfully!',
  pictureUpdated: 'Profile picture updated successfully!',
  imagesOnly: 'Please choose an image file',
  enrolled: 'Two-Factor Authentication enrolled successfully! please login again.',
  unenrolled: 'Two-Factor Authentication unenrolled successfully! please login again.',
  disableQuestion: 'Are you sure you want to disable Two-Factor Authentication?',
  linked: 'Google linked successfully',
  linkFailed: 'Google link failed or cancelled',
  unlinked: 'Account unlinked successfully',
  calendarReplaced: 'Default calendar replaced',
  replaceCalendar: 'Replace Default Calendar',
} as const;

/** Provider ids as the server stores them → names people know. */
export const PROVIDER_LABELS: Record<string, string> = {
  'google.com': 'Google',
  xero: 'Xero',
};

/** Images only (spec §5). The type is what the browser derived from the file. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}
