/** The guest-side check of an ID file before it is sent (the server decides again by magic bytes). */
import { ID_FILE_EXTENSIONS, ID_FILE_MAX_BYTES, ID_FILE_MIME_TYPES } from "./constants";

export const ID_FILE_MESSAGES = {
  invalidType: "Invalid file type. Please upload a PDF, JPG, or PNG file.",
  tooLarge: "File too large. Please upload a file smaller than 15MB.",
} as const;

/** null when the file may be uploaded, otherwise the message to show. */
export function checkIdFile(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const typeOk = (ID_FILE_MIME_TYPES as readonly string[]).includes(file.type) || ID_FILE_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return ID_FILE_MESSAGES.invalidType;
  if (file.size > ID_FILE_MAX_BYTES) return ID_FILE_MESSAGES.tooLarge;
  return null;
}
