/*
 * What a parent typed survives the language switch: the switch keeps the page's form fields in
 * session storage just before it leaves, and the same page in the other language puts them back
 * once it has rendered. Field by field through the DOM, so every form (Conform's, React's
 * controlled fields, plain ones) gets its values back as if typed, with the input events its own
 * validation listens to.
 */

/** The session storage key of the draft; a page finding it hydrates at once (app/lib/hydration-mode.ts). */
export const LANGUAGE_SWITCH_DRAFT_KEY = "languageSwitchDraft";

type DraftField = { form: string; name: string; value: string; checked?: boolean };
type Draft = { path: string; fields: DraftField[] };

/** Never carried: secrets and what the page sets itself. */
const SKIPPED_TYPES = new Set(["password", "hidden", "file", "submit", "button", "reset", "image"]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function formFields(root: ParentNode): { form: string; field: Field }[] {
  return Array.from(root.querySelectorAll("form")).flatMap((form, index) =>
    Array.from(form.elements)
      .filter(
        (element): element is Field =>
          (element instanceof HTMLInputElement && !SKIPPED_TYPES.has(element.type)) ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement,
      )
      .filter((field) => field.name !== "")
      .map((field) => ({ form: form.id || String(index), field })),
  );
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

/** Keeps the page's typed values for `targetPath`, the page the switch leads to. */
export function saveLanguageSwitchDraft(targetPath: string, root: ParentNode = document) {
  const fields = formFields(root)
    .filter(({ field }) => (isChoice(field) ? field.checked !== field.defaultChecked : field.value !== ""))
    .map(({ form, field }) =>
      isChoice(field)
        ? { form, name: field.name, value: field.value, checked: field.checked }
        : { form, name: field.name, value: field.value },
    );
  try {
    if (fields.length === 0) window.sessionStorage.removeItem(LANGUAGE_SWITCH_DRAFT_KEY);
    else
      window.sessionStorage.setItem(LANGUAGE_SWITCH_DRAFT_KEY, JSON.stringify({ path: targetPath, fields }));
  } catch {
    // Storage disabled: the switch still works, without the typed values.
  }
}

function readDraft(): Draft | undefined {
  try {
    const raw = window.sessionStorage.getItem(LANGUAGE_SWITCH_DRAFT_KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Draft;
    return typeof draft?.path === "string" && Array.isArray(draft.fields) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Sets a value the way typing does, so that React's and Conform's listeners see it. */
function typeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Puts back the draft kept for `pathname`, if any; a draft is used once, here or not at all. */
export function restoreLanguageSwitchDraft(pathname: string, root: ParentNode = document) {
  const draft = readDraft();
  try {
    window.sessionStorage.removeItem(LANGUAGE_SWITCH_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
  if (!draft || draft.path !== pathname) return;
  const fields = formFields(root);
  for (const saved of draft.fields) {
    const match = fields.find(
      ({ form, field }) =>
        form === saved.form && field.name === saved.name && (!isChoice(field) || field.value === saved.value),
    )?.field;
    if (!match) continue;
    if (isChoice(match)) {
      if (match.checked !== saved.checked) match.click();
    } else {
      typeValue(match, saved.value);
    }
  }
}
