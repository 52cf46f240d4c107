// Child processes that die with us: each runs in its own process group so that a
// stop reaches its whole tree (medusa spawns children of its own).
import { spawn } from "node:child_process"

const children = new Set()

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(cmd, args, { cwd, env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true,
    })
    children.add(child)
    let output = ""
    if (quiet) {
      child.stdout.on("data", (d) => (output += d))
      child.stderr.on("data", (d) => (output += d))
    }
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      children.delete(child)
      if (code === 0) resolve(output)
      else {
        if (quiet) process.stderr.write(output)
        reject(new Error(`${cmd} ${args.join(" ")} failed (${signal || code})`))
      }
    })
  })
}

/** Starts a long-running service; answers the child and a promise of its exit. */
export function serve(
  name,
  cmd,
  args,
  { cwd, env = process.env, onLine } = {}
) {
  const child = spawn(cmd, args, {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  children.add(child)
  const relay = (stream, out) => {
    let buffer = ""
    stream.on("data", (chunk) => {
      buffer += chunk
      const lines = buffer.split("\n")
      buffer = lines.pop()
      for (const line of lines) {
        out.write(`[${name}] ${line}\n`)
        onLine?.(line)
      }
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    })
  )
  return { child, exited }
}

/**
 * Sends SIGTERM to every child's process group (or only to those of `only`, the
 * `child` of serve's answers), then SIGKILL after a grace period.
 */
export async function stopChildren(graceMs = 8000, only = null) {
  const mine = (c) => !only || only.includes(c)
  const alive = [...children].filter(mine)
  for (const c of alive) {
    try {
      process.kill(-c.pid, "SIGTERM")
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + graceMs
  while ([...children].some(mine) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
  }
  for (const c of [...children].filter(mine)) {
    try {
      process.kill(-c.pid, "SIGKILL")
    } catch {
      /* already gone */
    }
  }
}

/** Polls a URL until it answers 2xx/3xx. */
export async function waitForUrl(url, { timeoutMs = 180000, exited } = {}) {
  const deadline = Date.now() + timeoutMs
  let gone = false
  exited?.then(() => (gone = true))
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the process serving ${url} exited`)
    try {
      const res = await fetch(url, { redirect: "manual" })
      if (res.status < 400) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Runs `fn` over `items`, at most `n` at a time (CI has 2 cores: most of a test
 * process's time is a Medusa boot or waiting on PostgreSQL, so two overlap well).
 * Answers the results in order; every item runs even when some fail.
 */
export async function pool(items, n, fn) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker))
  return results
}
