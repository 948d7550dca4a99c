import { Button } from "#app/components/ui/button.tsx";
import { DialogClose } from "#app/components/ui/dialog.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";

/** The footer of a back-office create/edit dialog: 'Annuler', and 'Créer' or 'Mettre à jour'. */
export function DialogFormActions({ busy, editing }: { busy: boolean; editing: boolean }) {
  const locale = { locale: useLanguage() };
  return (
    <div className="flex justify-end gap-3 border-t border-border pt-4">
      <DialogClose asChild>
        <Button type="button" variant="ghost" size="sm">
          {m.admin_cancel({}, locale)}
        </Button>
      </DialogClose>
      <Button type="submit" size="sm" disabled={busy}>
        {busy
          ? m.admin_saving({}, locale)
          : editing
            ? m.admin_update({}, locale)
            : m.admin_create({}, locale)}
      </Button>
    </div>
  );
}
