import { Plus, X } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { pageContentFields } from "#shared/admin/page-content-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { PageKey } from "#shared/stored-values.ts";

type Json = Record<string, unknown>;
type Locale = { locale: Language };

/** The texts an administrator writes at length: a text area rather than one line. */
const LONG_TEXTS = new Set(["subheading", "body", "mission", "text", "quote"]);

/** A content field's name in the back-office's words (its JSON name when it has none). */
function fieldName(name: string, locale: Locale): string {
  const names: Record<string, () => string> = {
    eyebrow: () => m.admin_content_label_eyebrow({}, locale),
    heading: () => m.admin_content_label_heading({}, locale),
    subheading: () => m.admin_content_label_subheading({}, locale),
    body: () => m.admin_content_label_body({}, locale),
    mission: () => m.admin_content_label_mission({}, locale),
    responseTime: () => m.admin_content_label_response_time({}, locale),
    items: () => m.admin_content_label_items({}, locale),
    title: () => m.admin_content_label_title({}, locale),
    text: () => m.admin_content_label_text({}, locale),
    quote: () => m.admin_content_label_quote({}, locale),
    parent: () => m.admin_content_label_parent({}, locale),
    childAge: () => m.admin_content_label_child_age({}, locale),
  };
  return names[name]?.() ?? name;
}

function parseObject(json: string): Json | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const asItems = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === "object" && item !== null ? (item as Json) : {}))
    : [];

/** A field emptied leaves the JSON: the page then shows its fallback (docs/product/accounts-and-back-office.md#content-screen). */
function withField(content: Json, name: string, value: unknown): Json {
  const next = { ...content };
  if (value === "" || (Array.isArray(value) && value.length === 0)) delete next[name];
  else next[name] = value;
  return next;
}

function TextControl({
  id,
  label,
  name,
  value,
  lang,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  lang: Language;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {LONG_TEXTS.has(name) ? (
        <Textarea
          id={id}
          rows={3}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input id={id} lang={lang} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/**
 * A page's content as a form of its fields, read from the page's schema: each text its own control,
 * each list its items with their texts, added and removed. It edits the JSON text it is given
 * (`json`, written back through `onChange`), so the raw JSON stays the truth and its advanced view.
 */
export function ContentFieldsEditor({
  pageKey,
  json,
  onChange,
  contentLanguage,
  backOfficeLanguage,
  legend,
}: {
  pageKey: PageKey;
  json: string;
  onChange: (json: string) => void;
  /** The language of the site this content is for: the controls' `lang` and their labels' suffix. */
  contentLanguage: Language;
  backOfficeLanguage: Language;
  legend: string;
}) {
  const locale = { locale: backOfficeLanguage };
  const suffix = contentLanguage.toUpperCase();
  const content = parseObject(json);
  const idOf = (...parts: (string | number)[]) => `content-${contentLanguage}-${parts.join("-")}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {content === null ? (
        <p className="text-sm text-destructive">{m.admin_content_fields_unreadable({}, locale)}</p>
      ) : (
        pageContentFields(pageKey).map((field) => {
          const save = (value: unknown) =>
            onChange(JSON.stringify(withField(content, field.name, value), null, 2));
          if (field.kind === "text")
            return (
              <TextControl
                key={field.name}
                id={idOf(field.name)}
                name={field.name}
                label={`${fieldName(field.name, locale)} (${suffix})`}
                value={asText(content[field.name])}
                lang={contentLanguage}
                onChange={save}
              />
            );
          const items = asItems(content[field.name]);
          return (
            <div key={field.name} className="flex flex-col gap-2">
              <p className="text-sm font-medium">{`${fieldName(field.name, locale)} (${suffix})`}</p>
              {items.map((item, index) => {
                const number = index + 1;
                const heading = m.admin_content_item({ number }, locale);
                return (
                  <div key={index} className="flex flex-col gap-2 rounded-md bg-muted p-2">
                    <div className="flex items-center justify-between gap-2">
                      <p className="text-xs font-semibold">{heading}</p>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`${m.admin_content_item_remove({ number }, locale)} (${suffix})`}
                        onClick={() => save(items.filter((_, other) => other !== index))}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                    {field.itemFields.map((itemField) => (
                      <TextControl
                        key={itemField}
                        id={idOf(field.name, index, itemField)}
                        name={itemField}
                        label={`${m.admin_content_item_field({ item: heading, field: fieldName(itemField, locale) }, locale)} (${suffix})`}
                        value={asText(item[itemField])}
                        lang={contentLanguage}
                        onChange={(value) =>
                          save(
                            items.map((other, at) =>
                              at === index ? withField(other, itemField, value) : other,
                            ),
                          )
                        }
                      />
                    ))}
                  </div>
                );
              })}
              <Button type="button" variant="outline" size="sm" onClick={() => save([...items, {}])}>
                <Plus aria-hidden="true" />
                {`${m.admin_content_item_add({}, locale)} (${suffix})`}
              </Button>
            </div>
          );
        })
      )}
    </fieldset>
  );
}
