import { Card } from "#app/components/ui/card.tsx";
import { formatNumberFr } from "#shared/admin/numbers.ts";

/** A counter above a back-office list. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="mt-1 text-2xl font-bold tabular-nums">{formatNumberFr(value)}</p>
    </Card>
  );
}
