import { medusaIntegrationTestRunner } from "../helpers/runner"
import { adminHeaders, errorAnswer, storeHeaders } from "../helpers/auth"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(120 * 1000)

const texts = (tag: string) => ({
  "en-US": { title: `Title ${tag}`, body: `Body ${tag}` },
  "pt-BR": { title: `Título ${tag}`, body: `Corpo ${tag}` },
  "zh-CN": { title: `标题 ${tag}`, body: `正文 ${tag}` },
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers

    beforeEach(async () => {
      admin = await adminHeaders(getContainer(), api)
      store = await storeHeaders(getContainer())
    })

    const createNotice = async (
      tag: string,
      extra: Record<string, unknown> = {}
    ) =>
      (
        await api.post(
          "/admin/notices",
          { translations: texts(tag), ...extra },
          admin
        )
      ).data.notice

    describe("POST /admin/notices", () => {
      it("creates a notice in three languages, unpublished by default", async () => {
        const res = await api.post(
          "/admin/notices",
          { translations: texts("a") },
          admin
        )
        expect(res.status).toBe(201)
        expect(res.data.notice).toMatchObject({
          id: expect.stringMatching(/^ntc_/),
          published: false,
          published_at: null,
          pinned: false,
          translations: texts("a"),
        })
      })

      it("refuses a notice with a blank Chinese title, naming the field, and stores nothing", async () => {
        const bad = texts("b")
        bad["zh-CN"].title = "  "
        const res = await api
          .post("/admin/notices", { translations: bad }, admin)
          .catch(errorAnswer)
        expect(res.status).toBe(400)
        expect(res.data).toMatchObject({
          code: "required",
          field: "translations.zh-CN.title",
        })
        expect(typeof res.data.message).toBe("string")
        const list = await api.get("/admin/notices", admin)
        expect(list.data.count).toBe(0)
      })

      it("refuses a bad type with invalid_data naming the field", async () => {
        const res = await api
          .post(
            "/admin/notices",
            { translations: texts("c"), pinned: "yes" },
            admin
          )
          .catch(errorAnswer)
        expect(res.status).toBe(400)
        expect(res.data).toMatchObject({
          code: "invalid_data",
          field: "pinned",
        })
      })

      it("refuses a notice with no Chinese text at all", async () => {
        const partial: Partial<ReturnType<typeof texts>> = texts("z")
        delete partial["zh-CN"]
        const res = await api
          .post("/admin/notices", { translations: partial }, admin)
          .catch(errorAnswer)
        expect(res.status).toBe(400)
        expect(res.data.field).toBe("translations.zh-CN")
      })

      it("stamps published_at when created published", async () => {
        const notice = await createNotice("live", { published: true })
        expect(notice.published).toBe(true)
        expect(notice.published_at).toEqual(expect.any(String))
      })
    })

    describe("staff login", () => {
      it("is needed on every admin content route", async () => {
        const calls = [
          () => api.get("/admin/notices"),
          () => api.post("/admin/notices", { translations: texts("d") }),
          () => api.get("/admin/notices/ntc_1"),
          () => api.post("/admin/notices/ntc_1", { pinned: true }),
          () => api.post("/admin/notices/ntc_1/publish", {}),
          () => api.post("/admin/notices/ntc_1/unpublish", {}),
          () => api.delete("/admin/notices/ntc_1"),
          () => api.get("/admin/guide"),
          () => api.post("/admin/guide/gde_1", {}),
        ]
        for (const call of calls) {
          const res = await call().catch(errorAnswer)
          expect(res.status).toBe(401)
        }
        const list = await api.get("/admin/notices", admin)
        expect(list.data.count).toBe(0)
      })
    })

    describe("publishing, editing and deleting", () => {
      it("publishes, edits, unpublishes and deletes", async () => {
        const notice = await createNotice("e")
        const published = await api.post(
          `/admin/notices/${notice.id}/publish`,
          {},
          admin
        )
        expect(published.data.notice.published).toBe(true)
        const stamp = published.data.notice.published_at
        expect(stamp).toEqual(expect.any(String))

        const edited = await api.post(
          `/admin/notices/${notice.id}`,
          { translations: texts("e2"), pinned: true },
          admin
        )
        expect(edited.data.notice).toMatchObject({
          pinned: true,
          translations: texts("e2"),
        })

        await api.post(`/admin/notices/${notice.id}/unpublish`, {}, admin)
        await api.post(`/admin/notices/${notice.id}/publish`, {}, admin)
        const again = await api.get(`/admin/notices/${notice.id}`, admin)
        expect(again.data.notice.published_at).toBe(stamp)

        const deleted = await api.delete(`/admin/notices/${notice.id}`, admin)
        expect(deleted.data).toEqual({
          id: notice.id,
          object: "notice",
          deleted: true,
        })
        const gone = await api
          .get(`/admin/notices/${notice.id}`, admin)
          .catch(errorAnswer)
        expect(gone.status).toBe(404)
        expect(gone.data.code).toBe("notice_not_found")
      })

      it("refuses a bad edit and keeps the notice as it was", async () => {
        const notice = await createNotice("keep")
        const bad = texts("changed")
        bad["pt-BR"].body = ""
        const res = await api
          .post(
            `/admin/notices/${notice.id}`,
            { translations: bad, pinned: true },
            admin
          )
          .catch(errorAnswer)
        expect(res.status).toBe(400)
        expect(res.data).toMatchObject({ field: "translations.pt-BR.body" })
        const again = await api.get(`/admin/notices/${notice.id}`, admin)
        expect(again.data.notice).toMatchObject({
          pinned: false,
          translations: texts("keep"),
        })
      })

      it("answers notice_not_found for unknown ids on every notice route", async () => {
        const calls = [
          () => api.get("/admin/notices/ntc_missing", admin),
          () => api.post("/admin/notices/ntc_missing", { pinned: true }, admin),
          () => api.post("/admin/notices/ntc_missing/publish", {}, admin),
          () => api.post("/admin/notices/ntc_missing/unpublish", {}, admin),
          () => api.delete("/admin/notices/ntc_missing", admin),
        ]
        for (const call of calls) {
          const res = await call().catch(errorAnswer)
          expect(res.status).toBe(404)
          expect(res.data).toEqual({
            code: "notice_not_found",
            message: "Notice not found",
          })
        }
      })

      it("searches titles in any language and filters by published", async () => {
        await createNotice("apple", { published: true })
        await createNotice("banana")
        const byChinese = await api.get(
          `/admin/notices?q=${encodeURIComponent("标题 apple")}`,
          admin
        )
        expect(
          byChinese.data.notices.map(
            (n: { translations: ReturnType<typeof texts> }) =>
              n.translations["en-US"].title
          )
        ).toEqual(["Title apple"])
        const drafts = await api.get("/admin/notices?published=false", admin)
        expect(drafts.data.count).toBe(1)
        const bad = await api
          .get("/admin/notices?limit=1000", admin)
          .catch(errorAnswer)
        expect(bad.status).toBe(400)
        expect(bad.data.field).toBe("limit")
      })
    })

    describe("GET /store/notices", () => {
      it("lists published notices only, pinned first then newest, in the asked language", async () => {
        await createNotice("old", { published: true })
        await createNotice("draft")
        await createNotice("pinned", { published: true, pinned: true })
        await createNotice("new", { published: true })

        const res = await api.get("/store/notices?locale=pt-BR", store)
        expect(res.data.count).toBe(3)
        expect(res.data.notices.map((n: { title: string }) => n.title)).toEqual(
          ["Título pinned", "Título new", "Título old"]
        )
        const zh = await api.get("/store/notices?locale=zh-CN&limit=1", store)
        expect(zh.data.notices[0]).toMatchObject({
          title: "标题 pinned",
          body: "正文 pinned",
          pinned: true,
        })
        expect(zh.data.count).toBe(3)

        const fallback = await api.get("/store/notices?locale=de-DE", store)
        expect(fallback.data.notices[0].title).toBe("Title pinned")

        const page = await api.get("/store/notices?limit=1&offset=1", store)
        expect(page.data).toMatchObject({ count: 3, limit: 1, offset: 1 })
        expect(
          page.data.notices.map((n: { title: string }) => n.title)
        ).toEqual(["Title new"])
        expect(page.data.notices[0].translations).toEqual(texts("new"))

        const bad = await api
          .get("/store/notices?offset=-1", store)
          .catch(errorAnswer)
        expect(bad.status).toBe(400)
        expect(bad.data).toMatchObject({
          code: "invalid_data",
          field: "offset",
        })
      })

      it("answers one published notice, and notice_not_found for drafts and unknown ids", async () => {
        const live = await createNotice("live", { published: true })
        const draft = await createNotice("hidden")
        const one = await api.get(
          `/store/notices/${live.id}?locale=zh-CN`,
          store
        )
        expect(one.data.notice).toMatchObject({
          id: live.id,
          title: "标题 live",
        })
        for (const id of [draft.id, "ntc_missing"]) {
          const res = await api
            .get(`/store/notices/${id}`, store)
            .catch(errorAnswer)
          expect(res.status).toBe(404)
          expect(res.data).toEqual({
            code: "notice_not_found",
            message: "Notice not found",
          })
        }
      })

      it("needs the publishable key", async () => {
        const res = await api.get("/store/notices").catch(errorAnswer)
        expect(res.status).toBe(400)
      })
    })

    describe("the guide", () => {
      it("seeds the ten questions once, serves them per language, and lets staff edit one", async () => {
        const { seedContentWorkflow } = await import("@uuc/content/workflows")
        const { guide, notices } = await import("@uuc/data")
        await seedContentWorkflow(getContainer()).run({
          input: { guide, notices },
        })
        const second = await seedContentWorkflow(getContainer()).run({
          input: { guide, notices },
        })
        expect(second.result).toEqual({ guide: 0, notices: 0 })

        const en = await api.get("/store/guide", store)
        expect(en.data.guide).toHaveLength(10)
        expect(
          en.data.guide.map((g: { position: number }) => g.position)
        ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        const zh = await api.get("/store/guide?locale=zh-CN", store)
        expect(zh.data.guide[0].question).toMatch(/[\u4e00-\u9fff]/)
        const unknown = await api.get("/store/guide?locale=xx", store)
        expect(unknown.data.guide[0].question).toBe(en.data.guide[0].question)

        const staff = await api.get("/admin/guide", admin)
        expect(staff.data.guide).toHaveLength(10)
        expect(Object.keys(staff.data.guide[0].translations).sort()).toEqual([
          "en-US",
          "pt-BR",
          "zh-CN",
        ])

        const entry = en.data.guide[0]
        const translations = {
          "en-US": { question: "Q?", answer: "A." },
          "pt-BR": { question: "P?", answer: "R." },
          "zh-CN": { question: "问？", answer: "答。" },
        }
        const saved = await api.post(
          `/admin/guide/${entry.id}`,
          { translations },
          admin
        )
        expect(saved.data.entry.question).toBe("Q?")
        const pt = await api.get("/store/guide?locale=pt-BR", store)
        expect(pt.data.guide[0]).toMatchObject({ question: "P?", answer: "R." })

        const empty = await api
          .post(
            `/admin/guide/${entry.id}`,
            {
              translations: {
                ...translations,
                "pt-BR": { question: "", answer: "x" },
              },
            },
            admin
          )
          .catch(errorAnswer)
        expect(empty.status).toBe(400)
        expect(empty.data.field).toBe("translations.pt-BR.question")
        const missing = await api
          .post("/admin/guide/gde_missing", { translations }, admin)
          .catch(errorAnswer)
        expect(missing.status).toBe(404)
        expect(missing.data.code).toBe("guide_entry_not_found")
      })
    })
  },
})
