import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Field } from "#app/components/forms/field.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { PAGE_KEYS, type PageKey } from "#shared/stored-values.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useChangeForm } from "./use-change-form.ts";
import { ContentFieldsEditor } from "./content-fields-editor.tsx";

export type EditableContent = {
  id: string;
  pageKey: string;
  title: string;
  content: string;
  /** The French page's content, as JSON text ("{}" when nothing is translated). */
  contentFr: string;
};

/** docs/product/accounts-and-back-office.md#content-screen: 'Nouveau Contenu' (a page key to choose) or the edit form (the page key read-only). */
export function ContentDialog({
  entry,
  takenKeys,
  onDone,
}: {
  entry: EditableContent | null;
  takenKeys: readonly string[];
  onDone: () => void;
}) {
  const firstFree = PAGE_KEYS.find((key) => !takenKeys.includes(key)) ?? PAGE_KEYS[0];
  const first = {
    pageKey: entry?.pageKey ?? firstFree,
    title: entry?.title ?? "",
    content: entry?.content ?? "{}",
    contentFr: entry?.contentFr ?? "{}",
  };
  const { fetcher, form, fields, busy } = useChangeForm("content", first, onDone);
  const language = useLanguage();
  const locale = { locale: language };
  // The form of fields and the JSON editors show the same text: either one edits it.
  const [pageKey, setPageKey] = useState(first.pageKey as PageKey);
  const [content, setContent] = useState(first.content);
  const [contentFr, setContentFr] = useState(first.contentFr);

  return (
    <DialogContent
      title={entry ? m.admin_content_dialog_edit({}, locale) : m.admin_content_new({}, locale)}
      className="max-w-5xl"
    >
      <fetcher.Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
        <Field meta={fields.pageKey} label={m.admin_content_field_page_key({}, locale)}>
          {(control) =>
            entry ? (
              <Input
                {...control}
                name={undefined}
                defaultValue={undefined}
                value={entry.pageKey}
                readOnly
                className="bg-muted font-mono"
              />
            ) : (
              <Select
                {...control}
                className="font-mono"
                onChange={(event) => setPageKey(event.target.value as PageKey)}
              >
                {PAGE_KEYS.map((key) => (
                  <option key={key} value={key} disabled={takenKeys.includes(key)}>
                    {key}
                    {takenKeys.includes(key) ? m.admin_content_key_taken({}, locale) : ""}
                  </option>
                ))}
              </Select>
            )
          }
        </Field>
        <Field meta={fields.title} label={m.admin_content_field_title({}, locale)} />
        {/* The page's fields, the two languages side by side; the JSON below is the same content. */}
        <section aria-labelledby="content-fields-heading" className="flex flex-col gap-2">
          <h3 id="content-fields-heading" className="text-sm font-semibold">
            {m.admin_content_fields_heading({}, locale)}
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            <ContentFieldsEditor
              pageKey={pageKey}
              json={content}
              onChange={setContent}
              contentLanguage="en"
              backOfficeLanguage={language}
              legend={m.admin_content_fields_english({}, locale)}
            />
            <ContentFieldsEditor
              pageKey={pageKey}
              json={contentFr}
              onChange={setContentFr}
              contentLanguage="fr"
              backOfficeLanguage={language}
              legend={m.admin_content_fields_french({}, locale)}
            />
          </div>
          <p className="text-xs text-muted-foreground">{m.admin_content_fields_json_note({}, locale)}</p>
        </section>
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            meta={fields.content}
            label={m.admin_content_field_content({}, locale)}
            hint={m.admin_content_hint_content({ example: '{"heading": "..."}' }, locale)}
          >
            {(control) => (
              <Textarea
                {...control}
                defaultValue={undefined}
                value={content}
                onChange={(event) => setContent(event.target.value)}
                rows={10}
                spellCheck={false}
                className="font-mono text-xs"
              />
            )}
          </Field>
          <Field
            meta={fields.contentFr}
            label={m.admin_content_field_content_fr({}, locale)}
            hint={m.admin_content_hint_french({}, locale)}
          >
            {(control) => (
              <Textarea
                {...control}
                defaultValue={undefined}
                value={contentFr}
                onChange={(event) => setContentFr(event.target.value)}
                rows={10}
                spellCheck={false}
                lang="fr"
                className="font-mono text-xs"
              />
            )}
          </Field>
        </div>
        <DialogFormActions busy={busy} editing={Boolean(entry)} />
      </fetcher.Form>
    </DialogContent>
  );
}
