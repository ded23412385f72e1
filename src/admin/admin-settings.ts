/**
 * The build settings of /admin (scripts/build-admin.ts; .env.example): whether the
 * build has the editor, and where its saves go in production (docs/deploy.md).
 */
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0", ""]);

/** An empty setting (`CMS_GITHUB_REPO=`) means "not set", as elsewhere. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

export const adminBuildEnv = z.object({
  /** "true": the build has /admin. Off by default; `npm run dev` has it unless "false". */
  CMS_ADMIN: flag.optional(),
  /** owner/name of the GitHub repository the editor commits to. */
  CMS_GITHUB_REPO: unsetIfEmpty(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "owner/name of the repository on GitHub, e.g. acme/website")
      .optional(),
  ),
  /** The branch the site is built from. */
  CMS_GITHUB_BRANCH: unsetIfEmpty(z.string().min(1).optional()),
});

/** Whether a CMS_ADMIN value turns the editor on. */
export const adminOn = (value: string | undefined) => value === "true" || value === "1";
