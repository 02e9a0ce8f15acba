import type { ApiModule } from '../core/module';
import { coreModule } from './core';
import { authModule } from './auth';
import { shellModule } from './shell';
import { wholesaleModule } from './wholesale';

/**
 * Every module of the API, in migration and registration order. Core, auth and shell come
 * first; an area module appends itself here (see api/README.md, "Adding a module").
 */
export const MODULES: ApiModule[] = [coreModule, authModule, shellModule, wholesaleModule];
