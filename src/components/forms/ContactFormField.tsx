import type { ReactNode } from "react";
import type { ContactField } from "~/lib/contact-schema";

export const controlClass =
  "mt-2 block w-full rounded-lg bg-white px-3 py-2.5 text-ink ring-1 ring-line placeholder:text-muted focus-visible:outline-3 focus-visible:outline-brand-500 aria-invalid:ring-2 aria-invalid:ring-danger-600";

/** The ids and ARIA wiring a field's control needs. */
export interface ControlProps {
  id: string;
  name: ContactField;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  defaultValue: string | undefined;
  className: string;
}

interface ContactFormFieldProps {
  name: ContactField;
  label: string;
  required?: boolean;
  /** What is wrong with the value, in words; none while it is fine. */
  error?: string;
  defaultValue?: string;
  className?: string;
  /** Renders the control (input, select or textarea) with the props it is given. */
  children: (props: ControlProps) => ReactNode;
}

/** A field's error in words, under its control; scripts/contact-form.ts writes it from a copy. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}

/** One labelled form control with its error message; the label is always visible. */
export function ContactFormField({
  name,
  label,
  required = false,
  error,
  defaultValue,
  className,
  children,
}: ContactFormFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        defaultValue,
        className: controlClass,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
