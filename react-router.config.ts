import type { Config } from "@react-router/dev/config";
import { pageRoutes } from "./app/pages";

export default {
  // ssr stays on for the contact action and the 404 page; every page is prerendered.
  ssr: true,
  prerender: pageRoutes.map((page) => page.path),
} satisfies Config;
