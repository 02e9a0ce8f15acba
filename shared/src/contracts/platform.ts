// Every contract but wholesale's, as the kernel's root exports them. mf-wholesale, the only area
// that uses those, imports them from '@platform/shared/wholesale' and bundles them (plain values and
// types, no state), so the kernel's first import carries none of them (ADR 169).
export * from './common';
export * from './shell';
export * from './record-data';
export * from './view-pages';
export * from './view-buttons';
export * from './view-forms';
export * from './view-wizard';
export * from './view-lists';
export * from './view-widgets';
export * from './timesheet';
export * from './quoting';
export * from './fabrication';
export * from './reports';
export * from './notes';
export * from './chat';
