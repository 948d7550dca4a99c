import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { countOf } from "#shared/plural.ts";

export type EditableOption = {
  id?: string;
  dateRange: string;
  timeText: string;
  capacity: number;
  bookedSeats: number;
  isActive: boolean;
};

type Row = EditableOption & { key: number };

/**
 * The dated runs of a workshop (docs/product/productivity-checkout.md#runs and docs/product/accounts-and-back-office.md#workshops-screen: the productivity workshop's
 * schedule choices), edited inside the workshop dialog and sent as JSON.
 */
export function ScheduleOptionsEditor({ initial, error }: { initial: EditableOption[]; error?: string }) {
  const [rows, setRows] = useState<Row[]>(() => initial.map((option, index) => ({ ...option, key: index })));
  const [nextKey, setNextKey] = useState(initial.length);
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const serialised = JSON.stringify(
    rows.map(({ id, dateRange, timeText, capacity, isActive }) => ({
      ...(id ? { id } : {}),
      dateRange,
      timeText,
      capacity,
      isActive,
    })),
  );

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Créneaux (choix de planning)</legend>
      <input type="hidden" name="scheduleOptions" value={serialised} />
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucun créneau : l'atelier se réserve sans choix de date.
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div key={row.key} className="grid gap-2 rounded-md bg-muted/50 p-2 sm:grid-cols-[1fr_1fr_6rem_auto]">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-dates`}>Dates du créneau {index + 1}</Label>
            <Input
              id={`option-${row.key}-dates`}
              value={row.dateRange}
              onChange={(event) => update(row.key, { dateRange: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-time`}>Horaire du créneau {index + 1}</Label>
            <Input
              id={`option-${row.key}-time`}
              value={row.timeText}
              onChange={(event) => update(row.key, { timeText: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-capacity`}>Places</Label>
            <Input
              id={`option-${row.key}-capacity`}
              type="number"
              min={row.bookedSeats}
              value={row.capacity}
              onChange={(event) => update(row.key, { capacity: Number(event.target.value) })}
            />
          </div>
          <div className="flex items-end gap-2 pb-1">
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-primary)]"
                checked={row.isActive}
                onChange={(event) => update(row.key, { isActive: event.target.checked })}
              />
              Actif<span className="sr-only"> (créneau {index + 1})</span>
            </label>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Retirer le créneau ${index + 1}`}
              onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {row.bookedSeats > 0 ? (
            <p className="text-xs text-muted-foreground sm:col-span-4">
              {countOf(row.bookedSeats, { one: "place déjà réservée", other: "places déjà réservées" }, "fr")}
              .
            </p>
          ) : null}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => {
          setRows((current) => [
            ...current,
            { key: nextKey, dateRange: "", timeText: "", capacity: 6, bookedSeats: 0, isActive: true },
          ]);
          setNextKey(nextKey + 1);
        }}
      >
        <Plus aria-hidden="true" />
        Ajouter un créneau
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
