import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A labelled link, as copy names it (its schema: ~/lib/copy-schema): buttons, menus and calls to action render it. */
export type { Link } from "~/lib/copy-schema";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        secondary: "bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50",
        ghost: "text-ink hover:bg-brand-50",
        inverse: "bg-white text-brand-900 hover:bg-brand-50",
        outlineInverse: "text-white ring-1 ring-white/60 hover:bg-white/10",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-base",
        lg: "h-13 px-8 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

type ButtonLinkProps = Omit<ComponentProps<"a">, "href"> &
  ButtonVariants & { href: string; newTab?: boolean };

/** A link that looks like a button: still an `<a>`; `newTab` opens an external one in a new tab. */
export function ButtonLink({ className, variant, size, href, newTab, ...props }: ButtonLinkProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (EXTERNAL.test(href)) {
    return (
      <a
        href={href}
        className={classes}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...props}
      />
    );
  }
  return <a href={href} className={classes} {...props} />;
}
