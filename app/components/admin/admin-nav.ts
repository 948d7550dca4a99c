import {
  CalendarDays,
  ClipboardList,
  FileText,
  History,
  Hourglass,
  LayoutDashboard,
  Mail,
  TicketPercent,
  type LucideIcon,
} from "lucide-react";
import { paths } from "#shared/paths.ts";

export type AdminNavEntry = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The back-office sections, in the sidebar's order (docs/product/accounts-and-back-office.md#layout), then the audit trail. */
export const adminNav: readonly AdminNavEntry[] = [
  { to: paths.admin, label: "Tableau de bord", icon: LayoutDashboard, end: true },
  { to: paths.adminWorkshops, label: "Ateliers", icon: CalendarDays },
  { to: paths.adminBookings, label: "Réservations", icon: ClipboardList },
  { to: paths.adminWaitingList, label: "Liste d'attente", icon: Hourglass },
  { to: paths.adminNewsletter, label: "Newsletter", icon: Mail },
  { to: paths.adminDiscountCodes, label: "Codes de réduction", icon: TicketPercent },
  { to: paths.adminContent, label: "Contenu des pages", icon: FileText },
  // Not in the product rules' list of sections: the audit trail, kept last.
  { to: paths.adminAuditLog, label: "Journal d'activité", icon: History },
];
