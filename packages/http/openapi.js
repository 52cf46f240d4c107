"use strict"
// The API reference, generated: an OpenAPI 3.1 document of our routes,
// built from what Medusa itself loads. Paths and methods come from the `route`
// files under each plugin's `api` folder (Medusa's file router: `[id]` is a path
// parameter, a segment starting with `_` is ignored); request schemas come from
// the zod schemas of validatedBody / validatedQuery (./validate: Medusa's
// validateAndTransformBody / Query) in the plugin's `middlewares`, converted by
// zod's own `toJSONSchema`; answer schemas come from the `answers.schema.json`
// beside the routes, generated from the TypeScript types the handlers answer
// (`res.json(x satisfies T)`, scripts/answer-schemas.mjs). Nothing here is kept
// by hand.
const fs = require("fs")
const path = require("path")
const { z } = require("@medusajs/framework/zod")
const { errorCodes } = require("@uuc/errors")
const { validatorOf } = require("./validate")

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]
const ROUTE_FILE = /^route\.(js|ts)$/
const ANSWERS_FILE = "answers.schema.json"

/** Every route file under `apiDir` with its Medusa path (`/store/x/:id`). */
function routeFilesIn(apiDir) {
  const found = []
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith("_")) continue
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), [...segments, entry.name])
      } else if (ROUTE_FILE.test(entry.name)) {
        const route = segments
          .map((s) => s.replace(/^\[(\w+)\]$/, ":$1"))
          .join("/")
        found.push({ file: path.join(dir, entry.name), path: `/${route}` })
      }
    }
  }
  if (fs.existsSync(apiDir)) walk(apiDir, [])
  return found.sort((a, b) => a.path.localeCompare(b.path))
}

/** `/store/x/:id` → `/store/x/{id}`. */
const openApiPath = (p) => p.replace(/:(\w+)/g, "{$1}")

/** The doc comment above each method's handler in a route file, by method. */
function commentsOf(file) {
  const text = fs.readFileSync(file, "utf8")
  const found = {}
  const re =
    /\/\*\*([\s\S]*?)\*\/\s*(?:export\s+)?(?:const|(?:async\s+)?function)\s+([A-Z]+)\b/g
  for (const [, body, method] of text.matchAll(re))
    if (METHODS.includes(method))
      found[method] = body
        .split("\n")
        .map((l) => l.replace(/^\s*\* ?/, "").trim())
        .filter(Boolean)
        .join(" ")
  return found
}

const jsonSchema = (schema) => {
  const out = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })
  delete out.$schema
  return out
}

/**
 * The validators each (method, matcher) of a middlewares config runs:
 * `"POST /store/x/:id"` → `{ body?, query? }` (zod schemas).
 */
function validatorsOf(config) {
  const found = new Map()
  for (const route of config?.routes ?? []) {
    if (typeof route.matcher !== "string") continue
    const methods = [route.methods ?? route.method ?? METHODS].flat()
    for (const middleware of route.middlewares ?? []) {
      const validator = validatorOf(middleware)
      if (!validator) continue
      for (const method of methods) {
        const key = `${String(method).toUpperCase()} ${route.matcher}`
        found.set(key, {
          ...found.get(key),
          [validator.target]: validator.schema,
        })
      }
    }
  }
  return found
}

/**
 * The routes and validators of some `api` folders. `load(file)` returns a loaded
 * module (Node's `require` in the server; a TypeScript loader for the sources).
 */
function collectApi(apis) {
  const routes = []
  const validators = new Map()
  const answers = new Map()
  const schemas = {}
  for (const { dir, load } of apis) {
    const answersFile = path.join(dir, ANSWERS_FILE)
    if (fs.existsSync(answersFile)) {
      const found = JSON.parse(fs.readFileSync(answersFile, "utf8"))
      for (const [key, byStatus] of Object.entries(found.routes ?? {}))
        answers.set(key, byStatus)
      Object.assign(schemas, found.schemas)
    }
    for (const { file, path: routePath } of routeFilesIn(dir)) {
      const mod = load(file)
      const comments = commentsOf(file)
      for (const method of METHODS)
        if (typeof mod[method] === "function")
          routes.push({
            method,
            path: routePath,
            file,
            comment: comments[method],
          })
    }
    const middlewares = ["middlewares.js", "middlewares.ts"]
      .map((f) => path.join(dir, f))
      .find((f) => fs.existsSync(f))
    if (middlewares) {
      const mod = load(middlewares)
      for (const [key, v] of validatorsOf(mod.default ?? mod))
        validators.set(key, { ...validators.get(key), ...v })
    }
  }
  return { routes, validators, answers, schemas }
}

