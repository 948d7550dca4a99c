import { useEffect } from "react";
import { toast } from "sonner";

export type EmailToastState = "sent" | "failed" | "error";

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
    if (state === "sent") toast.success(<span lang="fr">Email envoyé</span>);
    else if (state === "failed")
      toast.error(<span lang="fr">Avertissement</span>, {
        description: (
          <span lang="fr">
            Le paiement a été effectué mais l'email de confirmation n'a pas pu être envoyé.
          </span>
        ),
      });
    else
      toast.error(<span lang="fr">Erreur</span>, {
        description: <span lang="fr">Impossible de vérifier le paiement. Veuillez réessayer.</span>,
      });
  }, [sessionId, state]);
}
