import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "../../..")
const METHODS =
  /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g

/**
 * Our routes as the code declares them, `METHOD /path` sorted: every
 * `src/api/**\/route.ts` of every plugin (and of the app with `app`), a `[name]`
 * folder written by `param` (`:name` for Medusa's matchers, `{name}` for OpenAPI).
 */
export function routesInCode({
  param,
  app = false,
}: {
  param: (name: string) => string
  app?: boolean
}): string[] {
  const apis = [
    ...readdirSync(path.join(ROOT, "plugins")).map((p) =>
      path.join(ROOT, "plugins", p, "src", "api")
    ),
    ...(app ? [path.join(ROOT, "backend", "src", "api")] : []),
  ].filter((dir) => existsSync(dir))
  const out: string[] = []
  const walk = (dir: string, api: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full, api)
      else if (name === "route.ts") {
        const route = path
          .relative(api, dir)
          .split(path.sep)
          .map((s) => s.replace(/^\[(.+)\]$/, (_, n: string) => param(n)))
          .join("/")
        for (const m of readFileSync(full, "utf8").matchAll(METHODS))
          out.push(`${m[1]} /${route}`)
      }
    }
  }
  for (const api of apis) walk(api, api)
  return out.sort()
}
