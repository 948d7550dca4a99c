import { asc, eq } from "drizzle-orm";
import type { ContentFormInput } from "#shared/admin/content-form.ts";
import { pageContentProblem } from "#shared/admin/page-content-schemas.ts";
import { PAGE_KEYS, type PageKey } from "#shared/stored-values.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { ContentRefusal } from "#shared/admin/content-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { pgErrorCode } from "#server/db/errors.server.ts";
import { pageContent } from "#server/db/schema.server.ts";

const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as readonly string[]).includes(key);

/** The first problem of either language's content, under the editor it comes from. */
function contentProblem(
  pageKey: PageKey,
  input: { content: Record<string, unknown>; contentFr?: Record<string, unknown> },
) {
  for (const field of ["content", "contentFr"] as const) {
    const problem = pageContentProblem(pageKey, input[field] ?? {});
    if (problem) return refusal(problem.reason, { field, values: problem.values });
  }
  return null;
}

/** docs/product/accounts-and-back-office.md#content-screen: every entry, by page key. */
export function listPageContent(db: Database) {
  return db.select().from(pageContent).orderBy(asc(pageContent.pageKey));
}

/** Creates an entry for a page key, or updates one (its page key stays as it is). */
export async function savePageContent(
  db: Database,
  actor: Actor,
  /** Without `contentFr`, the French content stays as it is. */
  input: Omit<ContentFormInput, "contentFr"> & { contentFr?: ContentFormInput["contentFr"] },
): Promise<Outcome<{ id: string; created: boolean }, ContentRefusal>> {
  try {
    return await db.transaction(async (tx) => {
      if (!input.id) {
        if (!input.pageKey) {
          return refusal("page_key_required", { field: "pageKey" });
        }
        const problem = contentProblem(input.pageKey, input);
        if (problem) return problem;
        const [after] = await tx
          .insert(pageContent)
          .values({
            pageKey: input.pageKey,
            title: input.title,
            content: input.content,
            contentFr: input.contentFr ?? {},
          })
          .returning();
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "page_content",
          entityId: after!.id,
          after,
        });
        return done({ id: after!.id, created: true });
      }
      const [before] = await tx.select().from(pageContent).where(eq(pageContent.id, input.id)).for("update");
      if (!before) return refusal("not_found");
      // The key stored, not one the form could send: its schema says what the page reads.
      const problem = isPageKey(before.pageKey) ? contentProblem(before.pageKey, input) : null;
      if (problem) return problem;
      const [after] = await tx
        .update(pageContent)
        .set({
          title: input.title,
          content: input.content,
          ...(input.contentFr && { contentFr: input.contentFr }),
        })
        .where(eq(pageContent.id, input.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "page_content",
        entityId: input.id,
        before,
        after,
      });
      return done({ id: input.id, created: false });
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23505") return refusal("content_taken", { field: "pageKey" });
    if (code === "22P02") return refusal("not_found");
    throw error;
  }
}
