// npm run db:migrate: applies the checked-in migrations (drizzle/) to the configured database.
import { runCli } from "./cli";

await runCli(
  () => undefined,
  async (database) => `Migrations applied (${database.kind}).`,
);
