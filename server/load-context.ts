import type { ContactReply } from "./contact/form-handler";

/** What the Express server hands every route action (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    /** Runs the contact form's whole server side for one POST. */
    submitContact(request: Request): Promise<ContactReply>;
    /** Logs an error React Router caught, as one structured line (entry.server's handleError). */
    reportError(error: unknown, request: Request): void;
  }
}
