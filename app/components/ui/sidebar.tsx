import { PanelLeft } from "lucide-react";
import { Dialog, Slot } from "radix-ui";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from "react";
import { cn } from "#app/lib/utils.ts";
import { Button } from "./button.tsx";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip.tsx";

/* A collapsible sidebar after shadcn/ui's, with the widths and cookie of the back-office layout (docs/product/accounts-and-back-office.md#layout). */

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_MOBILE = "18rem";
const SIDEBAR_WIDTH_ICON = "3rem";
const SIDEBAR_KEYBOARD_SHORTCUT = "b";
const MOBILE_QUERY = "(max-width: 767px)";

/** Reads the sidebar cookie from a request's Cookie header: open unless it says "false". */
export function sidebarOpenFromCookie(cookieHeader: string | null) {
  const match = /(?:^|;\s*)sidebar_state=([^;]*)/.exec(cookieHeader ?? "");
  return match?.[1] !== "false";
}

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useIsMobile() {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

type SidebarContextValue = {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

export function SidebarProvider({
  defaultOpen = true,
  children,
}: {
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(defaultOpen);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // Kept for 7 days so that the next visit (and the server render) opens it the same way.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          style={
            {
              "--sidebar-width": SIDEBAR_WIDTH,
              "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
            } as CSSProperties
          }
          className="flex min-h-dvh w-full"
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            id="admin-sidebar"
            data-sidebar="sidebar"
            data-mobile="true"
            style={{ "--sidebar-width": SIDEBAR_WIDTH_MOBILE } as CSSProperties}
            className="fixed inset-y-0 left-0 z-50 flex h-full w-(--sidebar-width) flex-col border-r border-border bg-[#f8f4ee] shadow-xl focus-visible:outline-none"
          >
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            <Dialog.Description className="sr-only">{label}</Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <div
      className="group peer hidden md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
      data-side="left"
    >
      {/* Reserves the sidebar's width in the page flow; the sidebar itself stays fixed. */}
      <div className="w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none" />
      <aside
        id="admin-sidebar"
        aria-label={label}
        data-sidebar="sidebar"
        className="fixed inset-y-0 left-0 z-10 flex h-dvh w-(--sidebar-width) flex-col overflow-hidden border-r border-border bg-[#f8f4ee] transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({
  className,
  label,
  ...props
}: ComponentProps<typeof Button> & { label: string }) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-9 rounded-lg", className)}
      aria-label={label}
      aria-controls="admin-sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title={`${label} (Ctrl+B)`}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 border-t border-border p-2", className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={cn("flex w-full flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem(props: ComponentProps<"li">) {
  return <li {...props} />;
}

/**
 * A menu entry. Collapsed to icons, its label stays in the accessible name
 * (visually hidden) and shows as a tooltip on hover or focus.
 */
export function SidebarMenuButton({
  tooltip,
  asChild = false,
  className,
  ...rest
}: ComponentProps<"a"> & { tooltip: string; asChild?: boolean }) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : "a";
  const button = (
    <Component
      className={cn(
        "flex h-10 w-full items-center gap-3 overflow-hidden rounded-lg px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-white hover:text-foreground aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:px-2 [&>svg]:size-4 [&>svg]:shrink-0",
        className,
      )}
      {...rest}
    />
  );
  if (state !== "collapsed" || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex min-w-0 flex-1 flex-col", className)} {...props} />;
}
