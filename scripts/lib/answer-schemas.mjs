// The answers' JSON schemas of the API reference, generated from the
// TypeScript types the routes answer: a handler's `res.json(body satisfies T)` (or
// `res.status(201).json(…)`, or a `res: MedusaResponse<T>` parameter) declares
// that the route answers T, and the compiler checks it. TypeScript's own checker
// resolves T (aliases, intersections, Pick/Omit, Record) into JSON Schema; a type
// our sources declare and the answer names becomes a named schema (`$ref`), others
// are inlined.
// Each plugin's `src/api/answers.schema.json` holds its routes' answers and the
// schemas they name; @uuc/http/openapi reads it beside the route files (sources
// or build: the plugin's tsconfig includes it, so `medusa plugin:build` ships it).
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { root } from "./paths.mjs"

const require = createRequire(import.meta.url)
const ts = require("typescript")
const prettier = require("prettier")
const { routeFilesIn } = require(path.join(root, "packages/http/openapi.js"))

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]
export const SCHEMA_FILE = "answers.schema.json"
const REF = "#/components/schemas/"

/** The plugins with an api folder, by name. */
export function pluginsWithApi() {
  return fs
    .readdirSync(path.join(root, "plugins"))
    .filter((p) => fs.existsSync(path.join(root, "plugins", p, "src", "api")))
    .sort()
}

/**
 * A program over the route files of the plugins, `@uuc/<plugin>/<entry>` read from
 * the plugin's sources (not its build), so the result does not depend on builds.
 */
function programOf(files) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "plugins", "members", "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }
  )
  // Also the shared packages by their folders (in a git worktree, node_modules
  // may be the main tree's, and a type there would not count as ours).
  const paths = { "@uuc/data": ["data"], "@uuc/data/*": ["data/*"] }
  for (const p of pluginsWithApi())
    paths[`@uuc/${p}/*`] = [`plugins/${p}/src/*`]
  for (const p of fs.readdirSync(path.join(root, "packages"))) {
    paths[`@uuc/${p}`] = [`packages/${p}`]
    paths[`@uuc/${p}/*`] = [`packages/${p}/*`]
  }
  return ts.createProgram(files, {
    ...config.options,
    baseUrl: root,
    paths,
    noEmit: true,
  })
}

/**
 * The handlers a route file exports, by method: the function nodes, or the call
 * that builds one (`export const GET = memberRows<A>(…)`, a handler factory).
 */
function handlersOf(source) {
  const found = {}
  const exported = (node) =>
    node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  for (const node of source.statements) {
    if (ts.isFunctionDeclaration(node) && exported(node) && node.name)
      found[node.name.text] = node
    if (ts.isVariableStatement(node) && exported(node))
      for (const d of node.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (ts.isArrowFunction(d.initializer) ||
            ts.isFunctionExpression(d.initializer) ||
            ts.isCallExpression(d.initializer))
        )
          found[d.name.text] = d.initializer
  }
  return Object.fromEntries(
    Object.entries(found).filter(([m]) => METHODS.includes(m))
  )
}

const unwrap = (node) => {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    node = node.expression
  return node
}

/**
 * What a handler built by a factory declares it answers: the call's type argument
 * `A` when the factory returns `Handler<A>` (or `Handler<A, 201>`, the status) of
 * its own first type parameter, as the ledger's memberRows does. Other factories'
 * routes are untyped: their answer is not named where they are called.
 */
function factoryAnswers(call, checker) {
  const declaration = checker.getResolvedSignature(call)?.declaration
  const returned = declaration?.type
  const [answer, status] =
    returned && ts.isTypeReferenceNode(returned)
      ? (returned.typeArguments ?? [])
      : []
  const first = declaration?.typeParameters?.[0]?.name.text
  if (
    !call.typeArguments?.length ||
    !answer ||
    !ts.isTypeReferenceNode(answer) ||
    answer.typeName.getText() !== first
  )
    return {}
  const code =
    status &&
    ts.isLiteralTypeNode(status) &&
    ts.isNumericLiteral(status.literal)
      ? Number(status.literal.text)
      : 200
  return { [code]: [call.typeArguments[0]] }
}

/**
 * What a handler declares it answers: `{ status: typeNode }` from each
 * `….json(x satisfies T)` in its body (the status of a `.status(n)` before it, else
 * 200), else from its `res: MedusaResponse<T>` parameter.
 */
