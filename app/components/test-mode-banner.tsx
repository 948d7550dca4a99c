import { useLocation } from "react-router";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";

/**
 * Shown on every page while payments go through the built-in test provider, so nobody takes a
 * test site for the real one (docs/decisions/011-test-payments-in-production.md), in the page's
 * own language.
 */
export function TestModeBanner() {
  const language = pageLanguage(useLocation().pathname);
  const locale = { locale: language };
  return (
    <aside
      aria-label={m.test_mode_label({}, locale)}
      lang={language}
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {m.test_mode_banner({}, locale)}
    </aside>
  );
}
