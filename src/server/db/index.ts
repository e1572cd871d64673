export {
  createDatabase,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseExecutor,
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseTransaction,
  type Schema,
} from './client';
export { migrateDatabase, type MigrateOptions } from './migrate';
export * from './schema';
