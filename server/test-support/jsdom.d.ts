// jsdom (a dev dependency, for vitest's DOM) ships no types of its own: the
// parts server tests use to run a page the server writes, as a browser would.
declare module "jsdom" {
  type DomWindow = Window & typeof globalThis;

  export interface ConstructorOptions {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    beforeParse?(window: DomWindow): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DomWindow;
  }
}
