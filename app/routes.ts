import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageRoutes } from "./pages";

export default [
  ...pageRoutes.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
