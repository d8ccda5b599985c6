// Entry point for the TypeORM CLI: `npx typeorm -d dist/platform/database/data-source.js migration:show`.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to use the TypeORM CLI.');

export default new DataSource(typeormOptions(url));
