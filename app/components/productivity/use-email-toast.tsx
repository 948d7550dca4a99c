import { useEffect } from "react";
import { toast } from "sonner";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";

export type EmailToastState = "sent" | "failed" | "error";

/** The toasts' language: French, on the English page (docs/product/languages-and-texts.md#languages). */
const toastLanguage: Language = "fr";
const locale = { locale: toastLanguage };

/** Session storage key remembering which toast a payment session's success page has shown. */
export const emailToastKey = (sessionId: string) => `productivityEmailToast:${sessionId}`;

function shownBefore(key: string, state: EmailToastState) {
  try {
    if (window.sessionStorage.getItem(key) === state) return true;
    window.sessionStorage.setItem(key, state);
  } catch {
    // Storage refused (private mode): the toast shows, as it did before.
  }
  return false;
}

/**
 * The success page's French toasts about the confirmation e-mail
 * (docs/product/productivity-checkout.md#success-page), shown once per payment session and
 * outcome: a reload does not repeat them. The page keeps its own lasting, English message.
 */
export function useEmailToast(sessionId: string, state: EmailToastState | undefined) {
  useEffect(() => {
    if (!state || shownBefore(emailToastKey(sessionId), state)) return;
    if (state === "sent")
      toast.success(<span lang={toastLanguage}>{m.productivity_toast_email_sent({}, locale)}</span>);
    else if (state === "failed")
      toast.error(<span lang={toastLanguage}>{m.productivity_toast_warning({}, locale)}</span>, {
        description: <span lang={toastLanguage}>{m.productivity_toast_email_failed({}, locale)}</span>,
      });
    else
      toast.error(<span lang={toastLanguage}>{m.productivity_toast_error({}, locale)}</span>, {
        description: <span lang={toastLanguage}>{m.productivity_toast_check_failed({}, locale)}</span>,
      });
  }, [sessionId, state]);
}
