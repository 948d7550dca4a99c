import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps } from "react";

/** The id of the hidden "opens in a new tab" note rendered once by the public layout. */
export const NEW_TAB_HINT_ID = "new-tab-hint";

/**
 * A link to another site, opened in a new tab without giving it access to
 * this window; screen readers hear that it opens a new tab (as a description,
 * so the link's name stays exactly its visible text).
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID}>
      {children}
      <ExternalLinkIcon aria-hidden="true" />
    </a>
  );
}