const ERROR = {
  type: "object",
  description:
    "Every error a user can cause: a 4xx with a stable `code`, its en-US `message` (clients translate by code) and the first bad `field` of a validation failure. A 5xx is a bug.",
  required: ["code", "message"],
  properties: {
    code: { type: "string", pattern: "^[a-z0-9_]+$" },
    message: { type: "string" },
    field: { type: "string" },
  },
}

/** The success answers of a route: its declared types, else "some JSON object". */
function successOf(byStatus) {
  if (!byStatus)
    return {
      200: {
        description:
          "The answer (JSON). Its type is not declared yet (`res.json(x satisfies T)`: docs/api.md).",
        content: { "application/json": { schema: { type: "object" } } },
      },
    }
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, schema]) => [
      status,
      {
        description: "The answer (JSON)",
        content: { "application/json": { schema } },
      },
    ])
  )
}

function operationOf(route, { validators, answers }, area) {
  const key = `${route.method} ${route.path}`
  const { body, query } = validators.get(key) ?? {}
  const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }))
  if (query) {
    const q = jsonSchema(query)
    const required = new Set(q.required ?? [])
    for (const [name, schema] of Object.entries(q.properties ?? {}))
      parameters.push({
        name,
        in: "query",
        required: required.has(name),
        schema,
      })
  }
  const operation = {
    operationId: `${route.method.toLowerCase()}${route.path
      .split("/")
      .map((s) => s.replace(/^:/, "by-"))
      .map((s) =>
        s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ?? "").toUpperCase())
      )
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .join("")}`,
    tags: [route.path.split("/")[2] ?? area],
    ...(route.comment && { summary: route.comment }),
    parameters,
    responses: {
      ...successOf(answers.get(key)),
      "4XX": { $ref: "#/components/responses/Error" },
    },
  }
  if (body)
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchema(body) } },
    }
  return operation
}

/** The names of `#/components/schemas/…` a schema refers to, into `out`. */
function refsIn(value, out) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out)
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value))
      if (k === "$ref" && typeof v === "string")
        out.add(v.replace("#/components/schemas/", ""))
      else refsIn(v, out)
  return out
}

/**
 * The OpenAPI document of one area (`store` or `admin`): every route under
 * `/<area>` of the given api folders, with its request and answer schemas and the
 * error answer.
 */
function buildOpenApi({
  area,
  apis,
  title = "UUC members platform",
  version = "0.1.0",
}) {
  const api = collectApi(apis)
  const paths = {}
  const used = new Set()
  for (const route of api.routes) {
    if (!route.path.startsWith(`/${area}/`) && route.path !== `/${area}`)
      continue
    const key = openApiPath(route.path)
    paths[key] = paths[key] ?? {}
    paths[key][route.method.toLowerCase()] = operationOf(route, api, area)
    refsIn(api.answers.get(`${route.method} ${route.path}`), used)
  }
  // The answer schemas this area's routes name, and those they name in turn.
  const schemas = {}
  const queue = [...used]
  while (queue.length) {
    const name = queue.pop()
    if (schemas[name] || !api.schemas[name]) continue
    schemas[name] = api.schemas[name]
    queue.push(...refsIn(schemas[name], new Set()))
  }
  const security =
    area === "store"
      ? {
          publishableKey: {
            type: "apiKey",
            in: "header",
            name: "x-publishable-api-key",
          },
          memberToken: { type: "http", scheme: "bearer" },
        }
      : {
          staffToken: { type: "http", scheme: "bearer" },
          staffSession: { type: "apiKey", in: "cookie", name: "connect.sid" },
        }
  return {
    openapi: "3.1.0",
    info: {
      title: `${title}: ${area} API`,
      version,
      description:
        "Generated from the routes, their zod validators and the TypeScript types they answer (docs/api.md). Money routes take an `Idempotency-Key` header; amounts are decimal strings.",
    },
    paths: Object.fromEntries(
      Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))
    ),
    components: {
      schemas: {
        ...Object.fromEntries(
          Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))
        ),
        Error: {
          ...ERROR,
          properties: {
            ...ERROR.properties,
            code: { ...ERROR.properties.code, examples: errorCodes() },
          },
        },
      },
      responses: {
        Error: {
          description: "A user's mistake: `{ code, message, field? }`",
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Error" },
            },
          },
        },
      },
      securitySchemes: security,
    },
  }
}

module.exports = { buildOpenApi, collectApi, routeFilesIn, openApiPath }
