/**
 * What Sveltia CMS's bundle (@sveltia/cms/dist/sveltia-cms.js) puts on window
 * for extensions, as Decap CMS did: the CMS's registry, and its own React's
 * createElement and createReactClass, so our fields render in the CMS's React.
 */
import type { ComponentType, ReactNode } from "react";

type Immutable = {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
};

export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: Immutable;
  /** Adds a picture to the entry's draft; resolves to the URL to store, replaced by its path on save. */
  addFile(file: File | Blob): Promise<string>;
  [other: string]: unknown;
}

export interface PreviewProps {
  entry: Immutable;
  [other: string]: unknown;
}

export interface Cms {
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  /** preSave: a handler that throws stops the save (./save-check.ts). */
  registerEventListener(listener: {
    name: "preSave";
    handler(event: { entry: Immutable }): void;
  }): void;
  getWidget(name: string): { control: ComponentType<ControlProps>; preview?: unknown } | undefined;
}

declare global {
  interface Window {
    CMS: Cms;
    h: (
      type: unknown,
      props?: Record<string, unknown> | null,
      ...children: ReactNode[]
    ) => ReactNode;
    createClass: (spec: Record<string, unknown>) => ComponentType<ControlProps>;
  }
}
