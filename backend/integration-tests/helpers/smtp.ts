import { SMTPServer } from "smtp-server"

/** One message the test's SMTP server accepted, decoded enough to read. */
export type Mail = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: string
}

/** RFC 2047 words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) of a header, decoded. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " "))
    )
}

function decodeQuotedPrintable(s: string) {
  const bytes: number[] = []
  const text = s.replace(/=\r?\n/g, "")
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i], "utf8"))
  }
  return Buffer.from(bytes).toString("utf8")
}

/** Headers (unfolded) and body of one MIME entity. */
function split(raw: string) {
  const at = raw.search(/\r?\n\r?\n/)
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, " ")
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "")
  const header = (name: string) =>
    head
      .split(/\r?\n/)
      .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? ""
  return { head, body, header }
}

function decodeBody(body: string, encoding: string) {
  const e = encoding.toLowerCase()
  if (e === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (e === "quoted-printable") return decodeQuotedPrintable(body)
  return body
}

/** The text/plain and text/html parts of a message (multipart/alternative or single). */
function parts(raw: string) {
  const { header, body } = split(raw)
  const type = header("content-type")
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  const found = { text: "", html: "" }
  if (!boundary) {
    const decoded = decodeBody(body, header("content-transfer-encoding"))
    if (/text\/html/i.test(type)) found.html = decoded
    else found.text = decoded
    return found
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith("--")) break
    const inner = parts(part.replace(/^\r?\n/, ""))
    found.text ||= inner.text
    found.html ||= inner.html
  }
  return found
}

/**
 * A real SMTP server for a spec, on 127.0.0.1:`port`: it keeps what it accepts
 * (`mails`), and refuses every message with a 550 while `refusing` is set.
 */
export function testSmtpServer(port: number) {
  const mails: Mail[] = []
  const state = { refusing: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refusing) {
        const e = new Error("Mailbox unavailable") as Error & {
          responseCode?: number
        }
        e.responseCode = 550
        return callback(e)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        const { header, head } = split(raw)
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeWords(header("subject")),
          headers: head,
          ...parts(raw),
        })
        callback()
      })
    },
  })
  return {
    mails,
    state,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject)
        server.listen(port, "127.0.0.1", () => resolve())
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The messages to `address`. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
  }
}
