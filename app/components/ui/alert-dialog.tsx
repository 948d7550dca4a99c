import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { Button } from "./button.tsx";

/**
 * A confirmation before something that cannot be undone: the question, then
 * 'Cancel' (in the page's language) or the confirming button. `open` is controlled by the caller.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const language = useLanguage();
  return (
    <AlertDialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialogPrimitive.Content
          lang={language}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-white p-5 shadow-xl"
        >
          <AlertDialogPrimitive.Title className="text-lg font-bold">{props.title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-foreground/80">
            {props.question}
          </AlertDialogPrimitive.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="ghost" size="sm">
                {m.ui_cancel({}, { locale: language })}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant="destructive"
              size="sm"
              disabled={props.busy}
              onClick={() => {
                props.onConfirm();
              }}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
