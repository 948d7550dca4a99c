import { Link } from "react-router";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export function SiteHeader({ academyName }: { academyName: string }) {
  const locale = { locale: useLanguage() };
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-primary">
          <AcademyLogo size={32} className="size-8" />
          <span>{academyName}</span>
        </Link>
        <nav aria-label={m.shell_nav_label({}, locale)} className="flex items-center gap-2 sm:gap-4">
          <Link
            to={paths.workshops}
            className="hidden text-sm font-medium text-muted-foreground hover:text-foreground sm:inline"
          >
            {m.shell_workshops({}, locale)}
          </Link>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.auth}>{m.shell_login({}, locale)}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
