import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/** The one-message page shown after following a link from a newsletter e-mail. */
export function NewsletterOutcome(props: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        {props.icon}
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{props.title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{props.children}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {props.action && (
          <Button asChild>
            <Link to={props.action.to}>{props.action.label}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={lp(paths.home)}>{m.return_home({}, locale)}</Link>
        </Button>
      </div>
    </div>
  );
}
