import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { formatNumberFr } from "#shared/admin/numbers.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** 'Page 2 sur 40 · 1 000 résultats' with previous and next links that keep the filters. */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  const linkClass = buttonVariants({ variant: "ghost", size: "sm" });
  const language = useLanguage();
  const locale = { locale: language };
  const results =
    new Intl.PluralRules(language).select(total) === "one"
      ? m.admin_pagination_result_one({}, locale)
      : m.admin_pagination_result_other({}, locale);
  return (
    <nav
      aria-label={m.admin_pagination({}, locale)}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {m.admin_pagination_summary(
          {
            page: formatNumberFr(Math.min(page, pages)),
            pages: formatNumberFr(pages),
            total: formatNumberFr(total),
            results,
          },
          locale,
        )}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(Math.min(page - 1, pages))} className={linkClass} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {m.admin_pagination_previous({}, locale)}
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
            {m.admin_pagination_next({}, locale)}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
