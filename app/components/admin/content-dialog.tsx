import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useFetcher } from "react-router";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { FormField } from "./form-field.tsx";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useChangeToast } from "./use-change-toast.ts";

export type EditableContent = { id: string; pageKey: string; title: string; content: string };

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
  const fetcher = useFetcher<ChangeAnswer>();
  useChangeToast(fetcher, onDone);
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined) ?? {};
  const busy = fetcher.state !== "idle";
  const field = { idPrefix: "content" };
  const firstFree = PAGE_KEYS.find((key) => !takenKeys.includes(key)) ?? PAGE_KEYS[0];

  return (
    <DialogContent title={entry ? "Modifier le contenu" : "Nouveau Contenu"} className="max-w-2xl">
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
        <FormField {...field} name="pageKey" label="Clé de page" error={errors.pageKey}>
          {(control) =>
            entry ? (
              <Input
                {...control}
                name={undefined}
                value={entry.pageKey}
                readOnly
                className="bg-muted font-mono"
              />
            ) : (
              <Select {...control} defaultValue={firstFree} className="font-mono">
                {PAGE_KEYS.map((key) => (
                  <option key={key} value={key} disabled={takenKeys.includes(key)}>
                    {key}
                    {takenKeys.includes(key) ? " (existe déjà)" : ""}
                  </option>
                ))}
              </Select>
            )
          }
        </FormField>
        <FormField {...field} name="title" label="Titre" error={errors.title}>
          {(control) => <Input {...control} defaultValue={entry?.title ?? ""} />}
        </FormField>
        <FormField
          {...field}
          name="content"
          label="Contenu (JSON)"
          hint='Un objet JSON, par exemple {"heading": "..."}'
          error={errors.content}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={14}
              spellCheck={false}
              className="font-mono text-xs"
              defaultValue={entry?.content ?? "{\n  \n}"}
            />
          )}
        </FormField>
        <DialogFormActions busy={busy} editing={Boolean(entry)} />
      </fetcher.Form>
    </DialogContent>
  );
}
