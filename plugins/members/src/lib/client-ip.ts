import { BlockList, isIP } from "net"

type Request = {
  socket?: { remoteAddress?: string }
  headers: Record<string, string | string[] | undefined>
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`. */
const plain = (address: string) =>
  address.startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address

let parsedFrom: string | undefined
let parsed: BlockList | null = null

/** TRUSTED_PROXIES: comma-separated addresses or CIDRs (`10.0.0.0/8`, `::1`). */
function trustedProxies(): BlockList | null {
  const raw = process.env.TRUSTED_PROXIES?.trim() ?? ""
  if (raw === parsedFrom) return parsed
  parsedFrom = raw
  parsed = null
  for (const entry of raw.split(",").map((s) => s.trim())) {
    if (!entry) continue
    const [address, bits] = entry.split("/")
    const family = isIP(address)
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is no address`)
    const type = family === 4 ? "ipv4" : "ipv6"
    parsed ??= new BlockList()
    if (bits === undefined) parsed.addAddress(address, type)
    else parsed.addSubnet(address, Number(bits), type)
  }
  return parsed
}

const trusted = (list: BlockList, address: string) => {
  const family = isIP(address)
  return !!family && list.check(address, family === 4 ? "ipv4" : "ipv6")
}

/**
 * The address a request came from, for lockouts. The socket's peer, unless that peer
 * is a proxy named in TRUSTED_PROXIES: then X-Forwarded-For is walked from the right
 * (the entries our own proxies appended) to the first address that is not a trusted
 * proxy. Without TRUSTED_PROXIES the header is ignored: anyone could write it.
 */
export function clientIp(req: Request): string {
  const peer = plain(req.socket?.remoteAddress ?? "") || "unknown"
  const list = trustedProxies()
  if (!list || !trusted(list, peer)) return peer
  const header = req.headers["x-forwarded-for"]
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((s) => plain(s.trim()))
    .filter(Boolean)
  let client = peer
  for (let i = hops.length - 1; i >= 0; i--) {
    // A malformed entry was written by someone we don't trust: stop at the last good one.
    if (!isIP(hops[i])) break
    client = hops[i]
    if (!trusted(list, hops[i])) break
  }
  return client
}
