import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";

export type RosterView = {
  reference: string;
  parentName: string;
  teenFirstName: string;
  teenAge: number | null;
  parentEmail: string;
  parentPhone: string;
  specialRequests: string;
  orderWith: string[];
};

/** A group's families: the columns of the roster CSV, in the same order. */
export function RosterTable({ rows }: { rows: RosterView[] }) {
  const locale = { locale: useLanguage() };
  const none = m.admin_none({}, locale);
  return (
    <Table aria-label={m.admin_roster_table({}, locale)}>
      <thead>
        <tr>
          <Th>{m.admin_roster_col_parent({}, locale)}</Th>
          <Th>{m.admin_roster_col_teen({}, locale)}</Th>
          <Th>{m.admin_roster_col_age({}, locale)}</Th>
          <Th>{m.admin_roster_col_email({}, locale)}</Th>
          <Th>{m.admin_roster_col_phone({}, locale)}</Th>
          <Th>{m.admin_roster_col_special_requests({}, locale)}</Th>
          <Th>{m.admin_roster_col_reference({}, locale)}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reference}>
            <Td>{row.parentName}</Td>
            <Td>{row.teenFirstName}</Td>
            <Td className="tabular-nums">{row.teenAge ?? none}</Td>
            <Td className="break-words">{row.parentEmail}</Td>
            <Td className="whitespace-nowrap">{row.parentPhone || none}</Td>
            <Td>{row.specialRequests || none}</Td>
            <Td className="font-mono whitespace-nowrap">
              {row.reference}
              {row.orderWith.length > 0 && (
                <span className="block font-sans text-xs whitespace-normal text-muted-foreground">
                  {m.admin_bookings_order_with({ references: row.orderWith.join(", ") }, locale)}
                </span>
              )}
            </Td>
          </tr>
        ))}
        {rows.length === 0 ? (
          <TableEmptyRow colSpan={7}>{m.admin_roster_empty({}, locale)}</TableEmptyRow>
        ) : null}
      </tbody>
    </Table>
  );
}
