import { medusaIntegrationTestRunner } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { PNG } from "../helpers/member-flows"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { signedIn } from "../helpers/suite"

jest.setTimeout(240 * 1000)

type Part = { content: Buffer; filename: string; type: string }

/** Multipart `files` fields, as a browser's FormData sends them. */
function multipart(parts: Part[], field = "files") {
  const boundary = "----uuc-upload-boundary"
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
      ),
      p.content,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

const png = (filename = "tea.png"): Part => ({
  content: PNG,
  filename,
  type: "image/png",
})
// The first box of a phone's MP4 (ftyp, brand isom) and an EBML header naming webm.
const MP4 = Buffer.concat([
  Buffer.from("00000018667479706973 6f6d00000200".replace(/ /g, ""), "hex"),
  Buffer.from("69736f6d6d703431", "hex"),
  Buffer.alloc(64),
])
const WEBM = Buffer.concat([
  Buffer.from(
    "1a45dfa39f4286810142f7810142f2810442f381084282847765626d",
    "hex"
  ),
  Buffer.alloc(64),
])

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const upload = (parts: Part[], headers: Headers, field?: string) => {
      const form = multipart(parts, field)
      return api.post("/store/merchant/uploads", form.body, {
        headers: { ...headers.headers, "content-type": form.type },
      })
    }
    const stored: string[] = []
    const becomeMerchant = async (username: string) => {
      await api.post(
        `/admin/members/${ids[username]}`,
        { star_level: 5, secondary_password: STAFF_SECONDARY },
        admin
      )
      const { data } = await api.post(
        "/store/merchant-applications",
        { description: `${username}'s shop` },
        as(username)
      )
      await api.post(
        `/admin/merchant-applications/${data.application.id}/approve`,
        { secondary_password: STAFF_SECONDARY },
        admin
      )
    }

    beforeEach(async () => {
      await registerMembers(getContainer(), ids, [
        ["root", null],
        ["alice", "root"],
        ["carol", "root"],
      ])
      await becomeMerchant("alice")
    })

    afterEach(async () => {
      if (stored.length)
        await getContainer().resolve(Modules.FILE).deleteFiles(stored.splice(0))
    })

    it("stores a merchant's picture and videos through the file module, served by this server", async () => {
      const res = await upload(
        [
          png("IMG_0001.PNG"),
          { content: MP4, filename: "clip.mp4", type: "video/mp4" },
          { content: WEBM, filename: "clip.webm", type: "video/webm" },
        ],
        as("alice")
      )
      expect(res.status).toBe(201)
      const files = res.data.files as { id: string; url: string }[]
      stored.push(...files.map((f) => f.id))
      expect(files).toHaveLength(3)
      // our own names and extensions, under the local provider's /static
      expect(files.map((f) => new URL(f.url).pathname)).toEqual([
        expect.stringMatching(
          /^\/static\/\d+-goods-mer_\w+-[0-9a-f]{12}\.png$/
        ),
        expect.stringMatching(
          /^\/static\/\d+-goods-mer_\w+-[0-9a-f]{12}\.mp4$/
        ),
        expect.stringMatching(
          /^\/static\/\d+-goods-mer_\w+-[0-9a-f]{12}\.webm$/
        ),
      ])
      for (const f of files) expect(f.id).toBe(f.url.split("/").pop())

      const served = await api.get(new URL(files[0].url).pathname, {
        responseType: "arraybuffer",
      })
      expect(served.status).toBe(200)
      expect(served.headers["content-type"]).toMatch(/^image\/png/)
      expect(Buffer.from(served.data).equals(PNG)).toBe(true)
      const video = await api.get(new URL(files[1].url).pathname, {
        responseType: "arraybuffer",
      })
      expect(video.headers["content-type"]).toMatch(/^video\/mp4/)

      // the goods take the uploaded addresses
      const goods = await api.post(
        "/store/merchant/goods",
        {
          title: "Oolong",
          images: [files[0].url],
          video: files[1].url,
          specs: [{ name: "250 g", price: "20" }],
        },
        as("alice")
      )
      expect(goods.data.goods).toMatchObject({
        images: [files[0].url],
        video: files[1].url,
      })
    })

    it("refuses what is no picture or video, too large, too many or nothing, by content", async () => {
      const refusal = async (call: Promise<unknown>) =>
        errorAnswer(
          await call.then(
            (r) => {
              throw new Error(`accepted: ${JSON.stringify(r)}`)
            },
            (e) => e
          )
        )
      const text = await refusal(
        upload(
          [
            png(),
            {
              content: Buffer.from("just some text, not a picture\n"),
              filename: "photo.png",
              type: "image/png",
            },
          ],
          as("alice")
        )
      )
      expect(text.status).toBe(400)
      expect(text.data).toEqual({
        code: "upload_type_invalid",
        message: "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM",
        field: "files",
      })
      const svg = await refusal(
        upload(
          [
            {
              content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
              filename: "x.svg",
              type: "image/svg+xml",
            },
          ],
          as("alice")
        )
      )
      expect(svg.data.code).toBe("upload_type_invalid")

      // a PNG over the pictures' 5 MB (under the videos' 50 MB)
      const big = await refusal(
        upload(
          [
            {
              content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
              filename: "big.png",
              type: "image/png",
            },
          ],
          as("alice")
        )
      )
      expect(big.status).toBe(413)
      expect(big.data).toEqual({
        code: "upload_too_large",
        message: "Pictures may be at most 5 MB, videos at most 50 MB",
        field: "files",
      })

      const many = await refusal(
        upload(
          Array.from({ length: 11 }, (_, i) => png(`${i}.png`)),
          as("alice")
        )
      )
      expect(many.status).toBe(400)
      expect(many.data).toMatchObject({
        code: "upload_too_many_files",
        field: "files",
      })

      const none = await refusal(upload([], as("alice")))
      expect(none.status).toBe(400)
      expect(none.data.code).toBe("upload_required")
      const wrongField = await refusal(upload([png()], as("alice"), "file"))
      expect(wrongField.status).toBe(400)
      expect(wrongField.data.code).toBe("upload_required")
    })

    it("refuses members without a passed merchant account and requests without a token", async () => {
      const carol = await upload([png()], as("carol")).catch(errorAnswer)
      expect(carol.status).toBe(403)
      expect(carol.data).toEqual({
        code: "merchant_license_missing",
        message: "No license at present",
      })
      const anonymous = await upload([png()], store).catch(errorAnswer)
      expect(anonymous.status).toBe(401)
    })
  },
})
