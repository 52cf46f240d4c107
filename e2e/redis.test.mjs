import assert from "node:assert/strict"
import { describe, it } from "node:test"
import net from "node:net"
import { API_URL, adminToken } from "./helpers.mjs"

/** Sends one inline Redis command and answers the raw reply. */
function redisCommand(url, command) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname, () =>
      socket.write(`${command}\r\n`)
    )
    let reply = ""
    socket.on("data", (d) => {
      reply += d
      if (reply.endsWith("\r\n")) {
        socket.end()
        resolve(reply)
      }
    })
    socket.on("error", reject)
  })
}

describe("Redis", () => {
  const redisUrl = process.env.REDIS_URL
  it(
    "carries the server's sessions when REDIS_URL is set",
    {
      skip: redisUrl
        ? false
        : "REDIS_URL is not set: skipped (set it to run the server on Redis)",
    },
    async () => {
      const token = await adminToken()
      const res = await fetch(`${API_URL}/auth/session`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      })
      assert.equal(res.status, 200)
      const cookie = res.headers.get("set-cookie") || ""
      const sid = decodeURIComponent(
        cookie.match(/connect\.sid=([^;]+)/)?.[1] || ""
      )
      assert.ok(sid.startsWith("s:"), "a signed session cookie comes back")
      const id = sid.slice(2).split(".")[0]
      const reply = await redisCommand(redisUrl, `EXISTS sess:${id}`)
      assert.equal(reply.trim(), ":1", "the session lives in Redis")
    }
  )
})
