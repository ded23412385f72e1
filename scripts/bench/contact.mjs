// The contact POST scenario and its lost-submission check: every POST carries its own
// e-mail address, every 2xx answer is remembered, and afterwards each must have its row.
import { like } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.ts";
import { contactSubmissions } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { HONEYPOT_FIELD } from "../../src/lib/contact-schema.ts";

/**
 * autocannon options for POSTs as the form sends them without JavaScript: every field
 * form-encoded, the honeypot empty, and the page's own Origin.
 */
export function contactPosts(origin) {
  const prefix = `bench-${Date.now().toString(36)}-`;
  const accepted = new Set();
  let sent = 0;
  return {
    prefix,
    accepted,
    options: {
      url: `${origin}/contact`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      requests: [
        {
          // Each connection has its own context and one request in flight at a time,
          // so the context names the submission its next answer is for.
          setupRequest(request, context) {
            context.email = `${prefix}${sent++}@example.com`;
            return {
              ...request,
              body: new URLSearchParams({
                firstName: "Bench",
                lastName: "Mark",
                email: context.email,
                company: "Load Test AG",
                numberOfEmployees: "11-50",
                subject: "Load test",
                message: "A message sent by npm run bench.",
                [HONEYPOT_FIELD]: "",
              }).toString(),
            };
          },
          onResponse(status, _body, context) {
            if (status >= 200 && status < 300) accepted.add(context.email);
          },
        },
      ],
    },
  };
}

/**
 * Compares the accepted submissions with the rows in the server's database; run it
 * after the server has stopped (PGlite allows one process). On PostgreSQL the run's
 * rows are deleted afterwards (their outbox mail goes with them), so a shared
 * database keeps no trace of the bench.
 */
export async function checkStored({ prefix, accepted }, { databaseUrl, dataDir }) {
  const database = await openDatabase({ databaseUrl, dataDir, logger: createLogger("silent") });
  try {
    const ours = like(contactSubmissions.email, `${prefix}%`);
    const rows = await database.db
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(ours);
    const stored = new Set(rows.map((row) => row.email));
    const lost = [...accepted].filter((email) => !stored.has(email)).length;
    if (databaseUrl) await database.db.delete(contactSubmissions).where(ours);
    return { accepted: accepted.size, stored: stored.size, lost };
  } finally {
    await database.close();
  }
}
