import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new versioned SQL migration from the schema files. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/gateway/db/schema/index.ts',
  out: './src/gateway/db/migrations',
});
