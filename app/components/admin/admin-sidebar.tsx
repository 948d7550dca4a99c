import { ExternalLink } from "lucide-react";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { NavLink } from "react-router";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "#app/components/ui/sidebar.tsx";
import { paths } from "#shared/paths.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { adminNav } from "./admin-nav.ts";

export function AdminSidebar({ academyName }: { academyName: string }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const language = useLanguage();
  const locale = { locale: language };
  // On a phone the menu is a drawer: close it once a section is chosen.
  const closeOnPhone = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar label={m.admin_shell_menu({}, locale)}>
      <SidebarHeader className="h-16 justify-center border-b border-border">
        <div className="flex items-center gap-2 overflow-hidden px-1">
          <AcademyLogo size={32} className="size-8 shrink-0" />
          <span className="truncate text-sm font-bold text-primary group-data-[collapsible=icon]:sr-only">
            {academyName}
          </span>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={m.admin_shell_sections({}, locale)}>
          <SidebarMenu>
            {adminNav(language).map(({ to, label, icon: Icon, end }) => (
              <SidebarMenuItem key={to}>
                <SidebarMenuButton asChild tooltip={label}>
                  <NavLink to={to} end={end} prefetch="intent" onClick={closeOnPhone}>
                    <Icon aria-hidden="true" />
                    <span className="truncate group-data-[collapsible=icon]:sr-only">{label}</span>
                  </NavLink>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={m.admin_shell_view_site({}, locale)}>
              <a href={paths.home} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                <span className="truncate group-data-[collapsible=icon]:sr-only">
                  {m.admin_shell_view_site({}, locale)}
                </span>
              </a>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
