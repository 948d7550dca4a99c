import { inArray } from "drizzle-orm";
import { isUuid } from "#shared/uuid.ts";
import { auditGroupLabel, auditReferencedIds, type AuditNames } from "#shared/admin/audit-words.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import type { Database } from "#server/db/client.server.ts";
import {
  bookings,
  discountCodes,
  newsletterSubscribers,
  pageContent,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";

/**
 * What names an item in the audit trail beside its raw id: the field of its snapshot, else the
 * row as it is now. Only these fields: a booking is named by its reference, never by the teen
 * (docs/product/childrens-data.md).
 */
const namingField: Record<string, string> = {
  workshop: "title",
  discount_code: "code",
  page_content: "pageKey",
  booking: "reference",
  newsletter: "email",
  subscriber: "email",
};

type Entry = { entity: string; entityId: string | null; before: unknown; after: unknown };

function fromSnapshot(entry: Entry): string | null {
  // A group is named by its dates and time, never by its id.
  if (entry.entity === "group") {
    for (const snapshot of [entry.after, entry.before]) {
      const label =
        typeof snapshot === "object" && snapshot !== null
          ? auditGroupLabel(snapshot as Parameters<typeof auditGroupLabel>[0], backOfficeLanguage)
          : null;
      if (label) return label;
    }
    return null;
  }
  const field = namingField[entry.entity];
  if (!field) return null;
  for (const snapshot of [entry.after, entry.before]) {
    if (typeof snapshot === "object" && snapshot !== null && !Array.isArray(snapshot)) {
      const value = (snapshot as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "") return value;
    }
  }
  return null;
}

/** The current name of rows whose snapshot does not carry one, one query per kind of item. */
async function fromTables(db: Database, missing: Entry[]) {
  const ids = (entity: string, uuidOnly: boolean) => [
    ...new Set(
      missing
        .filter((entry) => entry.entity === entity && entry.entityId)
        .map((entry) => entry.entityId!)
        .filter((id) => !uuidOnly || isUuid(id)),
    ),
  ];
  const names = new Map<string, string>();
  const lookups: Array<Promise<void>> = [];
  const lookup = (entity: string, run: () => Promise<Array<{ id: string; name: string }>>) =>
    lookups.push(
      run().then((rows) => {
        for (const row of rows) names.set(`${entity}:${row.id}`, row.name);
      }),
    );
  const workshopIds = ids("workshop", false);
  if (workshopIds.length > 0)
    lookup("workshop", () =>
      db
        .select({ id: workshops.id, name: workshops.title })
        .from(workshops)
        .where(inArray(workshops.id, workshopIds)),
    );
  const codeIds = ids("discount_code", true);
  if (codeIds.length > 0)
    lookup("discount_code", () =>
      db
        .select({ id: discountCodes.id, name: discountCodes.code })
        .from(discountCodes)
        .where(inArray(discountCodes.id, codeIds)),
    );
  const contentIds = ids("page_content", true);
  if (contentIds.length > 0)
    lookup("page_content", () =>
      db
        .select({ id: pageContent.id, name: pageContent.pageKey })
        .from(pageContent)
        .where(inArray(pageContent.id, contentIds)),
    );
  const bookingIds = ids("booking", true);
  if (bookingIds.length > 0)
    lookup("booking", () =>
      db
        .select({ id: bookings.id, name: bookings.reference })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds)),
    );
  for (const entity of ["newsletter", "subscriber"]) {
    const subscriberIds = ids(entity, true);
    if (subscriberIds.length > 0)
      lookup(entity, () =>
        db
          .select({ id: newsletterSubscribers.id, name: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.id, subscriberIds)),
      );
  }
  const groupIds = ids("group", false);
  if (groupIds.length > 0)
    lookup("group", async () =>
      Object.entries(await groupLabels(db, groupIds)).map(([id, name]) => ({ id, name })),
    );
  await Promise.all(lookups);
  return names;
}

/** Groups' labels by id, in the back-office's language. */
async function groupLabels(db: Database, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.select().from(workshopGroups).where(inArray(workshopGroups.id, ids));
  const labels: Record<string, string> = {};
  for (const row of rows) {
    const label = auditGroupLabel(row, backOfficeLanguage);
    if (label) labels[row.id] = label;
  }
  return labels;
}

/** What the ids inside the entries' before and after stand for: groups' labels, workshops' titles. */
export async function auditReferencedNames(db: Database, entries: Entry[]): Promise<AuditNames> {
  const groups = new Set<string>();
  const workshopIds = new Set<string>();
  for (const entry of entries)
    for (const snapshot of [entry.before, entry.after]) {
      const found = auditReferencedIds(snapshot);
      found.groups.forEach((id) => groups.add(id));
      found.workshops.forEach((id) => workshopIds.add(id));
    }
  const [groupNames, workshopRows] = await Promise.all([
    groupLabels(db, [...groups]),
    workshopIds.size > 0
      ? db
          .select({ id: workshops.id, title: workshops.title })
          .from(workshops)
          .where(inArray(workshops.id, [...workshopIds]))
      : Promise.resolve([]),
  ]);
  return {
    groups: groupNames,
    workshops: Object.fromEntries(workshopRows.map((row) => [row.id, row.title])),
  };
}

/** Each entry's item name (workshop title, booking reference, code, page key, e-mail), or null. */
export async function auditItemNames(db: Database, entries: Entry[]): Promise<Array<string | null>> {
  const named = entries.map(fromSnapshot);
  const missing = entries.filter((entry, index) => named[index] === null && entry.entityId);
  if (missing.length === 0) return named;
  const names = await fromTables(db, missing);
  return entries.map(
    (entry, index) => named[index] ?? names.get(`${entry.entity}:${entry.entityId}`) ?? null,
  );
}
