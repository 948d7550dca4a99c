import type { AppLoadContext } from "react-router";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { recordAudit, type AuditEntity } from "#server/audit/audit-log.server.ts";
import { csvResponse, csvStream, type CsvValue } from "#server/csv/csv.server.ts";
import type { SessionUser } from "#server/auth/session.server.ts";

/**
 * A back-office CSV download: recorded in the audit trail with its filters (not the search text),
 * then streamed batch by batch (docs/product/accounts-and-back-office.md#csv-exports).
 */
/**
 * The filters as the audit log keeps them: whether a search was made, not its text, which can be
 * a teen's name (docs/product/childrens-data.md#audit-log).
 */
function auditedFilters({ q, ...filters }: Record<string, unknown>) {
  return q === undefined ? filters : { ...filters, search: q ? "oui" : "non" };
}

export async function exportCsv(
  context: AppLoadContext,
  user: SessionUser,
  file: {
    entity: AuditEntity;
    fileName: string;
    filters: Record<string, unknown>;
    header: readonly string[];
    batches: AsyncIterator<readonly CsvValue[][]>;
  },
) {
  const { db, logger } = context.services;
  await recordAudit(db, {
    actor: { id: user.id, email: user.email },
    action: "export",
    entity: file.entity,
    after: { file: file.fileName, filters: auditedFilters(file.filters) },
  });
  const body = await csvStream(
    file.header,
    file.batches,
    (error) => logger.error({ err: error, file: file.fileName }, "CSV export failed after its first rows"),
    m.admin_export_incomplete({}, { locale: backOfficeLanguage }),
  );
  return csvResponse(file.fileName, body);
}
