import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { crawlerFiles, pageRoutes } from "./pages";

export default [
  ...pageRoutes.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  ...crawlerFiles.map((file) => route(file.path.slice(1), file.file)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
