import { Button } from "#app/components/ui/button.tsx";
import { DialogClose, DialogContent } from "#app/components/ui/dialog.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";

/**
 * 'Nouveau Contenu' when every page key already has its entry (the six are seeded): nothing can be
 * created, so the form says so and its 'Créer' button is disabled, rather than failing on submit.
 */
export function NoFreePageKey() {
  const locale = { locale: useLanguage() };
  const noFreeKey = m.admin_content_no_free_key({}, locale);
  return (
    <DialogContent title={m.admin_content_new({}, locale)} description={noFreeKey} className="max-w-2xl">
      <div className="flex justify-end gap-3 border-t border-border pt-4">
        <DialogClose asChild>
          <Button type="button" variant="ghost" size="sm">
            {m.admin_cancel({}, locale)}
          </Button>
        </DialogClose>
        <Button type="button" size="sm" disabled title={noFreeKey}>
          {m.admin_create({}, locale)}
        </Button>
      </div>
    </DialogContent>
  );
}
