import { defineConfig } from "drizzle-kit";

// Migrations are generated from server/db/schema.ts (`npx drizzle-kit generate`),
// checked in, and applied by the server at start-up and by `npm run db:migrate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
});
