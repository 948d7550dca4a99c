/*
 * Text PostgreSQL refuses, found before any query (docs/decisions/021-hardening-inputs-and-doors.md):
 * a NUL character (no text column takes one), a lone UTF-16 surrogate (a jsonb column refuses its
 * escape, a text column would store a replacement character), and bytes or percent-encodings that
 * are not UTF-8. Every check answers whether the input is refused; none throws.
 */

// A NUL, a high surrogate without its low half, or a low one without its high half.
// eslint-disable-next-line no-control-regex -- the NUL is what this finds
const REFUSED_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isRefusedString(value: string): boolean {
  return REFUSED_CHARACTER.test(value);
}

// A lone "%" (not followed by two hex digits) is taken literally, as URLSearchParams and browsers do:
// it is a typo, not an encoding.
const LONE_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/**
 * Whether one percent-encoded URL component (a path segment, a query key or value) decodes to
 * refused text: bytes that are not UTF-8 (URLSearchParams would quietly turn them into U+FFFD),
 * an encoded surrogate, or a NUL.
 */
export function isRefusedComponent(component: string, plusIsSpace = false): boolean {
  if (!component.includes("%")) return false;
  const text = (plusIsSpace ? component.replaceAll("+", " ") : component).replace(LONE_PERCENT, "%25");
  try {
    return isRefusedString(decodeURIComponent(text));
  } catch {
    return true;
  }
}

/** A URL's path segments and query keys and values. `rawUrl` is the request's URL as sent. */
export function isRefusedUrl(rawUrl: string): boolean {
  const url = new URL(rawUrl);
  if (url.pathname.split("/").some((segment) => isRefusedComponent(segment))) return true;
  return isRefusedQuery(url.search.slice(1));
}

/** An `application/x-www-form-urlencoded` text: a query string or a form body. */
export function isRefusedQuery(query: string): boolean {
  if (isRefusedString(query)) return true;
  if (!query.includes("%")) return false;
  return query.split("&").some((pair) => isRefusedComponent(pair, true));
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body's bytes as text, or undefined when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Whether a JSON body holds refused text in any key or string value. Text that is not JSON is
 * the endpoint's to refuse (it answers its own 400); walked without recursion, so that a body
 * nested a hundred thousand deep costs a loop, not the stack.
 */
export function isRefusedJson(text: string): boolean {
  // "\u0000" and surrogate escapes are the only way JSON spells what the text itself cannot hold.
  // eslint-disable-next-line no-control-regex -- the NUL is what this finds
  if (!/\\u|\u0000/i.test(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (isRefusedString(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (isRefusedString(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Whether a parsed multipart form holds refused text in a field's name, value or file name. */
export function isRefusedFormData(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (isRefusedString(name)) return true;
    if (typeof value === "string" ? isRefusedString(value) : isRefusedString(value.name)) return true;
  }
  return false;
}
