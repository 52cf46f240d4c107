// The test command finds the system Chromium: CHROMIUM_PATH first, then the usual paths.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { findChromium, MissingBrowserError } from "../lib/browser.mjs"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uuc-browser-"))
const exe = path.join(dir, "chromium")
fs.writeFileSync(exe, "#!/bin/sh\n", { mode: 0o755 })
const plain = path.join(dir, "not-executable")
fs.writeFileSync(plain, "", { mode: 0o644 })

test("CHROMIUM_PATH wins over the usual paths", () => {
  assert.equal(findChromium({ CHROMIUM_PATH: exe }, ["/nonexistent"]), exe)
})

test("a CHROMIUM_PATH that is not executable is an error, not a fallback", () => {
  assert.throws(
    () => findChromium({ CHROMIUM_PATH: plain }, [exe]),
    MissingBrowserError
  )
})

test("the first executable usual path is taken; none gives null", () => {
  assert.equal(findChromium({}, ["/nonexistent", plain, exe]), exe)
  assert.equal(findChromium({}, ["/nonexistent", plain]), null)
})
