/**
 * The import flow in one dialog: upload (read at once as a preview, nothing stored) → columns, rows, merges and
 * notes (each change of a column reads the kept file again) → import with those choices → what was imported.
 */
import { useEffect, useRef, useState } from "react";
import type { ImportField, ImportMapping, ImportPreview, ImportResult } from "../../../shared/schemas/household-import";
import { Button } from "../../ui/button";
import { DialogClose, DialogContent } from "../../ui/dialog";
import { commitImport, isAbort, messageOfImport, precheckImportFile, previewImport } from "./import-api";
import { ImportPreviewStep } from "./import-preview-step";
import { ImportResultStep } from "./import-result-step";
import { previewCounts, type MergeChoices } from "./import-text";
import { ImportUploadStep } from "./import-upload-step";

type Busy = "reading" | "updating" | "importing" | null;

const STEPS = {
  upload: "Step 1 of 3: choose the families' spreadsheet.",
  preview: "Step 2 of 3: check the columns, the rows and the merges.",
  result: "Step 3 of 3: done.",
};

/** The merge choices for a new preview: the planner's earlier choice where the same group is still offered. */
const mergesFor = (preview: ImportPreview, before: MergeChoices): MergeChoices =>
  Object.fromEntries(preview.duplicates.map((d) => [d.key, before[d.key] ?? d.merge]));

interface Props {
  /** Tells the dialog's owner whether it may close now (not while the households are being created). */
  onBusyChange: (importing: boolean) => void;
  /** Households were created: the owner re-reads the lists when the dialog closes. */
  onImported: () => void;
}

export function ImportDialogContent({ onBusyChange, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [merges, setMerges] = useState<MergeChoices>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusyState] = useState<Busy>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [again, setAgain] = useState(false);
  // Closing the dialog drops a preview still being read.
  useEffect(() => () => pending.current?.abort(), []);

  const setBusy = (next: Busy) => {
    setBusyState(next);
    onBusyChange(next === "importing");
  };

  /** Reads `chosen` (the kept file) with `nextMapping`; only the newest request's answer is shown. */
  const read = async (chosen: File, nextMapping: ImportMapping | undefined, mode: "reading" | "updating") => {
    pending.current?.abort();
    const abort = new AbortController();
    pending.current = abort;
    setBusy(mode);
    setError(null);
    setProgress(0);
    try {
      const got = await previewImport(chosen, { mapping: nextMapping }, setProgress, abort.signal);
      setFile(chosen);
      setPreview(got);
      setMapping(got.mapping);
      setMerges((before) => mergesFor(got, mode === "reading" ? {} : before));
    } catch (e) {
      if (isAbort(e)) return;
      setError(messageOfImport(e));
      // The columns shown go back to those of the preview on screen.
      if (mode === "updating" && preview) setMapping(preview.mapping);
    } finally {
      if (pending.current === abort) {
        pending.current = null;
        setBusy(null);
      }
    }
  };

  const choose = (chosen: File) => {
    const refused = precheckImportFile(chosen);
    if (refused) {
      setFile(null);
      setError(refused);
      return;
    }
    setFile(chosen);
    void read(chosen, undefined, "reading");
  };

  const changeMapping = (sheet: string, field: ImportField, header: string | null) => {
    if (!file) return;
    const next = { ...mapping, [sheet]: { ...mapping[sheet], [field]: header } };
    setMapping(next);
    void read(file, next, "updating");
  };

  const runImport = async () => {
    if (!file || !preview) return;
    setBusy("importing");
    setError(null);
    try {
      const duplicates = preview.duplicates.map((d) => ({ key: d.key, merge: merges[d.key] ?? d.merge }));
      const got = await commitImport(file, { mapping: preview.mapping, duplicates });
      setResult(got);
      onImported();
    } catch (e) {
      setError(messageOfImport(e));
    } finally {
      setBusy(null);
    }
  };

  const startOver = () => {
    pending.current?.abort();
    setAgain(true);
    setPreview(null);
    setFile(null);
    setError(null);
  };

  const step = result ? "result" : preview ? "preview" : "upload";
  const creates = preview ? previewCounts(preview, merges).create : 0;
  const footer =
    step === "result" ? (
      <DialogClose asChild>
        <Button>Done</Button>
      </DialogClose>
    ) : step === "preview" ? (
      <>
        <Button variant="outline" onClick={startOver} disabled={busy === "importing"}>
          Choose another file
        </Button>
        <Button onClick={() => void runImport()} loading={busy === "importing"} disabled={busy === "updating" || creates === 0}>
          {busy === "importing" ? "Importing…" : `Import ${creates.toLocaleString("en-IN")} ${creates === 1 ? "household" : "households"}`}
        </Button>
      </>
    ) : (
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
    );

  return (
    <DialogContent
      title={step === "result" ? "Guest list imported" : "Import the guest list"}
      description={STEPS[step]}
      size="lg"
      className="lg:max-w-5xl"
      footer={footer}
      onEscapeKeyDown={(e) => busy === "importing" && e.preventDefault()}
      onPointerDownOutside={(e) => busy === "importing" && e.preventDefault()}
    >
      {step === "result" && result ? (
        <ImportResultStep result={result} />
      ) : step === "preview" && preview ? (
        <ImportPreviewStep
          preview={preview}
          mapping={mapping}
          merges={merges}
          busy={busy === "updating" || busy === "importing" ? busy : null}
          error={error}
          onMapping={changeMapping}
          onMerge={(key, merge) => setMerges((m) => ({ ...m, [key]: merge }))}
        />
      ) : (
        <ImportUploadStep busy={busy === "reading"} progress={progress} fileName={file?.name ?? null} error={error} focusOnMount={again} onFile={choose} />
      )}
    </DialogContent>
  );
}
