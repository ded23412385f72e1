import type { PGlite } from "@electric-sql/pglite";

/**
 * Reads every table with a primary key twice, once from its own pages and once
 * through its indexes, and names the first whose two readings disagree or fail.
 * A table file truncated or lost reads as an empty table, without an error: only
 * its indexes still know the rows were there. A damaged page fails its checksum
 * (initdb --data-checksums, PGLITE_INITDB_ARGS) when either reading touches it.
 * A contact form's tables are small: this costs milliseconds at start-up.
 */
export async function findDamagedTable(client: PGlite): Promise<string | undefined> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_index x
       join pg_class c on c.oid = x.indrelid
       join pg_namespace n on n.oid = c.relnamespace
      where x.indisprimary and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      order by 1`,
  );
  for (const { name } of tables) {
    try {
      const [fromPages, fromIndexes] = await client.transaction(async (tx) => {
        const count = async () =>
          Number(
            (await tx.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]?.n,
          );
        await tx.exec(
          "set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off",
        );
        const pages = await count();
        await tx.exec(
          "set local enable_seqscan = off; set local enable_indexscan = on; set local enable_indexonlyscan = on",
        );
        return [pages, await count()];
      });
      if (fromPages !== fromIndexes) {
        return `table ${name} reads ${fromPages} rows but its index lists ${fromIndexes}: its file was truncated or replaced`;
      }
    } catch (error) {
      return `table ${name} cannot be read (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  return undefined;
}
