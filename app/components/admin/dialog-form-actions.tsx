import { Button } from "#app/components/ui/button.tsx";
import { DialogClose } from "#app/components/ui/dialog.tsx";

/** The footer of a back-office create/edit dialog: 'Annuler', and 'Créer' or 'Mettre à jour'. */
export function DialogFormActions({ busy, editing }: { busy: boolean; editing: boolean }) {
  return (
    <div className="flex justify-end gap-3 border-t border-border pt-4">
      <DialogClose asChild>
        <Button type="button" variant="ghost" size="sm">
          Annuler
        </Button>
      </DialogClose>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Enregistrement..." : editing ? "Mettre à jour" : "Créer"}
      </Button>
    </div>
  );
}
