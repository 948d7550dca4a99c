import { Alert } from "#app/components/ui/alert.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export function LoadFailed({ message }: { message: string }) {
  return <Alert variant="destructive">{m.admin_load_failed({ message }, { locale: useLanguage() })}</Alert>;
}
