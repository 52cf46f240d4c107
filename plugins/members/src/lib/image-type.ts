/** Picture types an avatar may have, told by their first bytes (never by the name or header). */
const SIGNATURES: {
  ext: string
  mime: string
  test: (b: Buffer) => boolean
}[] = [
  {
    ext: "png",
    mime: "image/png",
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")),
  },
  {
    ext: "jpg",
    mime: "image/jpeg",
    test: (b) => b.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex")),
  },
  {
    ext: "gif",
    mime: "image/gif",
    test: (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  },
  {
    ext: "webp",
    mime: "image/webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" &&
      b.subarray(8, 12).toString("latin1") === "WEBP",
  },
]

export function imageTypeOf(content: Buffer) {
  const hit = SIGNATURES.find((s) => s.test(content))
  return hit ? { ext: hit.ext, mime: hit.mime } : null
}
