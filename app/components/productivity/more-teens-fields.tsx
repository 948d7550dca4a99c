import type { FieldMetadata } from "@conform-to/react";
import { withColon } from "#shared/label-with-colon.ts";
import { Plus } from "lucide-react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import {
  MAX_PRODUCTIVITY_TEENS,
  productivityTeenFields,
  type MoreProductivityTeenField,
} from "#shared/productivity-schema.ts";

/**
 * The registration's second to fourth teen (brothers and sisters, one payment, the same group): a
 * name and an age each, a button to remove one, and one to add another while fewer than four.
 */
export function MoreTeensFields({
  teens,
  field,
  onAdd,
  onRemove,
  canChange,
}: {
  teens: number;
  /** Conform's metadata of an added teen's field. */
  field: (name: MoreProductivityTeenField) => FieldMetadata<unknown>;
  onAdd: () => void;
  onRemove: (number: number) => void;
  /** False for a waiting-list offer's claim, which books as many teens as the offer holds seats. */
  canChange: boolean;
}) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <>
      {Array.from({ length: teens - 1 }, (_, index) => {
        const number = index + 2;
        const fields = productivityTeenFields(number) as Record<"name" | "age", MoreProductivityTeenField>;
        const label = m.booking_teen_number({ number }, locale);
        const prefix = <span className="sr-only">{withColon(label, language)} </span>;
        return (
          <fieldset
            key={number}
            className="relative flex min-w-0 flex-col gap-4 rounded-2xl border border-border p-4"
          >
            {/* The legend comes first, so it names the group; the button sits beside it. */}
            <legend className="float-left min-h-8 pr-24 font-bold leading-8">{label}</legend>
            {canChange && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="absolute right-3 top-3"
                aria-label={m.booking_remove_teen_label({ number }, locale)}
                onClick={() => onRemove(number)}
              >
                {m.booking_remove_teen({}, locale)}
              </Button>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                meta={field(fields.name)}
                label={
                  <>
                    {prefix}
                    {m.productivity_teen_name({}, locale)}
                  </>
                }
                autoComplete="off"
              />
              <Field
                meta={field(fields.age)}
                label={
                  <>
                    {prefix}
                    {m.productivity_teen_age({}, locale)}
                  </>
                }
                type="number"
                inputMode="numeric"
                min={12}
                max={16}
                placeholder={m.productivity_age_placeholder({}, locale)}
              />
            </div>
          </fieldset>
        );
      })}
      {canChange && teens < MAX_PRODUCTIVITY_TEENS && (
        <div className="flex flex-col items-start gap-2">
          <Button type="button" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {m.booking_add_teen({}, locale)}
          </Button>
          <p className="text-xs text-muted-foreground">
            {m.booking_teens_hint({ max: MAX_PRODUCTIVITY_TEENS }, locale)}
          </p>
        </div>
      )}
    </>
  );
}
