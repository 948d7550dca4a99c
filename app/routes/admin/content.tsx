import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useEditDialog } from "#app/components/admin/use-edit-dialog.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ContentDialog, type EditableContent } from "#app/components/admin/content-dialog.tsx";
import { NoFreePageKey } from "#app/components/admin/no-free-page-key.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { contentFormSchema, INVALID_JSON } from "#shared/admin/content-form.ts";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { listPageContent, savePageContent } from "#server/content/admin-content.server.ts";
import type { Route } from "./+types/content";

const text = {
  loadError: "Impossible de charger les contenus",
  saveError: "Impossible de sauvegarder le contenu",
  created: "Contenu créé avec succès",
  updated: "Contenu mis à jour avec succès",
} as const;

export function meta() {
  return [{ title: "Contenu des pages · Administration" }];
}

type Entry = EditableContent & { updatedAt: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const entries: Entry[] = (await listPageContent(context.services.db)).map((row) => ({
      id: row.id,
      pageKey: row.pageKey,
      title: row.title,
      content: JSON.stringify(row.content, null, 2),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { entries, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading page content");
    return { entries: [] as Entry[], failed: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Page content",
    schema: contentFormSchema,
    save: (actor, input) => savePageContent(db, actor, input),
  });
  return changeResponse(outcome, text, {
    // docs/product/accounts-and-back-office.md#content-screen: invalid JSON has its own toast; nothing is saved.
    invalidMessage: (fieldErrors) => (fieldErrors.content === INVALID_JSON ? INVALID_JSON : text.saveError),
    // Content of the wrong shape: the toast names the field, like the message under the editor.
    refusalMessage: (fieldErrors) => fieldErrors.content,
  });
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { entries, failed } = loaderData;
  useLoadErrorToast(failed, text.loadError);
  const { editing, dialogKey, open, close } = useEditDialog<Entry>();
  // Decided when 'Nouveau Contenu' is clicked: the list reloaded after a creation must not swap
  // the open form (and its success toast) for this message.
  const [noFreeKey, setNoFreeKey] = useState(false);

  return (
    <>
      <AdminPageHeader
        title="Contenu des pages"
        description="Modifiez les textes du site sans développeur."
        actions={
          <Button
            size="sm"
            onClick={() => {
              setNoFreeKey(PAGE_KEYS.every((key) => entries.some((entry) => entry.pageKey === key)));
              open("new");
            }}
          >
            <Plus aria-hidden="true" />
            Nouveau Contenu
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      {/* grid-cols-1 and min-w-0: a long JSON line scrolls inside its preview, not the page. */}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Contenus">
        {entries.map((entry) => (
          <li key={entry.id} className="min-w-0">
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-mono text-sm font-bold">{entry.pageKey}</h3>
                  <p className="truncate text-sm text-muted-foreground">{entry.title || "Sans titre"}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Modifier ${entry.pageKey}`}
                  onClick={() => open(entry)}
                >
                  <Pencil aria-hidden="true" />
                  Modifier
                </Button>
              </div>
              <pre
                tabIndex={0}
                aria-label={`Aperçu JSON de ${entry.pageKey}`}
                className="max-h-48 overflow-auto rounded-lg bg-muted p-3 text-xs leading-relaxed"
              >
                {entry.content}
              </pre>
              <p className="text-xs text-muted-foreground">
                Mis à jour le {formatDateTimeFr(entry.updatedAt)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {entries.length === 0 && !failed ? (
        <p className="py-8 text-center text-muted-foreground">Aucun contenu.</p>
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {editing === "new" && noFreeKey ? (
          <NoFreePageKey />
        ) : editing !== null ? (
          <ContentDialog
            key={dialogKey}
            entry={editing === "new" ? null : editing}
            takenKeys={entries.map((entry) => entry.pageKey)}
            onDone={close}
          />
        ) : null}
      </Dialog>
    </>
  );
}
