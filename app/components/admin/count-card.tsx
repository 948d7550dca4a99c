import type { LucideIcon } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { formatNumberFr } from "#shared/admin/numbers.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** One dashboard figure; null (the count failed) shows a dash. */
export function CountCard({
  title,
  value,
  icon: Icon,
}: {
  title: string;
  value: number | null;
  icon: LucideIcon;
}) {
  const language = useLanguage();
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="count-value">
          {value === null ? (
            <span aria-label={m.admin_count_unavailable({}, { locale: language })}>—</span>
          ) : (
            formatNumberFr(value)
          )}
        </p>
      </div>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}