function declaredAnswers(handler, checker) {
  if (ts.isCallExpression(handler)) return factoryAnswers(handler, checker)
  const found = {}
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "json" &&
      node.arguments.length === 1
    ) {
      const arg = unwrap(node.arguments[0])
      if (ts.isSatisfiesExpression(arg)) {
        const target = node.expression.expression
        let status = 200
        if (
          ts.isCallExpression(target) &&
          ts.isPropertyAccessExpression(target.expression) &&
          target.expression.name.text === "status" &&
          target.arguments[0] &&
          ts.isNumericLiteral(target.arguments[0])
        )
          status = Number(target.arguments[0].text)
        ;(found[status] ??= []).push(arg.type)
      }
    }
    ts.forEachChild(node, visit)
  }
  if (handler.body) visit(handler.body)
  const res = handler.parameters[1]?.type
  if (
    !Object.keys(found).length &&
    res &&
    ts.isTypeReferenceNode(res) &&
    res.typeName.getText() === "MedusaResponse" &&
    res.typeArguments?.length === 1
  )
    found[200] = [res.typeArguments[0]]
  return found
}

/** Where a declaration lives, relative to the root; null outside our sources. */
function ourFile(declaration) {
  const file = path.relative(root, declaration.getSourceFile().fileName)
  return file.startsWith("..") || file.includes("node_modules") ? null : file
}

/** A doc comment as one paragraph per blank-line-separated block. */
const docOf = (symbol, checker) =>
  ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .trim()
    .replace(/(?<!\n)\n(?!\n)/g, " ") || undefined

/**
 * Converts TypeScript types to JSON Schema (2020-12, as OpenAPI 3.1 reads it).
 * A type written as a reference to an alias or interface our sources declare
 * (not generic) becomes `{ $ref }` into `named`, keyed by its declaration until
 * names are settled. Names come from the syntax (the type node a property or a
 * `satisfies` is written with), not from the checker's types: TypeScript shares
 * one type between equal unions (`Card` and `CardKind`), and which alias it then
 * carries depends on the order it checked files in.
 */
