import { pageRoutes } from "../../../src/route-table.ts";

/**
 * The routes of src/route-table.ts, narrowed by a comma-separated filter such as
 * LH_ROUTES=/,/platform so a developer can check one page.
 */
export function selectRoutes(filter) {
  const wanted = (filter ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (wanted.length === 0) return pageRoutes;
  const unknown = wanted.filter((path) => !pageRoutes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new Error(`Not routes of src/route-table.ts: ${unknown.join(", ")}`);
  }
  return pageRoutes.filter((route) => wanted.includes(route.path));
}
