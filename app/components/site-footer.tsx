import { Link } from "react-router";
import { m } from "#shared/i18n/messages.ts";
import { legalPaths } from "#shared/legal-texts.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

type SiteFooterProps = {
  academyName: string;
  contactEmail: string;
  mission: string;
  contactHeading: string;
  responseTime: string;
};

export function SiteFooter({
  academyName,
  contactEmail,
  mission,
  contactHeading,
  responseTime,
}: SiteFooterProps) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  return (
    <footer className="below-the-fold border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-primary">{academyName}</p>
          <p className="mt-3 max-w-prose text-sm leading-relaxed text-muted-foreground">{mission}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to={lp(paths.workshops)} className="text-foreground underline-offset-4 hover:underline">
                {m.footer_all_workshops({}, locale)}
              </Link>
            </li>
            <li>
              <Link to={lp(paths.newsletter)} className="text-foreground underline-offset-4 hover:underline">
                {m.footer_newsletter({}, locale)}
              </Link>
            </li>
            <li>
              <Link to={lp(paths.privacy)} className="text-foreground underline-offset-4 hover:underline">
                {m.footer_privacy({}, locale)}
              </Link>
            </li>
            <li>
              <Link
                to={legalPaths(language).legal}
                className="text-foreground underline-offset-4 hover:underline"
              >
                {m.footer_legal({}, locale)}
              </Link>
            </li>
            <li>
              <Link
                to={legalPaths(language).terms}
                className="text-foreground underline-offset-4 hover:underline"
              >
                {m.footer_terms({}, locale)}
              </Link>
            </li>
          </ul>
        </div>
        <div className="text-sm">
          <h2 className="font-semibold">{contactHeading}</h2>
          <p className="mt-3">
            <a
              href={`mailto:${contactEmail}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {contactEmail}
            </a>
          </p>
          <p className="mt-2 text-muted-foreground">{responseTime}</p>
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        {m.footer_rights({ year: new Date().getFullYear(), academyName }, locale)}
      </p>
    </footer>
  );
}
