import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { countOf } from "#shared/plural.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

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
  const language = useLanguage();
  const locale = { locale: language };
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
      <legend className="px-1 text-sm font-semibold">{m.admin_schedule_options_legend({}, locale)}</legend>
      <input type="hidden" name="scheduleOptions" value={serialised} />
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.admin_schedule_options_none({}, locale)}</p>
      ) : null}
      {rows.map((row, index) => (
        <div key={row.key} className="grid gap-2 rounded-md bg-muted/50 p-2 sm:grid-cols-[1fr_1fr_6rem_auto]">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-dates`}>
              {m.admin_schedule_options_dates({ number: index + 1 }, locale)}
            </Label>
            <Input
              id={`option-${row.key}-dates`}
              value={row.dateRange}
              onChange={(event) => update(row.key, { dateRange: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-time`}>
              {m.admin_schedule_options_time({ number: index + 1 }, locale)}
            </Label>
            <Input
              id={`option-${row.key}-time`}
              value={row.timeText}
              onChange={(event) => update(row.key, { timeText: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`option-${row.key}-capacity`}>{m.admin_schedule_options_seats({}, locale)}</Label>
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
              {m.admin_schedule_options_active({}, locale)}
              <span className="sr-only">
                {m.admin_schedule_options_active_which({ number: index + 1 }, locale)}
              </span>
            </label>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={m.admin_schedule_options_remove({ number: index + 1 }, locale)}
              onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {row.bookedSeats > 0 ? (
            <p className="text-xs text-muted-foreground sm:col-span-4">
              {countOf(
                row.bookedSeats,
                {
                  one: m.admin_schedule_options_booked_one({}, locale),
                  other: m.admin_schedule_options_booked_other({}, locale),
                },
                language,
              )}
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
        {m.admin_schedule_options_add({}, locale)}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
