import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";

export type RosterView = {
  reference: string;
  parentName: string;
  teenFirstName: string;
  teenAge: number | null;
  parentEmail: string;
  parentPhone: string;
  specialRequests: string;
};

/** A group's families: the columns of the roster CSV, in the same order. */
export function RosterTable({ rows, label }: { rows: RosterView[]; label: string }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th>Parent</Th>
          <Th>Adolescent</Th>
          <Th>Âge</Th>
          <Th>E-mail</Th>
          <Th>Téléphone</Th>
          <Th>Demandes particulières</Th>
          <Th>Référence</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reference}>
            <Td>{row.parentName}</Td>
            <Td>{row.teenFirstName}</Td>
            <Td className="tabular-nums">{row.teenAge ?? "—"}</Td>
            <Td className="break-all">{row.parentEmail}</Td>
            <Td className="whitespace-nowrap">{row.parentPhone || "—"}</Td>
            <Td>{row.specialRequests || "—"}</Td>
            <Td className="font-mono whitespace-nowrap">{row.reference}</Td>
          </tr>
        ))}
        {rows.length === 0 ? <TableEmptyRow colSpan={7}>Aucune famille dans ce groupe.</TableEmptyRow> : null}
      </tbody>
    </Table>
  );
}
