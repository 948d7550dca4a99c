import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/** The not-found page of the booking routes, with a way back to the catalogue. */
export function BookingNotFound() {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{m.not_found_title({}, locale)}</h1>
      <p className="mt-4 text-muted-foreground">{m.booking_not_found_text({}, locale)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={lp(paths.workshops)}>{m.booking_back_to_workshops({}, locale)}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={lp(paths.home)}>{m.return_home({}, locale)}</Link>
        </Button>
      </div>
    </div>
  );
}
