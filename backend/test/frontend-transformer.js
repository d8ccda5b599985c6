/**
 * Jest transform for the website modules a backend spec imports (the forms' schemas, for the
 * client/server parity property test): plain TypeScript-to-CommonJS transpilation. ts-jest cannot
 * do it with a second configuration (it caches one per Jest project), and with the backend's
 * `nodenext` settings it would emit ESM for them, as the frontend package is `"type": "module"`.
 * Types are checked by `tsc -p frontend`, not here.
 */
const { createHash } = require('node:crypto');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2023,
  esModuleInterop: true,
  inlineSourceMap: true,
  inlineSources: true,
};

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(`${ts.version}\0${JSON.stringify(compilerOptions)}\0${filename}\0${source}`)
      .digest('hex');
  },
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, { fileName: filename, compilerOptions });
    return { code: outputText };
  },
};
