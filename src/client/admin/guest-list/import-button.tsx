/** Placeholder: replaced by the import flow (upload, mapping and preview, import). */
export function ImportGuestListButton() {
  return null;
}
