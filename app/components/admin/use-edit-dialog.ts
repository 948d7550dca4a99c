import { useState } from "react";

/**
 * The create/edit dialog of a back-office list: closed, a new row, or the row being edited.
 * Each opening gets a fresh key, so the form inside starts from the row's values again.
 */
export function useEditDialog<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  return {
    editing,
    dialogKey,
    open(target: Row | "new") {
      setDialogKey((key) => key + 1);
      setEditing(target);
    },
    close: () => setEditing(null),
  };
}
