import type { HTMLAttributes, ReactNode } from "react";

type RevealTag = "div" | "section" | "article" | "aside" | "header" | "footer" | "li";

export interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  as?: RevealTag;
  children: ReactNode;
}

/**
 * A band that fades in as it scrolls into view. It renders visible, with only a
 * bare data-reveal mark: scripts/reveal.ts decides, in the browser, whether it
 * starts hidden, so without that script nothing is ever hidden.
 */
export function Reveal({ as: Tag = "div", children, ...props }: RevealProps) {
  return (
    <Tag {...props} data-reveal="">
      {children}
    </Tag>
  );
}
