/**
 * The admin upload kinds of DESIGN.md (icons, audio, venue media): per kind its size limit, the
 * content types the server accepts (decided by magic bytes on the server) and the file picker's accept list.
 * Isomorphic: the server signs these limits into the upload token; the client checks them before sending.
 */
import { AUDIO_MAX_BYTES, ICON_MAX_BYTES, VENUE_MEDIA_MAX_BYTES } from "./constants";

export const MEDIA_KINDS = ["icon", "audio", "venue"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface UploadKindRule {
  maxBytes: number;
  /** MIME types accepted after magic-byte detection. */
  mimeTypes: readonly string[];
  /** The file input's accept attribute. */
  accept: string;
  /** Sentence shown when the type is refused. */
  typeMessage: string;
  /** Sentence shown when the file is too large. */
  sizeMessage: string;
}

export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"] as const;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

export const UPLOAD_RULES: Record<MediaKind, UploadKindRule> = {
  icon: {
    maxBytes: ICON_MAX_BYTES,
    mimeTypes: ["image/png", "image/jpeg", "image/svg+xml"],
    accept: ".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml",
    typeMessage: "Invalid file type. Please upload a PNG, JPG or SVG icon.",
    sizeMessage: "File too large. Icons must be 2 MB or smaller.",
  },
  audio: {
    maxBytes: AUDIO_MAX_BYTES,
    mimeTypes: ["audio/mpeg", "audio/wav", "audio/ogg", "audio/mp4", "audio/aac"],
    accept: ".mp3,.wav,.ogg,.m4a,.aac,audio/*",
    typeMessage: "Invalid file type. Please upload an MP3, WAV, OGG, M4A or AAC file.",
    sizeMessage: "File too large. Audio files must be 50485760 bytes (about 48 MB) or smaller.",
  },
  venue: {
    maxBytes: VENUE_MEDIA_MAX_BYTES,
    mimeTypes: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES],
    accept: "image/*,video/*",
    typeMessage: "Invalid file type. Please upload an image (JPG, PNG, GIF, WebP) or a video (MP4, WebM, MOV).",
    sizeMessage: "File too large. Venue photos and videos must be 50 MB or smaller.",
  },
};

/**
 * What magic-byte detection reports for valid audio files under other names: Ogg with a codec the
 * detector does not single out is "application/ogg", and an .m4a whose major brand is isom/mp42 is "video/mp4".
 */
const AUDIO_ALIASES: Record<string, string> = {
  "application/ogg": "audio/ogg",
  "video/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
  "audio/x-wav": "audio/wav",
  "audio/vnd.wave": "audio/wav",
};

/**
 * The type a detected file is stored and served as for a kind, or null when the kind refuses it.
 * Parameters ("audio/ogg; codecs=opus") are dropped before comparing.
 */
export function acceptedMimeType(kind: MediaKind, detected: string, allowed: readonly string[] = UPLOAD_RULES[kind].mimeTypes): string | null {
  const base = detected.split(";")[0]!.trim().toLowerCase();
  const mime = kind === "audio" ? (AUDIO_ALIASES[base] ?? base) : base;
  return allowed.includes(mime) ? mime : null;
}

/** "image" or "video" for a venue file's MIME type. */
export const mediaTypeOf = (mimeType: string): "image" | "video" => (mimeType.startsWith("video/") ? "video" : "image");

/** The public path of an upload address: drop `upload/` and the query (DESIGN.md). */
export function publicPathOf(uploadURL: string): string {
  const url = new URL(uploadURL, "http://local");
  return url.pathname.replace(/^\/files\/upload\//, "/files/");
}

/** Human size: 2097152 -> "2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`;
}
