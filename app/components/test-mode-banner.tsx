import { useLocation } from "react-router";

/**
 * Shown on every page while payments go through the built-in test provider, so nobody takes a
 * test site for the real one (docs/decisions/011-test-payments-in-production.md). The back-office
 * speaks French.
 */
export function TestModeBanner() {
  const { pathname } = useLocation();
  const french = pathname === "/admin" || pathname.startsWith("/admin/");
  return (
    <aside
      aria-label={french ? "Mode test" : "Test mode"}
      lang={french ? "fr" : "en"}
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {french ? "Mode test : aucun paiement réel n'est encaissé." : "Test mode: no real payment is taken."}
    </aside>
  );
}
