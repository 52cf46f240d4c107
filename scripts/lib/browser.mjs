// The browser tests drive a system Chromium (never a downloaded build). This finds
// one, and on a fresh Debian or Ubuntu machine run as root installs it (and the CJK
// fonts the zh-CN screens need) with the system's package manager; elsewhere it stops
// at once with one line that names what to install.
import { execFileSync } from "node:child_process"
import fs from "node:fs"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
]

export class MissingBrowserError extends Error {}

function executable(p) {
  try {
    fs.accessSync(p, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** CHROMIUM_PATH when set (it must exist), else the first usual path that does. */
export function findChromium(env = process.env, candidates = CANDIDATES) {
  if (env.CHROMIUM_PATH) {
    if (executable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH
    throw new MissingBrowserError(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`
    )
  }
  return candidates.find(executable) ?? null
}

function hasCjkFont() {
  try {
    return (
      execFileSync("fc-list", [":lang=zh"], { encoding: "utf8" }).trim() !== ""
    )
  } catch {
    return false
  }
}

/** True on Debian or Ubuntu, as root, with apt-get on the PATH. */
function canAptInstall() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0)
    return false
  let release = ""
  try {
    release = fs.readFileSync("/etc/os-release", "utf8")
  } catch {
    return false
  }
  if (!/^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release)) return false
  try {
    execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

function aptInstall(packages) {
  console.log(
    `• installing ${packages.join(" and ")} with apt-get for the browser tests`
  )
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore", env })
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "ignore",
    env,
  })
}

/**
 * The path of a usable Chromium, installing it (and CJK fonts) when this machine
 * allows; throws MissingBrowserError with a one-line instruction otherwise.
 */
export function ensureChromium() {
  let found = findChromium()
  const missing = []
  if (!found) missing.push("chromium")
  if (!hasCjkFont()) missing.push("fonts-noto-cjk")
  if (missing.length === 0) return found
  if (canAptInstall()) {
    aptInstall(missing)
    found = findChromium()
  } else if (!found) {
    throw new MissingBrowserError(
      "the browser tests need Chromium: install the 'chromium' package (e.g. apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH"
    )
  } else {
    console.log(
      "• no CJK font found: zh-CN screens will show boxes (install fonts-noto-cjk)"
    )
  }
  if (!found)
    throw new MissingBrowserError(
      "apt-get ran but no Chromium was found: set CHROMIUM_PATH to its executable"
    )
  return found
}
