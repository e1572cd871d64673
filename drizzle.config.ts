import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes versioned SQL into ./migrations; the app applies it on start.
export default defineConfig({
  schema: './src/server/db/schema',
  out: './migrations',
  dialect: 'postgresql',
  strict: true,
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
