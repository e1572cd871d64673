export {
  createDatabase,
  type Database,
  type DatabaseExecutor,
  type DatabaseHandle,
  type DatabaseTransaction,
} from './client';
export { migrateDatabase } from './migrate';
export * from './schema';
