/** "Import spreadsheet" on the Guest List tab (planner and owner): opens the import dialog, fresh each time. */
import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { roleAllows } from "../../../shared/roles";
import { refreshAfterAdminWrite } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogTrigger } from "../../ui/dialog";
import { useAdminRole } from "../use-role";
import { ImportDialogContent } from "./import-dialog";

export function ImportGuestListButton() {
  const role = useAdminRole();
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const imported = useRef(false);
  if (!roleAllows(role, "planner")) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Households being created finish before the dialog may close (its answer says what was made).
        if (!next && importing) return;
        setOpen(next);
        // The lists are re-read once the dialog has closed: re-read while it is open, the tab could swap its
        // empty state for the table and take this button (and the result on screen) with it.
        if (!next && imported.current) {
          imported.current = false;
          void refreshAfterAdminWrite();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden /> Import spreadsheet
        </Button>
      </DialogTrigger>
      {open && <ImportDialogContent onBusyChange={setImporting} onImported={() => (imported.current = true)} />}
    </Dialog>
  );
}
