/**
 * A database error fit for the logs. Drizzle's errors quote the query's parameters,
 * which are what a visitor typed: keep only the driver's own message and code.
 */
export function describeDbError(error: unknown): { name: string; code?: string; message: string } {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(root instanceof Error)) return { name: "Error", message: String(root).slice(0, 300) };
  const code = (root as { code?: unknown }).code;
  return {
    name: root.name,
    ...(typeof code === "string" ? { code } : {}),
    message: root.message.split("\n")[0]?.slice(0, 300) ?? "",
  };
}
