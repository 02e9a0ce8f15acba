export { useLatch } from './useLatch';
