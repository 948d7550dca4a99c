import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import type { AttendanceStatus } from "#shared/stored-values.ts";

export type AttendanceRow = {
  bookingId: string;
  firstName: string;
  held: number;
  attended: number;
  /** By session index: the join's time in the group's zone ("16 h 02") and the confirmation. */
  marks: Record<number, { joinedText: string | null; status: AttendanceStatus | null }>;
};

export type AttendanceSession = { index: number; opened: boolean };

/**
 * Who came to which session: the coach's confirmation when given, else the join recorded by the
 * teen's link (shown on each reload of the page). The coach's and the administrator's view alike.
 */
export function AttendanceTable({
  rows,
  sessions,
}: {
  rows: AttendanceRow[];
  sessions: AttendanceSession[];
}) {
  const locale = { locale: useLanguage() };
  return (
    <Table aria-label={m.coach_attendance_table({}, locale)}>
      <thead>
        <tr>
          <Th>{m.coach_col_first_name({}, locale)}</Th>
          {sessions.map((session) => (
            <Th key={session.index} className="text-center">
              {m.coach_session_short({ number: session.index + 1 }, locale)}
            </Th>
          ))}
          <Th>{m.coach_col_attendance({}, locale)}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.bookingId}>
            <Td className="font-medium">{row.firstName || m.admin_none({}, locale)}</Td>
            {sessions.map((session) => {
              const mark = row.marks[session.index];
              return (
                <Td key={session.index} className="text-center text-xs whitespace-nowrap">
                  {!session.opened
                    ? "·"
                    : mark?.status === "present"
                      ? m.coach_mark_present({}, locale)
                      : mark?.status === "absent"
                        ? m.coach_mark_absent({}, locale)
                        : mark?.joinedText
                          ? m.coach_mark_joined({ time: mark.joinedText }, locale)
                          : m.coach_mark_unknown({}, locale)}
                </Td>
              );
            })}
            <Td className="whitespace-nowrap tabular-nums">
              {m.coach_attendance_so_far({ attended: row.attended, held: row.held }, locale)}
            </Td>
          </tr>
        ))}
        {rows.length === 0 ? (
          <TableEmptyRow colSpan={sessions.length + 2}>{m.coach_roster_empty({}, locale)}</TableEmptyRow>
        ) : null}
      </tbody>
    </Table>
  );
}
