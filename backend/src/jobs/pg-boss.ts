import type * as PgBossModule from 'pg-boss';

/**
 * pg-boss 12 is an ES module. The compiled API (CommonJS) loads it with Node's own `require(esm)`
 * (Node >= 22.12). Jest 30 does the same only under `--experimental-vm-modules`, which the backend's
 * `npm test` sets; loaded here, at start, rather than at import, so that the error says so.
 */
export function loadPgBoss(): typeof PgBossModule {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    return require('pg-boss') as typeof PgBossModule;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_REQUIRE_ESM') {
      throw new Error(
        'pg-boss is an ES module, which Jest can only require with NODE_OPTIONS=--experimental-vm-modules: ' +
          'run the tests with "npm test" (which sets it) or set it yourself',
        { cause: error },
      );
    }
    throw error;
  }
}
