// Sends each antd value a module imports to the share key that carries it (ADR 247, 280): the
// components a signed-in start does not draw come from '@platform/antd-later', those no package
// of the platform imports from '@platform/antd-rest', the start's from 'antd'. It runs on the
// TypeScript source, before swc, so the source map still points at it.
import { splitAntdImports } from './shared-singletons.mjs';

export default function antdLaterLoader(source) {
  return splitAntdImports(source);
}
