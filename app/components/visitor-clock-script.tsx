import { useNonce } from "#app/lib/nonce.tsx";
import { visitorClockText } from "#shared/visitor-clock.ts";

/**
 * Runs once, as the page's HTML is read: every `[data-visitor-clock]` place (app/components/visitor-time.tsx)
 * gets the visitor's own time in its `data-early` attribute, which CSS shows until React writes the
 * same text. A page hydrated on the first interaction thus shows it from its first paint, with a
 * script of about one kilobyte inside the page instead of the framework's. It reads the visitor's
 * clock with `Date` alone (no `Intl`, whose first call is a long task: shared/visitor-clock.ts).
 */
export const visitorClockScript = `(function(text){document.querySelectorAll("[data-visitor-clock]").forEach(function(place){try{var line=text(JSON.parse(place.getAttribute("data-visitor-clock")));if(line)place.setAttribute("data-early",line)}catch(e){}})})(${visitorClockText.toString()})`;

/** The script above, after the places it fills (React never runs it again: it is the server's). */
export function VisitorClockScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: visitorClockScript }}
    />
  );
}
