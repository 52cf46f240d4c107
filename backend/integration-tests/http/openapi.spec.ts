import { medusaIntegrationTestRunner } from "../helpers/runner"
import {
  adminHeaders,
  errorAnswer,
  type Failed,
  storeHeaders,
} from "../helpers/auth"
import { type Headers } from "../helpers/ledger"
import { routesInCode } from "../helpers/routes-in-code"

jest.setTimeout(120 * 1000)

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
}
type Operation = {
  operationId: string
  parameters: { name: string; in: string; required: boolean }[]
  requestBody?: {
    content: {
      "application/json": {
        schema: { properties?: Record<string, unknown>; required?: string[] }
      }
    }
  }
  responses: Record<
    string,
    { $ref?: string; content?: { "application/json": { schema: Schema } } }
  >
}
type Document = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, Schema> & {
      Error: { required: string[]; properties: Record<string, unknown> }
    }
  }
}

const entries = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)
  )

/** An operation's answer schema for `status`, its `$ref` followed. */
const answerOf = (doc: Document, op: Operation, status = "200") => {
  const schema = op.responses[status]?.content?.["application/json"].schema
  return resolved(doc, schema)
}
const resolved = (doc: Document, schema?: Schema): Schema | undefined =>
  schema?.$ref
    ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]
    : schema

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let admin: Headers
    let storeDoc: Document
    let adminDoc: Document

    beforeAll(async () => {
      store = await storeHeaders(getContainer())
      admin = await adminHeaders(getContainer(), api)
      const s = await api.get("/store/openapi.json", store)
      const a = await api.get("/admin/openapi.json", admin)
      expect([s.status, a.status]).toEqual([200, 200])
      // Both are JSON that survives a round trip (no functions, no cycles).
      storeDoc = JSON.parse(JSON.stringify(s.data)) as Document
      adminDoc = JSON.parse(JSON.stringify(a.data)) as Document
    })

    it("serves OpenAPI 3.1 documents whose paths stay in their area", () => {
      for (const [doc, area] of [
        [storeDoc, "/store/"],
        [adminDoc, "/admin/"],
      ] as const) {
        expect(doc.openapi).toBe("3.1.0")
        expect(Object.keys(doc.paths).length).toBeGreaterThan(20)
        for (const p of Object.keys(doc.paths))
          expect(p.startsWith(area)).toBe(true)
      }
    })

    it("lists every route of the code, method and path, in its area's document", () => {
      const documented = new Set([...entries(storeDoc), ...entries(adminDoc)])
      const missing = routesInCode({
        param: (n) => `{${n}}`,
        app: true,
      }).filter((r) => !documented.has(r))
      expect(missing).toEqual([])
    })

    it("documents a money route's body from its zod schema, and a list's query", () => {
      const withdraw = storeDoc.paths["/store/withdrawals"].post
      const body = withdraw.requestBody!.content["application/json"].schema
      expect(Object.keys(body.properties ?? {}).sort()).toEqual([
        "address",
        "amount",
        "chain",
        "secondary_password",
        "totp_code",
      ])
      expect(body.required).toContain("secondary_password")
      // asked only of members with two-step verification on
      expect(body.required).not.toContain("totp_code")
      const list = storeDoc.paths["/store/withdrawals"].get
      expect(list.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(
        expect.arrayContaining(["query limit", "query offset"])
      )
      const goods = adminDoc.paths["/admin/goods/{id}"].post
      expect(goods.parameters).toEqual(
        expect.arrayContaining([
          {
            name: "id",
            in: "path",
            required: true,
            schema: { type: "string" },
          },
        ])
      )
      expect(goods.requestBody).toBeDefined()
    })

    it("documents answers from the routes' TypeScript types, by name", () => {
      const me = answerOf(storeDoc, storeDoc.paths["/store/members/me"].get)
      expect(me?.required).toEqual(["member"])
      const member = resolved(storeDoc, me?.properties?.member)
      expect(Object.keys(member?.properties ?? {})).toEqual(
        expect.arrayContaining([
          "id",
          "username",
          "balances",
          "card",
          "loan",
          "refund_debt",
          "impersonated_by",
        ])
      )
      expect(member?.properties?.nickname).toEqual({ type: ["string", "null"] })
      // The answer of a list, its rows a named schema; a 201 where it answers 201.
      const records = answerOf(
        storeDoc,
        storeDoc.paths["/store/bonus-records"].get
      )
      expect(records?.required).toEqual(
        expect.arrayContaining(["bonus_records", "count", "totals"])
      )
      const row = resolved(storeDoc, records?.properties?.bonus_records.items)
      expect(row?.properties).toHaveProperty("split")
      expect(row?.properties).not.toHaveProperty("source_member_id")
      const register = storeDoc.paths["/store/members/register"].post
      expect(
        Object.keys(answerOf(storeDoc, register, "201")?.properties ?? {})
      ).toEqual(expect.arrayContaining(["member", "token", "expires_at"]))
      const loans = answerOf(adminDoc, adminDoc.paths["/admin/loans"].get)
      expect(loans?.properties?.loans.type).toBe("array")
      // Every $ref names a schema of its own document.
      for (const doc of [storeDoc, adminDoc])
        for (const [, name] of JSON.stringify(doc).matchAll(
          /"#\/components\/schemas\/([^"]+)"/g
        ))
          expect(doc.components.schemas).toHaveProperty([name])
    })

    it("documents the { code, message, field } error answer on every operation", () => {
      expect(storeDoc.components.schemas.Error.required).toEqual([
        "code",
        "message",
      ])
      expect(Object.keys(adminDoc.components.schemas.Error.properties)).toEqual(
        ["code", "message", "field"]
      )
      for (const doc of [storeDoc, adminDoc])
        for (const ops of Object.values(doc.paths))
          for (const op of Object.values(ops))
            expect(op.responses["4XX"]).toEqual({
              $ref: "#/components/responses/Error",
            })
    })

    it("keeps the staff document behind the staff login", async () => {
      const res = await api
        .get("/admin/openapi.json")
        .catch((e: Failed) => errorAnswer(e))
      expect(res.status).toBe(401)
    })
  },
})
