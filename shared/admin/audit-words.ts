import { groupTimeText, sessionDatesText, type GroupSchedule } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";
import { formatDate, formatDateTime } from "./dates.ts";

/**
 * The audit trail in words (docs/product/accounts-and-back-office.md#audit-log-screen): each stored field
 * of a snapshot named in the back-office's language, its value written as people read it, and
 * technical ids left out or replaced by what they name.
 */
export type AuditLine = { label: string; value: string };

/** What ids in a snapshot stand for: a group's label, a workshop's title. */
export type AuditNames = { groups: Record<string, string>; workshops: Record<string, string> };

type Kind = "text" | "euros" | "yesNo" | "date" | "dateTime" | "list" | "group" | "workshop" | "minutes";

const fields: Record<string, { fr: string; en: string; kind?: Kind }> = {
  title: { fr: "Titre", en: "Title" },
  subtitle: { fr: "Sous-titre", en: "Subtitle" },
  description: { fr: "Description", en: "Description" },
  price: { fr: "Prix", en: "Price", kind: "euros" },
  duration: { fr: "Durée", en: "Duration" },
  sessions: { fr: "Séances", en: "Sessions" },
  groupSize: { fr: "Taille des groupes", en: "Group size" },
  ageMin: { fr: "Âge minimum", en: "Minimum age" },
  ageMax: { fr: "Âge maximum", en: "Maximum age" },
  icon: { fr: "Icône", en: "Icon" },
  sortOrder: { fr: "Ordre d'affichage", en: "Display order" },
  maxSeats: { fr: "Places (maximum)", en: "Seats (maximum)" },
  minTeens: { fr: "Minimum de participants", en: "Minimum of teens" },
  bookedSeats: { fr: "Places réservées", en: "Seats booked" },
  highlights: { fr: "Points clés", en: "Highlights", kind: "list" },
  isActive: { fr: "Actif", en: "Active", kind: "yesNo" },
  groups: { fr: "Groupes", en: "Groups", kind: "list" },
  /** The same list in the workshop changes recorded before it was called groups. */
  scheduleOptions: { fr: "Groupes", en: "Groups", kind: "list" },
  code: { fr: "Code", en: "Code" },
  discountType: { fr: "Type de réduction", en: "Discount type" },
  discountValue: { fr: "Valeur de la réduction", en: "Discount value" },
  minAmount: { fr: "Montant minimum", en: "Minimum amount", kind: "euros" },
  maxUses: { fr: "Utilisations (maximum)", en: "Uses (maximum)" },
  usedCount: { fr: "Utilisations", en: "Uses" },
  expiresAt: { fr: "Expire le", en: "Expires", kind: "dateTime" },
  pageKey: { fr: "Page", en: "Page" },
  content: { fr: "Contenu", en: "Content" },
  reference: { fr: "Réservation", en: "Booking" },
  status: { fr: "Statut", en: "Status" },
  amountPaid: { fr: "Montant payé", en: "Amount paid", kind: "euros" },
  refundAmount: { fr: "Montant remboursé", en: "Amount refunded", kind: "euros" },
  amount: { fr: "Montant", en: "Amount", kind: "euros" },
  groupId: { fr: "Groupe", en: "Group", kind: "group" },
  workshopId: { fr: "Atelier", en: "Workshop", kind: "workshop" },
  firstSessionDate: { fr: "Premier cours", en: "First session", kind: "date" },
  weekday: { fr: "Jour", en: "Day" },
  startTime: { fr: "Heure de début", en: "Start time" },
  timeZone: { fr: "Fuseau horaire", en: "Time zone" },
  capacity: { fr: "Capacité", en: "Capacity" },
  sessionCount: { fr: "Nombre de séances", en: "Number of sessions" },
  sessionMinutes: { fr: "Durée d'une séance", en: "Session length", kind: "minutes" },
  videoUrl: { fr: "Lien de la visio", en: "Video link" },
  coaches: { fr: "Coachs", en: "Coaches" },
  subject: { fr: "Objet", en: "Subject" },
  families: { fr: "Familles", en: "Families" },
  name: { fr: "Nom", en: "Name" },
  closedAt: { fr: "Fermé le", en: "Closed", kind: "dateTime" },
  smallGroupDecision: { fr: "Décision (sous-effectif)", en: "Decision (too small)" },
  file: { fr: "Fichier", en: "File" },
  filters: { fr: "Filtres", en: "Filters" },
  search: { fr: "Recherche", en: "Search" },
  type: { fr: "Type", en: "Type" },
  from: { fr: "Du", en: "From", kind: "date" },
  to: { fr: "Au", en: "To", kind: "date" },
  refund: { fr: "Remboursement", en: "Refund" },
  reason: { fr: "Motif", en: "Reason" },
  email: { fr: "E-mail", en: "E-mail" },
  count: { fr: "Nombre", en: "Count" },
};

/** An administrator's decision on a group too small to run, as the audit log says it. */
const smallGroupDecisionWords = {
  kept: { fr: "Maintenu", en: "Kept" },
  closed: { fr: "Fermé", en: "Closed" },
} as const;

const order = Object.keys(fields);
const fieldOrder = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);

/** Technical fields an administrator has nothing to read in: ids, bookkeeping dates. */
const hidden = new Set(["id", "refundId", "createdAt", "updatedAt", "scheduleVersion", "token"]);

