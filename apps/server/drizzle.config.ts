import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @store/server` writes SQL migrations from the schema; they are committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
