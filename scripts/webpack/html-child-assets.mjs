// html-webpack-plugin compiles the page's template in a child compiler, and Module Federation's
// plugins apply there too: the child provides every shared module, and its chunks (CommonJS, for
// Node) were emitted beside the page's own, about 1 MB gzip that nothing loads and the service
// worker precached (ADR 280). The template's output is taken by html-webpack-plugin at the
// child's ADDITIONS stage; whatever is left is dropped before it reaches the build.
import webpack from 'webpack';

const NAME = 'DropHtmlChildAssetsPlugin';
const HTML_CHILD = 'HtmlWebpackCompiler';

export class DropHtmlChildAssetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.childCompiler.tap(NAME, (childCompiler, compilerName) => {
        if (compilerName !== HTML_CHILD) return;
        childCompiler.hooks.thisCompilation.tap(NAME, (childCompilation) => {
          childCompilation.hooks.processAssets.tap(
            { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
            () => {
              for (const { name } of childCompilation.getAssets()) {
                childCompilation.deleteAsset(name);
              }
            },
          );
        });
      });
    });
  }
}
