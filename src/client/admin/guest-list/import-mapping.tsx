/** Step 2, the columns: per sheet, which of its headers feeds each field (preset from what the server recognised). */
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from "../../../shared/schemas/household-import";
import { Select } from "../../ui/select";
import { FIELD_LABELS } from "./import-text";

/** Radix Select items cannot have an empty value. */
const NONE = "__none__";

interface Props {
  mapping: ImportMapping;
  headers: Record<string, string[]>;
  disabled?: boolean;
  onChange: (sheet: string, field: ImportField, header: string | null) => void;
}

export function ImportMappingFields({ mapping, headers, disabled, onChange }: Props) {
  const sheets = Object.keys(headers);
  return (
    <div className="grid gap-4">
      {sheets.map((sheet) => {
        const chosen = mapping[sheet] ?? {};
        const options = [{ value: NONE, label: "— none —" }, ...[...new Set(headers[sheet])].map((h) => ({ value: h, label: h }))];
        return (
          <fieldset key={sheet} className="grid gap-2 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{sheets.length > 1 || sheet !== "CSV" ? `Sheet “${sheet}”` : "Columns"}</legend>
            <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
              {IMPORT_FIELDS.map((field) => {
                const value = chosen[field] ?? NONE;
                const known = value === NONE || options.some((o) => o.value === value);
                return (
                  <div key={field} className="grid min-w-0 gap-1">
                    <span aria-hidden className="text-xs font-medium text-muted">
                      {FIELD_LABELS[field]}
                    </span>
                    <Select
                      aria-label={`${FIELD_LABELS[field]} column, ${sheet}`}
                      value={value}
                      options={known ? options : [...options, { value, label: value }]}
                      disabled={disabled}
                      className="min-h-9 truncate text-xs"
                      onValueChange={(v) => onChange(sheet, field, v === NONE ? null : v)}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
