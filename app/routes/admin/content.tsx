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
import { contentFormSchema, invalidJsonText } from "#shared/admin/content-form.ts";
import { contentRefusalText } from "#shared/admin/content-answer.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { inWords } from "#server/admin/result.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { listPageContent, savePageContent } from "#server/content/admin-content.server.ts";
import { untranslatedFields } from "#shared/admin/untranslated-fields.ts";
import type { Route } from "./+types/content";

/** The screen's toasts (docs/product/languages-and-texts.md#back-office-toasts). */
function texts(language: Language) {
  const locale = { locale: language };
  return {
    loadError: m.admin_content_load_error({}, locale),
    saveError: m.admin_content_save_error({}, locale),
    created: m.admin_content_created({}, locale),
    updated: m.admin_content_updated({}, locale),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_content_title({}, locale), "back-office") }];
}

type Entry = EditableContent & {
  updatedAt: string;
  /** The English content's fields with no French version yet. */
  missingFrench: string[];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const entries: Entry[] = (await listPageContent(context.services.db)).map((row) => ({
      id: row.id,
      pageKey: row.pageKey,
      title: row.title,
      content: JSON.stringify(row.content, null, 2),
      contentFr: JSON.stringify(row.contentFr, null, 2),
      missingFrench: untranslatedFields(row.content, row.contentFr),
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
  const language = backOfficeLanguage;
  const text = texts(language);
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Page content",
    schema: contentFormSchema(language),
    save: async (actor, input) =>
      inWords(await savePageContent(db, actor, input), (refusal) => contentRefusalText(refusal, language)),
  });
  const invalidJson = invalidJsonText(language);
  return changeResponse(outcome, text, {
    language,
    // docs/product/accounts-and-back-office.md#content-screen: invalid JSON has its own toast; nothing is saved.
    invalidMessage: (fieldErrors) =>
      [fieldErrors.content, fieldErrors.contentFr].includes(invalidJson) ? invalidJson : text.saveError,
    // Content of the wrong shape: the toast names the field, like the message under the editor.
    refusalMessage: (fieldErrors) => fieldErrors.content ?? fieldErrors.contentFr,
  });
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { entries, failed } = loaderData;
  const locale = { locale: useLanguage() };
  const text = texts(locale.locale);
  useLoadErrorToast(failed, text.loadError);
  const { editing, dialogKey, open, close } = useEditDialog<Entry>();
  // Decided when 'Nouveau Contenu' is clicked: the list reloaded after a creation must not swap
  // the open form (and its success toast) for this message.
  const [noFreeKey, setNoFreeKey] = useState(false);

  return (
    <>
      <AdminPageHeader
        title={m.admin_content_title({}, locale)}
        description={m.admin_content_description({}, locale)}
        actions={
          <Button
            size="sm"
            onClick={() => {
              setNoFreeKey(PAGE_KEYS.every((key) => entries.some((entry) => entry.pageKey === key)));
              open("new");
            }}
          >
            <Plus aria-hidden="true" />
            {m.admin_content_new({}, locale)}
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      {/* grid-cols-1 and min-w-0: a long JSON line scrolls inside its preview, not the page. */}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={m.admin_content_list({}, locale)}>
        {entries.map((entry) => (
          <li key={entry.id} className="min-w-0">
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-mono text-sm font-bold">{entry.pageKey}</h3>
                  <p className="truncate text-sm text-muted-foreground">
                    {entry.title || m.admin_content_untitled({}, locale)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={m.admin_edit_named({ name: entry.pageKey }, locale)}
                  onClick={() => open(entry)}
                >
                  <Pencil aria-hidden="true" />
                  {m.admin_edit({}, locale)}
                </Button>
              </div>
              <pre
                tabIndex={0}
                aria-label={m.admin_content_preview({ pageKey: entry.pageKey }, locale)}
                className="max-h-48 overflow-auto rounded-lg bg-muted p-3 text-xs leading-relaxed"
              >
                {entry.content}
              </pre>
              {entry.missingFrench.length > 0 ? (
                <p className="text-xs text-amber-700">
                  {m.admin_content_missing_translations({ fields: entry.missingFrench.join(", ") }, locale)}
                </p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                {m.admin_content_updated_at({ when: formatDateTimeFr(entry.updatedAt) }, locale)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {entries.length === 0 && !failed ? (
        <p className="py-8 text-center text-muted-foreground">{m.admin_content_empty({}, locale)}</p>
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
