export * from './common';
export * from './shell';
export * from './views';
export * from './timesheet';
export * from './quoting';
export * from './fabrication';
export * from './wholesale';
export * from './notes';
