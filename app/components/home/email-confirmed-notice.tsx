import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { EMAIL_CONFIRMED_PARAM, paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export type EmailConfirmedNotice = "confirmed" | "expired" | "invalid" | null;

/**
 * What the e-mail verification link's return to the home page says
 * (docs/product/accounts-and-back-office.md#e-mail-verification): Better Auth comes back to
 * `/?email-confirmed=1`, adding `error=...` when the link was expired or not valid.
 */
export function emailConfirmedNotice(url: URL): EmailConfirmedNotice {
  if (!url.searchParams.has(EMAIL_CONFIRMED_PARAM)) return null;
  const error = url.searchParams.get("error");
  if (!error) return "confirmed";
  return error === "TOKEN_EXPIRED" ? "expired" : "invalid";
}

/** What each notice says, in the page's language. */
function noticeText(notice: NonNullable<EmailConfirmedNotice>, language: Language) {
  const locale = { locale: language };
  switch (notice) {
    case "confirmed":
      return {
        title: m.home_email_confirmed_title({}, locale),
        body: m.home_email_confirmed_text({}, locale),
      };
    case "expired":
      return { title: m.home_email_expired_title({}, locale), body: m.home_email_expired_text({}, locale) };
    case "invalid":
      return { title: m.home_email_invalid_title({}, locale), body: m.home_email_invalid_text({}, locale) };
  }
}

/** The notice above the home page; the address bar is cleaned so a reload does not show it again. */
export function EmailConfirmedBanner({ notice: initial }: { notice: EmailConfirmedNotice }) {
  const [notice] = useState(initial);
  const language = useLanguage();
  useEffect(() => {
    if (initial) window.history.replaceState(window.history.state, "", paths.home);
  }, [initial]);
  if (!notice) return null;
  const text = noticeText(notice, language);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Alert variant={notice === "confirmed" ? "success" : "destructive"}>
        <p className="font-semibold">{text.title}</p>
        <p>
          {text.body}{" "}
          <Link to={paths.auth} className="font-semibold underline">
            {m.home_email_sign_in({}, { locale: language })}
          </Link>
        </p>
      </Alert>
    </div>
  );
}
