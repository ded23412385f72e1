import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/types";
import { site } from "~/site.config";

interface MetaOptions {
  indexed?: boolean;
}

/** Title, description and robots for one page; every route's meta goes through here. */
export function pageMeta(
  meta: PageMeta,
  path: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const title = `${meta.title} | ${site.name}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: `${site.url}${path}` },
  ];
  if (options.indexed === false) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  return descriptors;
}
