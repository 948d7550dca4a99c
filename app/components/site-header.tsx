import { Link } from "react-router";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

const navLink = "text-sm font-medium text-muted-foreground hover:text-foreground";

/**
 * The public header: the brand on one line, the workshops and a family's bookings (families have no
 * account: /bookings finds their booking pages), the same page in the other language, and the
 * staff's login. On a phone the two links take a second row rather than being hidden.
 */
export function SiteHeader({ academyName }: { academyName: string }) {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-2 sm:flex sm:h-16 sm:py-0 sm:px-6">
        <Link
          to={lp(paths.home)}
          className="flex min-w-0 items-center gap-2 font-bold whitespace-nowrap text-primary sm:text-lg"
        >
          <AcademyLogo size={32} className="size-8 shrink-0" />
          <span className="truncate">{academyName}</span>
        </Link>
        <nav
          aria-label={m.shell_nav_label({}, locale)}
          className="col-span-2 row-start-2 flex items-center gap-5 sm:ml-auto sm:gap-4"
        >
          <Link to={lp(paths.workshops)} className={navLink}>
            {m.shell_workshops({}, locale)}
          </Link>
          <Link to={lp(paths.bookingLinks)} className={navLink}>
            {m.shell_my_bookings({}, locale)}
          </Link>
        </nav>
        <div className="col-start-2 row-start-1 flex items-center gap-2">
          <LanguageSwitch className="inline-flex h-9 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring" />
          <Button asChild size="sm" variant="outline">
            <Link to={paths.auth}>{m.shell_login({}, locale)}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
