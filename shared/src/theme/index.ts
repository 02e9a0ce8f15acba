export { PLATFORM_TOKENS, withAlpha } from './tokens';
