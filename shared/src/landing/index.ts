// The start of a view-framework page, shared by the shell (which asks its data the moment the
// session exists) and mf-views (which reads the answers): ADR 210. A kernel subpath, not part of
// the kernel's main entry, so the sign-in page does not carry it.
export * from './routeMatch';
export * from './tabChoice';
export * from './pageCalls';
export * from './startLanding';
export * from './firstList';
export { numericId, pageStart, sameLandingQuery, type PageStart } from './landingQuery';
