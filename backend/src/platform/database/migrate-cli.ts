// `node backend/dist/platform/database/migrate-cli.js`: applies the pending migrations of DATABASE_URL
// under the API's own advisory lock, then exits (the Kubernetes migrate Job; the API also migrates
// when it starts, and whoever comes second finds nothing left to do).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrateExclusively } from './migrate';
import { typeormOptions } from './typeorm-options';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to migrate.');
  const dataSource = new DataSource(typeormOptions(url));
  await dataSource.initialize();
  try {
    await migrateExclusively(dataSource);
  } finally {
    await dataSource.destroy();
  }
  console.log('Migrations applied.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('Migrations failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
