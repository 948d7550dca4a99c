import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";

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
  // After a successful action the fetcher revalidates the page's loaders (state 'loading') before
  // it is idle again: answer once the refreshed list is in, and only once per answer.
  const handled = useRef<ChangeAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success("Succès", { description: answer.message });
      onSuccess?.();
    } else {
      toast.error("Erreur", { description: answer.message });
    }
    // onSuccess is a fresh closure each render; the answer and the state decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, fetcher.state]);
}

/** docs/product/languages-and-texts.md#back-office-toasts: the 'Impossible de charger ...' toast when a page's list could not be read. */
export function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error("Erreur", { description: message });
  }, [failed, message]);
}
