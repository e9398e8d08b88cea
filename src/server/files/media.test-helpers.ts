/** Small files with real magic bytes for the media upload tests (and the browser tests). */
import zlib from "node:zlib";

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A valid solid-colour PNG of the given size. */
export function pngImage(width = 2, height = 2, rgb: [number, number, number] = [183, 110, 121]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid 8-bit mono PCM WAV of `seconds` of a quiet tone. */
export function wavAudio(seconds = 1, rate = 8000): Buffer {
  const samples = Buffer.alloc(seconds * rate);
  for (let i = 0; i < samples.length; i++) samples[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(36 + samples.length, 4);
  h.write("WAVE", 8, "latin1");
  h.write("fmt ", 12, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write("data", 36, "latin1");
  h.writeUInt32LE(samples.length, 40);
  return Buffer.concat([h, samples]);
}

/** An MP3 as file-type sees one: an ID3v2 tag header followed by padding. */
const MP3_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
export const MP3_BYTES = Buffer.concat([Buffer.from("ID3", "latin1"), Buffer.from([4, 0, 0, 0, 0, 0, 0]), MP3_FRAME, MP3_FRAME, MP3_FRAME]);

/** The start of an MP4 (ftyp isom box) padded out. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom", "latin1"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2", "latin1"),
  Buffer.alloc(64),
]);

export const SAFE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#b76e79"/></svg>',
);
export const SCRIPT_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>');
export const ONLOAD_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');
export const JS_LINK_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><circle r="4"/></a></svg>',
);

/** The first page of an Ogg stream (27-byte header, one segment) holding `packet`. */
function oggPage(packet: Buffer): Buffer {
  const h = Buffer.alloc(28);
  h.write("OggS", 0, "latin1");
  h[5] = 2; // beginning of stream
  h.writeUInt32LE(0x1234, 14); // serial number
  h[26] = 1;
  h[27] = packet.length;
  return Buffer.concat([h, packet, Buffer.alloc(256)]);
}
/** Ogg/Opus: detected as "audio/ogg; codecs=opus". */
export const OGG_OPUS_BYTES = oggPage(Buffer.concat([Buffer.from("OpusHead", "latin1"), Buffer.from([1, 2, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0])]));
/** Ogg whose first packet the detector does not single out (an Ogg Skeleton head): "application/ogg". */
export const OGG_OTHER_BYTES = oggPage(Buffer.concat([Buffer.from("fishead\0", "latin1"), Buffer.alloc(56)]));

/** An ISO media file starting with an ftyp box of the given major brand. */
const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from(`ftyp${brand.padEnd(4, " ")}`, "latin1"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(`${brand.padEnd(4, " ")}isommp42`, "latin1"),
    Buffer.alloc(64),
  ]);
/** .m4a with the M4A brand ("audio/x-m4a") and with isom/mp42 ("video/mp4"), as phones and encoders write them. */
export const M4A_BYTES = ftyp("M4A");
export const M4A_ISOM_BYTES = ftyp("isom");
export const M4A_MP42_BYTES = ftyp("mp42");

/** AAC in ADTS frames (MPEG-4, no CRC): "audio/aac". */
const ADTS_FRAME = Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), Buffer.alloc(9)]);
export const AAC_BYTES = Buffer.concat([ADTS_FRAME, ADTS_FRAME, ADTS_FRAME, ADTS_FRAME]);