const words = {
  fr: {
    yes: "Oui",
    no: "Non",
    none: "(aucun)",
    weekdays: ["", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    values: {
      confirmed: "Confirmée",
      cancelled: "Annulée",
      pending: "En attente",
      requested: "Demandé",
      declined: "Refusé",
      refunded: "Remboursé",
      failed: "Échoué",
      percentage: "Pourcentage",
      fixed: "Montant fixe",
      json: "Données de la réservation (JSON)",
    } as Record<string, string>,
  },
  en: {
    yes: "Yes",
    no: "No",
    none: "(none)",
    weekdays: ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    values: {
      confirmed: "Confirmed",
      cancelled: "Cancelled",
      pending: "Pending",
      requested: "Requested",
      declined: "Declined",
      refunded: "Refunded",
      failed: "Failed",
      percentage: "Percentage",
      fixed: "Fixed amount",
      json: "Booking data (JSON)",
    } as Record<string, string>,
  },
} as const;

/** A field's name in words: the known ones named, others spelled out ("someField" -> "some field"). */
export function auditFieldLabel(field: string, language: Language): string {
  return fields[field]?.[language] ?? field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** A group in one line, in French for the back-office: its stored texts, else its dates and weekly time. */
export function auditGroupLabel(
  group: Partial<GroupSchedule> & { dateRange?: string | null; timeText?: string | null },
  language: Language,
): string | null {
  if (group.dateRange && group.timeText) return `${group.dateRange}, ${group.timeText}`;
  const { timeZone, weekday, startTime, firstSessionDate, sessionCount, sessionMinutes } = group;
  if (!timeZone || !weekday || !startTime || !firstSessionDate || !sessionCount || !sessionMinutes)
    return null;
  const schedule = { timeZone, weekday, startTime, firstSessionDate, sessionCount, sessionMinutes };
  return `${sessionDatesText(schedule, language)}, ${groupTimeText(schedule, language)}`;
}

function valueText(field: string, value: unknown, names: AuditNames, language: Language): string {
  const t = words[language];
  if (value === null || value === undefined || value === "") return t.none;
  const kind = fields[field]?.kind ?? "text";
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (kind === "euros" && typeof value === "number") return formatEuros(value, language);
  if (kind === "minutes" && typeof value === "number") return `${value} min`;
  if (kind === "date" && typeof value === "string") return formatDate(value, language);
  if (kind === "dateTime" && typeof value === "string") return formatDateTime(value, language);
  if (kind === "group" && typeof value === "string") return names.groups[value] ?? value;
  if (kind === "workshop" && typeof value === "string") return names.workshops[value] ?? value;
  if (field === "weekday" && typeof value === "number") return t.weekdays[value] ?? String(value);
  if (field === "smallGroupDecision" && (value === "kept" || value === "closed"))
    return smallGroupDecisionWords[value][language];
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === "object" && item ? itemText(item, language) : String(item)))
      .join(" ; ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !hidden.has(key))
      .map(([key, inner]) => `${auditFieldLabel(key, language)} : ${valueText(key, inner, names, language)}`)
      .join(", ");
  if (typeof value === "string") return t.values[value] ?? value;
  return String(value);
}

/** One item of a list (a workshop's groups): its label when it is a group, else its fields. */
function itemText(item: object, language: Language): string {
  const group = auditGroupLabel(item as Parameters<typeof auditGroupLabel>[0], language);
  if (group) return group;
  return Object.entries(item as Record<string, unknown>)
    .filter(([key, value]) => !hidden.has(key) && value !== null && value !== "")
    .map(([key, value]) => `${auditFieldLabel(key, language)} ${String(value)}`)
    .join(", ");
}

/** A snapshot as lines "Field: value", ids replaced by names; null when there is nothing. */
export function auditLines(snapshot: unknown, names: AuditNames, language: Language): AuditLine[] | null {
  if (snapshot === null || snapshot === undefined) return null;
  if (typeof snapshot !== "object" || Array.isArray(snapshot))
    return [{ label: "", value: valueText("", snapshot, names, language) }];
  return (
    Object.entries(snapshot as Record<string, unknown>)
      .filter(([key]) => !hidden.has(key))
      .flatMap(([key, value]) =>
        // An export's filters: one line each.
        key === "filters" && typeof value === "object" && value !== null && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>)
          : [[key, value] as [string, unknown]],
      )
      // The jsonb column keeps its own key order: the lines follow the fields' natural order.
      .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
      .map(([key, value]) => ({
        label: auditFieldLabel(key, language),
        value: valueText(key, value, names, language),
      }))
  );
}

/** The ids of groups and workshops a snapshot names, to look their names up. */
export function auditReferencedIds(snapshot: unknown): { groups: string[]; workshops: string[] } {
  const found = { groups: [] as string[], workshops: [] as string[] };
  if (typeof snapshot !== "object" || snapshot === null || Array.isArray(snapshot)) return found;
  const { groupId, workshopId } = snapshot as Record<string, unknown>;
  if (typeof groupId === "string") found.groups.push(groupId);
  if (typeof workshopId === "string") found.workshops.push(workshopId);
  return found;
}

/** An export named by what it downloaded: a CSV file, a booking's data as JSON, a ZIP of PDFs. */
export function auditExportFormat(after: unknown): "csv" | "json" | "zip" | null {
  if (typeof after !== "object" || after === null) return null;
  const file = (after as Record<string, unknown>).file;
  if (typeof file !== "string") return null;
  if (file === "json" || file.endsWith(".json")) return "json";
  if (file.endsWith(".zip")) return "zip";
  if (file.endsWith(".csv")) return "csv";
  return null;
}
