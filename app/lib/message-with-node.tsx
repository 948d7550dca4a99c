import type { ReactNode } from "react";

/** What a message is given for the value a React node will take: a character no text holds. */
export const NODE = "\u0000";

/**
 * A message with a link or a <strong> inside its sentence, kept whole for its translators
 * (docs/decisions/016-i18n-library.md): the message is asked with `NODE` for that value, and the
 * node takes its place, e.g. `withNode(m.privacy_write_to_us({ email: NODE }, locale), <a>...</a>)`.
 */
export function withNode(text: string, node: ReactNode): ReactNode {
  const [before, after] = text.split(NODE);
  return (
    <>
      {before || null}
      {node}
      {after || null}
    </>
  );
}
