// Self time of a CPU profile by where the code came from (`npm run bench -- --probe`): each
// sampled function is looked up in its script's source map and counted under its package
// (`antd`, `@ant-design/cssinjs`, `react-dom`…) or, for the platform's own code, its folder
// (`shell/src/chrome`). It says which library's work stands between the press and the paint,
// where the per-file figures name only content-hashed chunks.
import { SourceMap } from 'node:module';

/** `…/node_modules/.pnpm/x/node_modules/@scope/name/es/…` → `@scope/name`; own code → its folder. */
export function sourceGroup(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = path.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = path.replace(/^(\.\.?\/)+/, '').split('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || path;
}

async function loadMap(url) {
  try {
    const response = await fetch(`${url}.map`);
    if (!response.ok) return null;
    return new SourceMap(await response.json());
  } catch {
    return null;
  }
}

/** The profile's nodes by id, and each node's self time (ms) from its samples. */
export function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return { nodes, self };
}

/**
 * Lines "  123 ms antd" of the profile's self time by package or folder, the heaviest first,
 * then "-- by function" and the heaviest functions with their original file and line.
 */
export async function profileBySource(profile, limit = 20) {
  const { nodes, self } = selfTimes(profile);
  const maps = new Map();
  const groups = new Map();
  const functions = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id);
    let group = callFrame.url ? '(unmapped script)' : callFrame.functionName || '(native)';
    let where = group;
    if (callFrame.url.startsWith('http')) {
      const url = callFrame.url.replace(/\?.*$/, '');
      if (!maps.has(url)) maps.set(url, await loadMap(url));
      const entry = maps.get(url)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
      if (entry?.originalSource) {
        group = sourceGroup(entry.originalSource);
        const file = entry.originalSource
          .replace(/^.*node_modules\//, '')
          .replace(/^webpack:\/\/[^/]*\//, '');
        where = `${entry.name ?? callFrame.functionName ?? '(anonymous)'} ${file}:${entry.originalLine + 1}`;
      }
    }
    add(groups, group, ms);
    add(functions, where, ms);
  }
  const lines = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms ${name}`);
  return [...lines(groups), '-- by function', ...lines(functions)];
}
