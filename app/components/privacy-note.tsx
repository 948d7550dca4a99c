import { Link } from "react-router";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/** Under every form that asks about a teen: what happens to those details (docs/product/childrens-data.md). */
export function PrivacyNote() {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <p className="text-sm text-muted-foreground">
      {m.shell_privacy_note({}, locale)}{" "}
      <Link to={lp(paths.privacy)} className="font-medium text-primary underline underline-offset-4">
        {m.shell_privacy_note_link({}, locale)}
      </Link>
    </p>
  );
}
