// The API reference is generated (@uuc/http/openapi, served at /store/openapi.json
// and /admin/openapi.json): every route of ours must be in it. Here, on
// the sources and without a build: each route file's path as Medusa's own router
// derives it and its exported methods (TypeScript's parser) must be an operation of
// the store or admin document the builder makes from the same folders; and every
// matcher our middlewares name must be a route (ours or Medusa's), or its
// validators never run and the document lacks the route's schema. The served
// documents and their schemas: backend/integration-tests/http/openapi.spec.ts. And
// no route validates with Medusa's validators directly (see docs/api.md).
import assert from "node:assert/strict"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const require = createRequire(import.meta.url)
const ts = require("typescript")
const { buildOpenApi, openApiPath, routeFilesIn } = require(
  path.join(root, "packages/http/openapi.js")
)
// Medusa's file router (not in the package's exports: required by its path).
const { RoutesLoader } = require(
  path.join(root, "node_modules/@medusajs/framework/dist/http/routes-loader.js")
)

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]

const apiDirs = [
  ...fs
    .readdirSync(path.join(root, "plugins"))
    .map((p) => path.join(root, "plugins", p, "src", "api")),
  path.join(root, "backend", "src", "api"),
].filter((d) => fs.existsSync(d))

/** The HTTP methods a route file exports, read by TypeScript's parser. */
export function exportedMethods(file, text = fs.readFileSync(file, "utf8")) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const found = new Set()
  const exported = (node) =>
    node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  for (const node of source.statements) {
    if (ts.isFunctionDeclaration(node) && exported(node) && node.name)
      found.add(node.name.text)
    if (ts.isVariableStatement(node) && exported(node))
      for (const d of node.declarationList.declarations)
        if (ts.isIdentifier(d.name)) found.add(d.name.text)
    if (
      ts.isExportDeclaration(node) &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    )
      for (const e of node.exportClause.elements) found.add(e.name.text)
  }
  return METHODS.filter((m) => found.has(m))
}

/** A module-like object of a route file: its exported methods, nothing run. */
const loadExports = (file) =>
  Object.fromEntries(exportedMethods(file).map((m) => [m, () => undefined]))

/** `METHOD /path` of every route file, paths by Medusa's router. */
function routesInCode() {
  const router = new RoutesLoader()
  const out = []
  const walk = (dir, api) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, api)
      else if (entry.name === "route.ts") {
        const relative = full.slice(api.length)
        if (relative.split(path.sep).some((s) => s.startsWith("_"))) continue
        const route = router.createRoutePath(relative)
        for (const m of exportedMethods(full))
          out.push(`${m} ${openApiPath(route)}`)
      }
    }
  }
  for (const api of apiDirs) walk(api, api)
  return out.sort()
}

const operations = (doc) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)
  )

test("the parser finds every form of exported handler", () => {
  const text = `export async function GET() {}
    export const POST = async () => {}
    const remove = () => {}
    export { remove as DELETE }
    function PUT() {}
    export const helper = 1`
  assert.deepEqual(exportedMethods("route.ts", text), ["GET", "POST", "DELETE"])
})

test("every route of ours, method and path, is in the generated document", () => {
  const apis = apiDirs.map((dir) => ({
    dir,
    load: (file) =>
      /middlewares\.(ts|js)$/.test(file) ? {} : loadExports(file),
  }))
  const documented = new Set(
    ["store", "admin"].flatMap((area) =>
      operations(buildOpenApi({ area, apis }))
    )
  )
  const routes = routesInCode()
  assert.ok(routes.length > 100, "found the route files")
  assert.deepEqual(
    routes.filter((r) => !documented.has(r)),
    []
  )
})

test("every matcher our middlewares name is a route (ours or Medusa's)", () => {
  const medusaApi = path.join(root, "node_modules/@medusajs/medusa/dist/api")
  const paths = [
    ...apiDirs.flatMap((d) => routeFilesIn(d).map((r) => r.path)),
    ...routeFilesIn(medusaApi).map((r) => r.path),
  ]
  const known = new Set(paths)
  // `/store/merchant/*`: a prefix of at least one route
  const matches = (m) =>
    m.endsWith("*")
      ? paths.some((p) => p.startsWith(m.slice(0, -1)))
      : known.has(m)
  const stale = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "middlewares.ts")
        for (const [, m] of fs
          .readFileSync(full, "utf8")
          .matchAll(/["'`](\/(?:store|admin)(?:\/[^"'`\s]*)?)["'`]/g))
          if (!matches(m)) stale.push(`${path.relative(root, full)}: ${m}`)
    }
  }
  for (const api of apiDirs) walk(api)
  assert.deepEqual(stale, [])
})

test("routes validate through @uuc/http's validatedBody / validatedQuery", () => {
  // Medusa's validateAndTransformBody / Query called directly answer an English
  // sentence, not `{ code, message, field }`, and their schema is not in the document.
  const direct = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (
        /\.ts$/.test(entry.name) &&
        /\bvalidateAndTransform(Body|Query)\s*\(/.test(
          fs.readFileSync(full, "utf8")
        )
      )
        direct.push(path.relative(root, full))
    }
  }
  for (const api of apiDirs) walk(api)
  assert.deepEqual(direct, [])
})
