// The repository's package folders, named once for the scripts that walk them.

/** The remotes: each imports only the kernel, @platform/shared, never another remote. */
export const REMOTES = [
  'mf-auth',
  'mf-views',
  'mf-timesheet',
  'mf-quoting',
  'mf-fabrication',
  'mf-wholesale',
];

/** The folders whose code runs in the browser: the kernel, the shell and every remote. */
export const FRONT_END_PACKAGES = ['shared', 'shell', ...REMOTES];
