import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** What a back-office action answers (see the route modules' `action`). */

/**
 * docs/product/accounts-and-back-office.md#dialogs-and-toasts and docs/product/languages-and-texts.md#back-office-toasts: 'Succès' or 'Erreur' (destructive) toasts for an action's answer,
 * once per answer; `onSuccess` closes the dialog (the list reloads by itself).
 */
export function useChangeToast(
  fetcher: FetcherWithComponents<ChangeAnswer | undefined>,
  onSuccess?: () => void,
) {
  const answer = fetcher.data;
  const locale = { locale: useLanguage() };
  // After a successful action the fetcher revalidates the page's loaders (state 'loading') before
  // it is idle again: answer once the refreshed list is in, and only once per answer.
  const handled = useRef<ChangeAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(m.admin_success({}, locale), { description: answer.message });
      onSuccess?.();
    } else {
      toast.error(m.admin_error({}, locale), { description: answer.message });
    }
    // onSuccess is a fresh closure each render; the answer and the state decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, fetcher.state]);
}

/** docs/product/languages-and-texts.md#back-office-toasts: the 'Impossible de charger ...' toast when a page's list could not be read. */
export function useLoadErrorToast(failed: boolean, message: string) {
  const title = m.admin_error({}, { locale: useLanguage() });
  useEffect(() => {
    if (failed) toast.error(title, { description: message });
  }, [failed, message, title]);
}
