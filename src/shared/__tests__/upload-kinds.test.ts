import { describe, expect, it } from "vitest";
import { AUDIO_MAX_BYTES, ICON_MAX_BYTES, VENUE_MEDIA_MAX_BYTES } from "../constants";
import { acceptedMimeType, formatBytes, mediaTypeOf, publicPathOf, UPLOAD_RULES } from "../upload-kinds";

describe("upload kinds", () => {
  it("carry the spec's limits", () => {
    expect(UPLOAD_RULES.icon.maxBytes).toBe(ICON_MAX_BYTES);
    expect(ICON_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(UPLOAD_RULES.audio.maxBytes).toBe(50485760);
    expect(AUDIO_MAX_BYTES).toBe(50485760);
    expect(UPLOAD_RULES.venue.maxBytes).toBe(VENUE_MEDIA_MAX_BYTES);
    expect(UPLOAD_RULES.icon.mimeTypes).toEqual(["image/png", "image/jpeg", "image/svg+xml"]);
    expect(UPLOAD_RULES.venue.mimeTypes).not.toContain("image/svg+xml");
  });

  it("derives the public path by dropping upload/ and the query", () => {
    expect(publicPathOf("/files/upload/icon/abcDEF_-123456789012345?token=x.y")).toBe("/files/icon/abcDEF_-123456789012345");
    expect(publicPathOf("http://example.test/files/upload/venue/k?token=1&x=2")).toBe("/files/venue/k");
  });

  it("formats sizes and media types", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2 MB");
    expect(formatBytes(50485760)).toBe("48.1 MB");
    expect(mediaTypeOf("video/mp4")).toBe("video");
    expect(mediaTypeOf("image/webp")).toBe("image");
  });

  it("maps what magic bytes say about valid audio to the stored type, parameters dropped", () => {
    expect(acceptedMimeType("audio", "audio/ogg; codecs=opus")).toBe("audio/ogg");
    expect(acceptedMimeType("audio", "application/ogg")).toBe("audio/ogg");
    expect(acceptedMimeType("audio", "video/mp4")).toBe("audio/mp4");
    expect(acceptedMimeType("audio", "audio/x-m4a")).toBe("audio/mp4");
    expect(acceptedMimeType("audio", "audio/aac")).toBe("audio/aac");
    expect(acceptedMimeType("audio", "audio/mpeg")).toBe("audio/mpeg");
    expect(acceptedMimeType("audio", "audio/wav")).toBe("audio/wav");
    for (const refused of ["text/html", "text/plain", "image/png", "video/webm", "application/pdf"]) expect(acceptedMimeType("audio", refused)).toBeNull();
    expect(acceptedMimeType("venue", "video/mp4")).toBe("video/mp4");
    expect(acceptedMimeType("venue", "audio/mpeg")).toBeNull();
  });
});
