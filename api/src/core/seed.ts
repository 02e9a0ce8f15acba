import type { ApiModule, AppContext } from './module';

/** Runs every module's seed in module order; each seed is idempotent, so re-running is safe. */
export async function runSeeds(ctx: AppContext, modules: ApiModule[]): Promise<void> {
  for (const module of modules) {
    if (!module.seed) continue;
    await module.seed(ctx);
  }
}
