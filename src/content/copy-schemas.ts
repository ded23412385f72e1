/**
 * Every copy file's schema by the file's name (src/content/copy/<locale>/<name>.yaml):
 * the pages' (page-schemas.ts) and the shared collections' (shared-schemas.ts).
 */
import { pageSchemas } from "./page-schemas";
import { sharedSchemas } from "./shared-schemas";

export const copySchemas = { ...pageSchemas, ...sharedSchemas };

export type CopyName = keyof typeof copySchemas;
