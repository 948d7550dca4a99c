import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/** The not-found page's content, also shown when a route's loader finds no such item. */
export function NotFoundView() {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{m.not_found_title({}, locale)}</h1>
      <p className="mt-4 text-muted-foreground">{m.not_found_text({}, locale)}</p>
      <Button asChild className="mt-8">
        <Link to={lp(paths.home)}>{m.return_home({}, locale)}</Link>
      </Button>
    </div>
  );
}
