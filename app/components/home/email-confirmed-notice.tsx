import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { EMAIL_CONFIRMED_PARAM, paths } from "#shared/paths.ts";

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

const texts = {
  confirmed: {
    title: "Your email address is confirmed.",
    body: "Thank you. You can now sign in with your email and password.",
  },
  expired: {
    title: "This confirmation link has expired.",
    body: "Sign in with your email and password and we will send you a new link.",
  },
  invalid: {
    title: "This confirmation link is not valid.",
    body: "It may be incomplete or already replaced by a newer one. Sign in and we will send you a new link.",
  },
} as const;

/** The notice above the home page; the address bar is cleaned so a reload does not show it again. */
export function EmailConfirmedBanner({ notice: initial }: { notice: EmailConfirmedNotice }) {
  const [notice] = useState(initial);
  useEffect(() => {
    if (initial) window.history.replaceState(window.history.state, "", paths.home);
  }, [initial]);
  if (!notice) return null;
  const text = texts[notice];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Alert variant={notice === "confirmed" ? "success" : "destructive"}>
        <p className="font-semibold">{text.title}</p>
        <p>
          {text.body}{" "}
          <Link to={paths.auth} className="font-semibold underline">
            Sign In
          </Link>
        </p>
      </Alert>
    </div>
  );
}
