/**
 * /admin/admin.js: our additions to Sveltia CMS, run after its bundle and before
 * it reads /admin/config.yml. The build fills in the site's pages (esbuild
 * `define`, src/admin/admin-files.ts).
 */
import { CopyPreview, newsCollections, PostPreview, previewNames } from "./preview";
import { refuseWhatTheBuildWould } from "./save-check";
import { CoverImageControl, PageLinkControl, TextOrYesNoControl } from "./widgets";

const { CMS } = window;

CMS.registerWidget("page-link", PageLinkControl);
CMS.registerWidget("text-or-yes-no", TextOrYesNoControl);
CMS.registerWidget("cover-image", CoverImageControl);

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => refuseWhatTheBuildWould(entry),
});

for (const name of previewNames) CMS.registerPreviewTemplate(name, CopyPreview);
for (const { name } of newsCollections) CMS.registerPreviewTemplate(name, PostPreview);
