import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

export type GroupFieldValues = {
  firstSessionDate: string;
  startTime: string;
  timeZone: string;
  capacity: number | string;
  sessionCount: number | string;
  sessionMinutes: number | string;
  videoUrl: string;
};

type FieldName = keyof GroupFieldValues;

const fields: { name: FieldName; label: string; type: string; hint?: string }[] = [
  { name: "firstSessionDate", label: "Date du premier cours", type: "date" },
  { name: "startTime", label: "Heure de début", type: "time", hint: "Dans le fuseau horaire du groupe." },
  {
    name: "timeZone",
    label: "Fuseau horaire",
    type: "text",
    hint: "Nom IANA, par exemple America/New_York.",
  },
  { name: "capacity", label: "Capacité (places)", type: "number" },
  { name: "sessionCount", label: "Nombre de séances", type: "number" },
  { name: "sessionMinutes", label: "Durée d'une séance (minutes)", type: "number" },
  { name: "videoUrl", label: "Lien de la visio (https, facultatif)", type: "url" },
];

/** The group editor's fields, each with its visible label and its French message. */
export function GroupFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: GroupFieldValues;
  errors?: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors?.[field.name];
        return (
          <div key={field.name} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              name={field.name}
              type={field.type}
              defaultValue={String(values[field.name] ?? "")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
              {...(field.type === "number" ? { inputMode: "numeric" as const, min: 1 } : {})}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : field.hint ? (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