function converter(checker) {
  const named = new Map() // key → { name, file, schema }

  /** The alias or interface a type node names, when ours and not generic. */
  const nameOf = (node) => {
    if (!node || !ts.isTypeReferenceNode(node) || node.typeArguments)
      return null
    let symbol = checker.getSymbolAtLocation(node.typeName)
    if (symbol && symbol.flags & ts.SymbolFlags.Alias)
      symbol = checker.getAliasedSymbol(symbol)
    const declaration = symbol?.declarations?.find(
      (d) => ts.isTypeAliasDeclaration(d) || ts.isInterfaceDeclaration(d)
    )
    if (!declaration || declaration.typeParameters) return null
    const file = ourFile(declaration)
    if (!file) return null
    return { key: `${file}#${symbol.name}`, name: symbol.name, file, symbol }
  }

  const bare = (node) => {
    while (
      node &&
      (ts.isParenthesizedTypeNode(node) ||
        (ts.isTypeOperatorNode(node) &&
          node.operator === ts.SyntaxKind.ReadonlyKeyword))
    )
      node = node.type
    return node
  }

  const convert = (type, seen = new Set(), written) => {
    const node = bare(written)
    const id = nameOf(node)
    if (id) {
      if (!named.has(id.key)) {
        named.set(id.key, { name: id.name, file: id.file, schema: null })
        const declaration = id.symbol.declarations.find(
          ts.isTypeAliasDeclaration
        )
        const schema = shape(type, seen, declaration?.type)
        const description = docOf(id.symbol, checker)
        named.get(id.key).schema = description
          ? { description, ...schema }
          : schema
      }
      return { $ref: `${REF}\u0000${id.key}` }
    }
    // A reference to an alias of an alias, or of a generic's instance: its type
    // node says more than the checker's type.
    return shape(type, seen, node)
  }

  const shape = (type, seen, node) => {
    node = bare(node)
    const f = type.flags
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {}
    if (f & ts.TypeFlags.Null) return { type: "null" }
    if (f & ts.TypeFlags.Boolean) return { type: "boolean" }
    if (f & ts.TypeFlags.StringLike && !type.isStringLiteral())
      return { type: "string" }
    if (f & ts.TypeFlags.NumberLike && !type.isNumberLiteral())
      return { type: "number" }
    if (type.isStringLiteral()) return { type: "string", const: type.value }
    if (type.isNumberLiteral()) return { type: "number", const: type.value }
    if (f & ts.TypeFlags.BooleanLiteral)
      return {
        type: "boolean",
        const: checker.typeToString(type) === "true",
      }
    if (type.isUnion()) return union(type, seen, node)
    if (checker.isArrayType(type)) {
      const element =
        node && ts.isArrayTypeNode(node)
          ? node.elementType
          : node && ts.isTypeReferenceNode(node)
            ? node.typeArguments?.[0]
            : undefined
      return {
        type: "array",
        items: convert(checker.getTypeArguments(type)[0], seen, element),
      }
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((t) => convert(t, seen))
      return {
        type: "array",
        prefixItems: items,
        minItems: items.length,
        maxItems: items.length,
      }
    }
    // Dates go out as ISO strings (JSON.stringify).
    if (type.symbol?.name === "Date" && !ourFile(type.symbol.declarations[0]))
      return { type: "string", format: "date-time" }
    if (type.isIntersection()) {
      const primitive = type.types.find((t) => !(t.flags & ts.TypeFlags.Object))
      if (primitive) return shape(primitive, seen)
    }
    if (f & ts.TypeFlags.Object || type.isIntersection())
      return object(type, seen)
    throw new Error(`no JSON schema for ${checker.typeToString(type)}`)
  }

  const isUndefined = (t) =>
    t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)

  const union = (type, seen, node) => {
    // Each member with the node it is written with, when the union is written out
    // (`CardKind | null` keeps CardKind's name).
    let members =
      node && ts.isUnionTypeNode(node)
        ? node.types.map((n) => ({ t: checker.getTypeFromTypeNode(n), n }))
        : type.types.map((t) => ({ t }))
    members = members.filter(({ t }) => !isUndefined(t))
    // `boolean` inside a union is `true | false`.
    const bools = members.filter(
      ({ t }) => t.flags & ts.TypeFlags.BooleanLiteral
    )
    if (bools.length === 2)
      members = [
        ...members.filter((m) => !bools.includes(m)),
        { t: checker.getBooleanType() },
      ]
    if (members.length === 1) return convert(members[0].t, seen, members[0].n)
    // String literals: one enum (with the rest, e.g. null, beside it).
    const literals = members.filter(({ t }) => t.isStringLiteral())
    const schemas = members
      .filter(({ t }) => !t.isStringLiteral())
      .map(({ t, n }) => convert(t, seen, n))
      .flatMap((s) => (Object.keys(s).join() === "anyOf" ? s.anyOf : [s]))
    if (literals.length)
      schemas.push({
        type: "string",
        enum: literals.map(({ t }) => t.value).sort(),
      })
    if (schemas.length === 1) return schemas[0]
    // In a stable order (TypeScript's follows its type ids), null last.
    const key = (s) => (s.type === "null" ? "~" : JSON.stringify(s))
    const unique = [
      ...new Map(schemas.map((s) => [JSON.stringify(s), s])).values(),
    ].sort((a, b) => key(a).localeCompare(key(b)))
    // `string | null` → `{ type: ["string", "null"] }`
    if (unique.every((s) => Object.keys(s).join() === "type"))
      return { type: unique.map((s) => s.type) }
    return { anyOf: unique }
  }

  /** Where a property is declared: its order in the answer, stable. */
  const placeOf = (prop) => {
    const d = prop.declarations?.[0]
    return d
      ? `${d.getSourceFile().fileName}:${String(d.pos).padStart(9, "0")}`
      : `~${prop.name}`
  }

  const object = (type, seen) => {
    if (seen.has(type)) return {}
    const inner = new Set(seen).add(type)
    const properties = {}
    const required = []
    const props = [...checker.getPropertiesOfType(type)].sort((a, b) =>
      placeOf(a).localeCompare(placeOf(b))
    )
    for (const prop of props) {
      const propType = checker.getTypeOfSymbol(prop)
      if (propType.getCallSignatures().length) continue
      const declaration = prop.declarations?.[0]
      const written =
        declaration &&
        (ts.isPropertySignature(declaration) ||
          ts.isPropertyDeclaration(declaration))
          ? declaration.type
          : undefined
      const schema = convert(propType, inner, written)
      const description = docOf(prop, checker)
      properties[prop.name] = description ? { description, ...schema } : schema
      if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name)
    }
    const out = { type: "object", properties }
    if (required.length) out.required = required
    const index = checker
      .getIndexInfosOfType(type)
      .find((i) => i.keyType.flags & ts.TypeFlags.String)
    // Without an index signature no `additionalProperties: false`: a presenter may
    // send more than its type names (`satisfies` checks literals only).
    if (index) out.additionalProperties = convert(index.type, inner)
    return out
  }

  return { convert, named }
}

