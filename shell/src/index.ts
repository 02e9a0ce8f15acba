import { DEFAULT_CONFIG } from './config';
import { prefetch } from './prefetch';

prefetch(['/config.json', DEFAULT_CONFIG.remotesManifestUrl]);
// Async boundary: shared singletons are negotiated before any of them is used.
void import('./bootstrap');
