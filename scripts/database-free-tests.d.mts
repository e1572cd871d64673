/** scripts/database-free-tests.mjs */
export function databaseFreeTests(root?: string): Promise<string[]>;
