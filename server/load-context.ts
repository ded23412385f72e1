import type { ContactReply } from "./contact/form-handler";

/** What the Express server hands every route action (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    /** Runs the contact form's whole server side for one POST. */
    submitContact(request: Request): Promise<ContactReply>;
  }
}
