// `node scripts/cpuprofile-top.mjs <file.cpuprofile> [n]`: where a CPU profile's
// time went, without a browser: the busy share, self time by package (the
// node_modules package, else "uuc:<plugin>", "node:" internals, "(gc)" …), and the n
// functions of most self time and of most total time. For the profiles of
// `BENCH_PROFILE=on npm run bench:shop` and `BENCH_PROFILE` of bench:activation.
import fs from "node:fs"

const [file, nArg] = process.argv.slice(2)
if (!file) {
  console.error("usage: node scripts/cpuprofile-top.mjs <file.cpuprofile> [n]")
  process.exit(2)
}
const n = Number(nArg || 25)
const profile = JSON.parse(fs.readFileSync(file, "utf8"))
const nodes = new Map(profile.nodes.map((x) => [x.id, x]))
const parent = new Map()
for (const x of profile.nodes)
  for (const c of x.children ?? []) parent.set(c, x.id)

// each sample's time: the gap to the next sample
const self = new Map()
const deltas = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++) {
  const dt = (deltas[i + 1] ?? 0) / 1000
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt)
}

function packageOf(url, name) {
  if (!url) return name.startsWith("(") ? name : "(native)"
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
  if (m) return m[m.length - 1].replace("node_modules/", "")
  const plugin = url.match(/plugins\/([^/]+)\//)
  if (plugin) return `uuc:${plugin[1]}`
  if (url.startsWith("node:")) return "node:"
  return url.replace(/^file:\/\//, "").replace(/^.*\/work\/[^/]+\//, "")
}
const label = (x) =>
  `${x.callFrame.functionName || "(anonymous)"} ${packageOf(x.callFrame.url, x.callFrame.functionName)}:${x.callFrame.lineNumber + 1}`

let total = 0
let idle = 0
const byPackage = new Map()
const byFunction = new Map()
const inclusive = new Map()
for (const [id, ms] of self) {
  const x = nodes.get(id)
  total += ms
  const name = x.callFrame.functionName
  if (name === "(idle)" || name === "(program)") {
    if (name === "(idle)") idle += ms
    continue
  }
  const pkg = packageOf(x.callFrame.url, name)
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms)
  byFunction.set(label(x), (byFunction.get(label(x)) ?? 0) + ms)
  // total time: once per function on each sample's stack
  const seen = new Set()
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const l = label(nodes.get(at))
    if (seen.has(l)) continue
    seen.add(l)
    inclusive.set(l, (inclusive.get(l) ?? 0) + ms)
  }
}
const busy = total - idle
const top = (map, k) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(
      ([l, ms]) =>
        `  ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${l}`
    )
    .join("\n")
console.log(
  `${file}: ${(total / 1000).toFixed(1)} s sampled, busy ${(busy / 1000).toFixed(1)} s (${((busy / total) * 100).toFixed(0)} %)`
)
console.log(`\nself time by package:\n${top(byPackage, n)}`)
console.log(`\nself time by function:\n${top(byFunction, n)}`)
console.log(`\ntotal time by function:\n${top(inclusive, n)}`)
