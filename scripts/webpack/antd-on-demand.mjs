// antd parts the signed-in start never draws, out of the start's shared antd (ADR 249). antd's
// Table imports Tree for its `filterMode: 'tree'` column filter and Result imports its three
// status illustrations, all statically: ~24 KB gzip of the start's antd that no first page
// draws. This plugin points those imports, and only those (by the importing antd file), at the
// kernel's on-demand modules (shared/src/ui/antdOnDemand), which load the real part the first
// time it renders. Radio.Group's import of the form's useForm module, for one small helper, goes
// to a stand-in of that helper alone (ADR 251). App's hooks of messages, toasts and dialogs go to
// the kernel's stand-ins, which load antd's when first used (ADR 255). A build whose antd no longer imports a part this
// way fails, naming it, rather than quietly shipping it in the start again.
import path from 'node:path';

const NAME = 'AntdOnDemandPlugin';
const REPO = path.resolve(import.meta.dirname, '../..');
export const ON_DEMAND_DIR = path.join(REPO, 'shared/src/ui/antdOnDemand');

/** Which antd file imports which part by which request, and the module that stands in for it. */
export const ON_DEMAND = Object.freeze([
  {
    issuer: 'table/hooks/useFilter/FilterDropdown.js',
    request: '../../../tree',
    module: 'tree.tsx',
  },
  { issuer: 'result/index.js', request: './noFound', module: 'result404.tsx' },
  { issuer: 'result/index.js', request: './serverError', module: 'result500.tsx' },
  { issuer: 'result/index.js', request: './unauthorized', module: 'result403.tsx' },
  // antd's App makes the hooks of messages, toasts and dialogs, which no first page shows: the
  // kernel's stand-ins load antd's when first used (ADR 255).
  { issuer: 'app/App.js', request: '../message/useMessage', module: 'appMessage.ts' },
  {
    issuer: 'app/App.js',
    request: '../notification/useNotification',
    module: 'appNotification.ts',
  },
  { issuer: 'app/App.js', request: '../modal/useModal', module: 'appModal.ts' },
  // Parts antd hangs on a component as a static property (`Input.OTP`), which no page of the
  // platform draws: each loads when first drawn (ADR 257).
  { issuer: 'input/index.js', request: './OTP', module: 'inputOtp.tsx' },
  { issuer: 'space/index.js', request: './Addon', module: 'spaceAddon.tsx' },
  { issuer: 'badge/index.js', request: './Ribbon', module: 'badgeRibbon.tsx' },
  { issuer: 'avatar/index.js', request: './AvatarGroup', module: 'avatarGroup.tsx' },
  { issuer: 'tag/index.js', request: './CheckableTag', module: 'checkableTag.tsx' },
  { issuer: 'tag/index.js', request: './CheckableTagGroup', module: 'checkableTagGroup.tsx' },
  // Not a part drawn later but a stand-in: Radio.Group's one helper from the form's useForm
  // module, without rc-form's useForm and scroll-into-view (ADR 251).
  { issuer: 'radio/group.js', request: '../form/hooks/useForm', module: 'formNamePath.ts' },
]);

const antdFile = (file) => {
  const normal = file.split(path.sep).join('/');
  const at = normal.lastIndexOf('/node_modules/antd/es/');
  return at < 0 ? null : normal.slice(at + '/node_modules/antd/es/'.length);
};

/** The on-demand module for `request` made by the file `issuer`, or null to resolve it as it is. */
export function onDemandTarget(issuer, request) {
  if (!issuer) return null;
  const file = antdFile(issuer);
  const entry = ON_DEMAND.find((item) => item.issuer === file && item.request === request);
  return entry ? path.join(ON_DEMAND_DIR, entry.module) : null;
}

/** The parts whose importing antd file was built but whose import was not seen. */
export function missedParts(builtAntdFiles, redirected) {
  return ON_DEMAND.filter(
    (item) => builtAntdFiles.has(item.issuer) && !redirected.has(`${item.issuer} ${item.request}`),
  );
}

export class AntdOnDemandPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation, { normalModuleFactory }) => {
      const redirected = new Set();
      normalModuleFactory.hooks.beforeResolve.tap(NAME, (data) => {
        const target = onDemandTarget(data.contextInfo?.issuer, data.request);
        if (!target) return;
        redirected.add(`${antdFile(data.contextInfo.issuer)} ${data.request}`);
        data.request = target;
      });
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const built = new Set();
        for (const module of modules) {
          const file = module.resource && antdFile(module.resource);
          if (file) built.add(file);
        }
        for (const item of missedParts(built, redirected)) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${NAME}: antd/es/${item.issuer} no longer imports '${item.request}': update ` +
                `scripts/webpack/antd-on-demand.mjs (ADR 249) for this antd version.`,
            ),
          );
        }
      });
    });
  }
}
