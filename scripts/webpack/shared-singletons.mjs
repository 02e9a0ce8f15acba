// The modules every federated build shares as singletons (one copy on the page).
// Versions are read from the kernel's package.json so a remote cannot drift from the shell.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const kernelPkg = JSON.parse(readFileSync(path.join(here, '../../shared/package.json'), 'utf8'));
const deps = kernelPkg.dependencies;

const caret = (v) => `^${v}`;

export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: caret(deps.react) },
  'react-dom': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react-dom/client': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret(deps.react) },
  antd: { singleton: true, requiredVersion: caret(deps.antd) },
  mobx: { singleton: true, requiredVersion: caret(deps.mobx) },
  'mobx-react-lite': { singleton: true, requiredVersion: caret(deps['mobx-react-lite']) },
  rxjs: { singleton: true, requiredVersion: caret(deps.rxjs) },
  dayjs: { singleton: true, requiredVersion: caret(deps.dayjs) },
  '@platform/shared': { singleton: true, requiredVersion: caret(kernelPkg.version) },
};

/** Version of the remote contract (./app + ./widgets). A publish is refused when it differs from the shell's. */
export const PLATFORM_CONTRACT_VERSION = 1;
