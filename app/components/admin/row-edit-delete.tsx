import { Pencil, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** A list row's two icon buttons, named after the row for screen readers ("Modifier Printemps"). */
export function RowEditDelete({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const locale = { locale: useLanguage() };
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={m.admin_edit_named({ name }, locale)} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={m.admin_delete_named({ name }, locale)}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="text-destructive" />
      </Button>
    </>
  );
}
