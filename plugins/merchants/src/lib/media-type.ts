/**
 * What merchants may upload for their goods, told by the file's first bytes (never by
 * its name or the client's Content-Type), with each kind's size limit.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024
/** Files in one request (a goods page holds at most 20 pictures and one video). */
export const UPLOAD_MAX_FILES = 10

export type MediaType = {
  kind: "image" | "video"
  ext: string
  mime: string
  max: number
}

const ascii = (b: Buffer, from: number, to: number) =>
  b.subarray(from, to).toString("latin1")

const SIGNATURES: (Omit<MediaType, "max"> & {
  test: (b: Buffer) => boolean
})[] = [
  {
    kind: "image",
    ext: "png",
    mime: "image/png",
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")),
  },
  {
    kind: "image",
    ext: "jpg",
    mime: "image/jpeg",
    test: (b) => b.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex")),
  },
  {
    kind: "image",
    ext: "gif",
    mime: "image/gif",
    test: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a",
  },
  {
    kind: "image",
    ext: "webp",
    mime: "image/webp",
    test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  },
  {
    // ISO base media: a box size, then `ftyp` and an MP4-family brand (phones
    // record `isom`, `mp41`, `mp42`, `avc1`; iPhones `qt  `, played as MP4)
    kind: "video",
    ext: "mp4",
    mime: "video/mp4",
    test: (b) =>
      ascii(b, 4, 8) === "ftyp" &&
      /^(isom|iso[2-9]|mp41|mp42|avc1|M4V |MSNV|dash|qt {2})$/.test(
        ascii(b, 8, 12)
      ),
  },
  {
    // Matroska/EBML header whose DocType is `webm`
    kind: "video",
    ext: "webm",
    mime: "video/webm",
    test: (b) =>
      b.subarray(0, 4).equals(Buffer.from("1a45dfa3", "hex")) &&
      ascii(b, 0, 64).includes("webm"),
  },
]

/** The file's kind, extension, MIME type and size limit, or null when it is none we take. */
export function mediaTypeOf(content: Buffer): MediaType | null {
  const hit = SIGNATURES.find((s) => s.test(content))
  if (!hit) return null
  const { kind, ext, mime } = hit
  return {
    kind,
    ext,
    mime,
    max: kind === "image" ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES,
  }
}
