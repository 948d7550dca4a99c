import { Button } from "#app/components/ui/button.tsx";
import { DialogClose, DialogContent } from "#app/components/ui/dialog.tsx";

export const NO_FREE_PAGE_KEY =
  "Toutes les pages ont déjà un contenu : il n'y a rien à créer. Modifiez le contenu d'une page dans la liste.";

/**
 * 'Nouveau Contenu' when every page key already has its entry (the six are seeded): nothing can be
 * created, so the form says so and its 'Créer' button is disabled, rather than failing on submit.
 */
export function NoFreePageKey() {
  return (
    <DialogContent title="Nouveau Contenu" description={NO_FREE_PAGE_KEY} className="max-w-2xl">
      <div className="flex justify-end gap-3 border-t border-border pt-4">
        <DialogClose asChild>
          <Button type="button" variant="ghost" size="sm">
            Annuler
          </Button>
        </DialogClose>
        <Button type="button" size="sm" disabled title={NO_FREE_PAGE_KEY}>
          Créer
        </Button>
      </div>
    </DialogContent>
  );
}
