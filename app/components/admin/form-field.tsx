import type { ReactNode } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

/** A visible label, the control, and its server-side validation message linked to it. */
export function FormField(props: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  idPrefix?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `${props.idPrefix ?? "field"}-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", props.className)}>
      <Label htmlFor={id}>{props.label}</Label>
      {props.children({
        id,
        name: props.name,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}
