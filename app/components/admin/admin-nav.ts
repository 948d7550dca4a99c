import {
  CalendarDays,
  ClipboardList,
  FileText,
  History,
  Hourglass,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  ReceiptText,
  TicketPercent,
  UserCheck,
  type LucideIcon,
} from "lucide-react";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

export type AdminNavEntry = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The back-office sections, in the sidebar's order (docs/product/accounts-and-back-office.md#layout), then the audit trail. */
export function adminNav(language: Language): readonly AdminNavEntry[] {
  const locale = { locale: language };
  return [
    { to: paths.admin, label: m.admin_nav_dashboard({}, locale), icon: LayoutDashboard, end: true },
    { to: paths.adminWorkshops, label: m.admin_nav_workshops({}, locale), icon: CalendarDays },
    { to: paths.adminBookings, label: m.admin_nav_bookings({}, locale), icon: ClipboardList },
    { to: paths.adminInvoices, label: m.admin_nav_invoices({}, locale), icon: ReceiptText },
    { to: paths.adminWaitingList, label: m.admin_nav_waiting_list({}, locale), icon: Hourglass },
    { to: paths.adminNewsletter, label: m.admin_nav_newsletter({}, locale), icon: Mail },
    { to: paths.adminDiscountCodes, label: m.admin_nav_discount_codes({}, locale), icon: TicketPercent },
    { to: paths.adminContent, label: m.admin_nav_content({}, locale), icon: FileText },
    // Not in the product rules' first list of sections: the coaches who run the groups.
    { to: paths.adminCoaches, label: m.admin_nav_coaches({}, locale), icon: UserCheck },
    // The families' reviews, approved here before the home page shows them.
    { to: paths.adminReviews, label: m.admin_nav_reviews({}, locale), icon: MessageSquareText },
    // Not in the product rules' list of sections: the audit trail, kept last.
    { to: paths.adminAuditLog, label: m.admin_nav_audit_log({}, locale), icon: History },
  ];
}
