export { matchPath, navigate, useLocation, useSearchParams } from './navigation';
export type { PlatformLocation } from './navigation';
