// The chunk of the shell's facade of the rest of antd (ADR 280): kept whole by splitChunks and
// named, so that its file says what it is and the service worker can leave it out of its
// precache (only a remote that draws one of those components ever loads it).
import { ANTD_REST_FACADE } from './shared-singletons.mjs';

export const ANTD_REST_CHUNK = 'antd-rest';
const NAME = 'AntdRestChunkPlugin';

/**
 * Whether a chunk brings the rest of antd's facade: its chunk group is the one that providing
 * `ANTD_REST_KEY` loads (the origin's module is `provide module (default) … = <facade>`).
 */
export function isAntdRestChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    const origins = group.origins.map(({ module }) => module?.identifier?.() ?? '');
    if (origins.some((origin) => origin.endsWith(` = ${ANTD_REST_FACADE}`))) return true;
  }
  return false;
}

/** Names the facade's chunk `antd-rest` (its file `antd-rest.<hash>.js`). */
export class AntdRestChunkPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap(NAME, (chunks) => {
        const rest = [...chunks].filter((chunk) => !chunk.name && isAntdRestChunk(chunk));
        if (rest.length !== 1) return;
        rest[0].name = ANTD_REST_CHUNK;
        compilation.namedChunks.set(ANTD_REST_CHUNK, rest[0]);
      });
    });
  }
}
