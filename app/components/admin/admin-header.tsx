import { LogOut } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SidebarTrigger } from "#app/components/ui/sidebar.tsx";
import { useAuth } from "#app/lib/auth-context.tsx";
import { paths } from "#shared/paths.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export function AdminHeader({ academyName }: { academyName: string }) {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const navigation = useNavigation();
  const signingOut = navigation.formAction === paths.signOut;
  const locale = { locale: useLanguage() };
  return (
    <header className="sticky top-0 z-20 flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-background/95 px-3 py-2 backdrop-blur md:px-6">
      <SidebarTrigger label={m.admin_shell_toggle_menu({}, locale)} />
      <h1 className="min-w-0 flex-1 text-base leading-tight font-bold md:text-lg">
        {m.admin_shell_title({}, locale)}{" "}
        <span className="block truncate text-sm font-medium text-muted-foreground sm:inline sm:text-base md:text-lg">
          {academyName}
        </span>
      </h1>
      <div className="flex w-full items-center justify-end gap-3 sm:w-auto">
        <span className="min-w-0 truncate text-sm text-muted-foreground" title={email}>
          {email}
        </span>
        <Form method="post" action={paths.signOut}>
          <Button type="submit" variant="outline" size="sm" disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {m.admin_shell_sign_out({}, locale)}
          </Button>
        </Form>
      </div>
    </header>
  );
}
