import type { FieldMetadata } from "@conform-to/react";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";

/** What a control needs to be tied to its label, hint and message. */
export type ControlProps = {
  id: string;
  name: string;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The field as Conform's `useForm` gives it: its id, name, first value and messages. */
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  /** A message that does not come from the schema (e.g. the server refused a discount code). */
  error?: string;
  className?: string;
  /** Another control than a text input (select, textarea...): receives the props to spread on it. */
  children?: (control: ControlProps) => ReactNode;
} & Omit<ComponentProps<typeof Input>, "id" | "name" | "defaultValue" | "children" | "className">;

/**
 * The one form field of the site and the back-office (docs/decisions/012-forms-and-messages.md):
 * a visible label, the control, an optional hint and the first validation message, linked for
 * screen readers with `aria-describedby` and `aria-invalid`. It renders the same on the server and
 * in the browser, so the form works before its script loads.
 */
export function Field({ meta, label, hint, error, className, children, ...inputProps }: FieldProps) {
  const message = error ?? meta.errors?.[0];
  const describedBy = [hint ? meta.descriptionId : "", message ? meta.errorId : ""].filter(Boolean).join(" ");
  const initial = meta.initialValue;
  const control: ControlProps = {
    id: meta.id,
    name: meta.name,
    defaultValue: typeof initial === "string" ? initial : undefined,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={meta.id}>{label}</Label>
      {children ? (
        // A new key (Conform's reset or update) starts the control again from its new first value.
        <Fragment key={meta.key}>{children(control)}</Fragment>
      ) : (
        <Input
          key={meta.key}
          {...control}
          {...inputProps}
          // A controlled input (value + onChange) takes no first value.
          defaultValue={inputProps.value === undefined ? control.defaultValue : undefined}
        />
      )}
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}