/** `{ $ref: "…\0key" }` → the settled name, through a whole schema. */
function renamed(value, names) {
  if (Array.isArray(value)) return value.map((v) => renamed(v, names))
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === "$ref" && v.startsWith(`${REF}\u0000`)
          ? [k, REF + names.get(v.slice(REF.length + 1))]
          : [k, renamed(v, names)]
      )
    )
  return value
}

/**
 * Every plugin's answers: `{ [plugin]: { routes, schemas, untyped } }` where
 * `routes["GET /store/x/:id"]` is `{ "200": "Name" }` (a schema of `schemas`) and
 * `untyped` lists the routes that declare no answer yet.
 */
export function answerSchemas(plugins = pluginsWithApi()) {
  const routes = plugins.flatMap((plugin) =>
    routeFilesIn(path.join(root, "plugins", plugin, "src", "api")).map((r) => ({
      ...r,
      plugin,
    }))
  )
  const program = programOf(routes.map((r) => r.file))
  const checker = program.getTypeChecker()
  const { convert, named } = converter(checker)
  const perPlugin = Object.fromEntries(
    plugins.map((p) => [p, { answers: {}, untyped: [] }])
  )
  for (const route of routes) {
    const source = program.getSourceFile(route.file)
    for (const [method, handler] of Object.entries(handlersOf(source))) {
      const key = `${method} ${route.path}`
      const declared = declaredAnswers(handler, checker)
      if (!Object.keys(declared).length) {
        perPlugin[route.plugin].untyped.push(key)
        continue
      }
      perPlugin[route.plugin].answers[key] = Object.fromEntries(
        Object.entries(declared).map(([status, nodes]) => {
          const schemas = nodes.map((n) =>
            convert(checker.getTypeFromTypeNode(n), new Set(), n)
          )
          const unique = [
            ...new Map(schemas.map((s) => [JSON.stringify(s), s])).values(),
          ]
          return [status, unique.length === 1 ? unique[0] : { anyOf: unique }]
        })
      )
    }
  }
  // A name declared twice (two plugins' `Paged`) is qualified by its plugin.
  const byName = new Map()
  for (const [key, { name }] of named)
    byName.set(name, [...(byName.get(name) ?? []), key])
  const names = new Map()
  for (const [key, { name, file }] of named) {
    const owner = /^plugins\/([^/]+)\//.exec(file)?.[1] ?? "shared"
    names.set(
      key,
      byName.get(name).length === 1
        ? name
        : `${owner.charAt(0).toUpperCase()}${owner.slice(1)}${name}`
    )
  }
  const refsIn = (value, out) => {
    if (Array.isArray(value)) for (const v of value) refsIn(v, out)
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value))
        if (k === "$ref" && typeof v === "string" && v.startsWith(REF))
          out.add(v.slice(REF.length))
        else refsIn(v, out)
    return out
  }
  const all = Object.fromEntries(
    [...named].map(([key, { schema }]) => [
      names.get(key),
      renamed(schema, names),
    ])
  )
  const out = {}
  for (const plugin of plugins) {
    const { answers, untyped } = perPlugin[plugin]
    const routes = renamed(answers, names)
    // The schemas these routes name, and the ones those name, and so on.
    const needed = new Set()
    const queue = [...refsIn(routes, new Set())]
    while (queue.length) {
      const name = queue.pop()
      if (needed.has(name)) continue
      needed.add(name)
      queue.push(...refsIn(all[name], new Set()))
    }
    out[plugin] = {
      routes: sortedKeys(routes),
      schemas: Object.fromEntries([...needed].sort().map((n) => [n, all[n]])),
      untyped: untyped.sort(),
    }
  }
  return out
}

const sortedKeys = (o) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))

/** The file a plugin's answers are written to, and its text. */
export const schemaFileOf = (plugin) =>
  path.join(root, "plugins", plugin, "src", "api", SCHEMA_FILE)

export const schemaText = (answers) =>
  prettier.format(
    JSON.stringify({
      $comment:
        "Generated by `node scripts/answer-schemas.mjs` from the routes' `res.json(x satisfies T)`: do not edit (docs/api.md).",
      ...answers,
    }),
    { parser: "json" }
  )
