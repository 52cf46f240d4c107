import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { type Call, stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const UPLOADED = "http://api.test/static/1700000000000-goods-mer_1-1.png"
const CATEGORIES = [
  { id: "pcat_tea", name: "Tea", handle: "tea" },
  { id: "pcat_cups", name: "Cups", handle: "cups" },
]

const existing = {
  id: "prod_1",
  title: "Oolong",
  description: null,
  category: { id: "pcat_tea", name: "Tea" },
  images: ["http://api.test/static/1-goods-mer_1-1.png"],
  video: null,
  status: "listed",
  points_discount: "5",
  specs: [
    {
      id: "v1",
      name: "250 g",
      price: "20.00",
      member_price: null,
      uuc_price: null,
    },
  ],
  created_at: "2026-11-23T10:00:00.000Z",
}

/** The merchant's API: goods, categories, uploads (`upload` answers them), saving. */
function merchantApi(
  upload: (call: Call) => {
    status?: number
    body: unknown
    delay?: number
    until?: Promise<unknown>
  } = () => ({
    body: { files: [{ id: UPLOADED.split("/").pop(), url: UPLOADED }] },
    delay: 30,
  })
) {
  return stubApi((call) => {
    const path = call.url.pathname
    if (path === "/store/product-categories")
      return { body: { product_categories: CATEGORIES } }
    if (path === "/store/merchant/uploads") return upload(call)
    if (path === "/store/merchant/goods" && call.method === "GET")
      return { body: { goods: [], count: 0 } }
    if (path === "/store/merchant/goods/prod_1" && call.method === "GET")
      return { body: { goods: existing } }
    if (path.startsWith("/store/merchant/goods") && call.method === "POST")
      return { status: 201, body: { goods: existing } }
  })
}

const png = (name = "IMG_0001.png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, {
    type: "image/png",
  })

const choose = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } })

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("/shop-add: pictures, video and category", () => {
  signedInMember("en-US")

  it("offers a picture picker and the phone's camera, no address fields", async () => {
    merchantApi()
    renderAt("/shop-add")
    const pictures = await screen.findByTestId("goods-pictures-input")
    expect(pictures.getAttribute("type")).toBe("file")
    expect(pictures.hasAttribute("multiple")).toBe(true)
    expect(pictures.getAttribute("accept")).toBe(
      "image/jpeg,image/png,image/webp,image/gif"
    )
    const camera = screen.getByTestId("goods-camera-input")
    expect(camera.getAttribute("capture")).toBe("environment")
    expect(screen.getByTestId("goods-video-input").getAttribute("accept")).toBe(
      "video/mp4,video/webm"
    )
    expect(screen.getByText("Choose pictures")).toBeTruthy()
    expect(screen.getByText("Take a photo")).toBeTruthy()
    expect(screen.queryByPlaceholderText("https://…")).toBeNull()
  })

  it("uploads a chosen picture, shows it pending, then previews it and can remove it", async () => {
    // the upload is held until the pending state was seen (the form learns of
    // it in an effect, a render after the tile: a fixed delay raced it under load)
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    const calls = merchantApi(() => ({
      body: { files: [{ id: UPLOADED.split("/").pop(), url: UPLOADED }] },
      until: held,
    }))
    renderAt("/shop-add")
    await screen.findByTestId("goods-pictures-input")
    choose("goods-pictures-input", [png()])
    // pending: a tile with the file's name, and the save button waits
    const pending = await screen.findByTestId("goods-upload-pending")
    expect(pending.textContent).toContain("Uploading…")
    expect(pending.textContent).toContain("IMG_0001.png")
    const save = screen.getByTestId("merchant-goods-save") as HTMLButtonElement
    await waitFor(() => expect(save.disabled).toBe(true))
    expect(save.textContent).toBe("Waiting for uploads…")
    release()

    const picture = await screen.findByAltText("Picture 1 of the goods")
    expect(picture.getAttribute("src")).toBe(UPLOADED)
    expect(screen.queryByTestId("goods-upload-pending")).toBeNull()
    await waitFor(() => expect(save.disabled).toBe(false))

    const upload = calls.find(
      (c) => c.url.pathname === "/store/merchant/uploads"
    )!
    expect(upload.method).toBe("POST")
    expect(upload.headers.get("authorization")).toMatch(/^Bearer /)
    expect(upload.headers.get("content-type")).toBeNull()
    const sent = (upload.body as FormData).getAll("files") as File[]
    expect(sent.map((f) => f.name)).toEqual(["IMG_0001.png"])

    fireEvent.click(screen.getByRole("button", { name: "Remove picture 1" }))
    expect(screen.queryByAltText("Picture 1 of the goods")).toBeNull()
  })

  it("refuses a wrong type or a too large file before uploading, with the translated message", async () => {
    const calls = merchantApi()
    renderAt("/shop-add")
    await screen.findByTestId("goods-pictures-input")
    choose("goods-pictures-input", [
      new File(["not a picture"], "notes.txt", { type: "text/plain" }),
    ])
    expect((await screen.findByTestId("error-goods-media")).textContent).toBe(
      "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM"
    )
    const big = png("big.png")
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 })
    choose("goods-pictures-input", [big])
    expect(screen.getByTestId("error-goods-media").textContent).toBe(
      "Pictures may be at most 5 MB, videos at most 50 MB"
    )
    const film = new File(["x"], "film.mov", { type: "video/quicktime" })
    choose("goods-video-input", [film])
    expect(screen.getByTestId("error-goods-media").textContent).toBe(
      "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM"
    )
    expect(
      calls.some((c) => c.url.pathname === "/store/merchant/uploads")
    ).toBe(false)
  })

  it("shows the server's refusal of a file in the member's words", async () => {
    merchantApi(() => ({
      status: 400,
      body: {
        code: "upload_type_invalid",
        message: "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM",
        field: "files",
      },
    }))
    renderAt("/shop-add")
    await screen.findByTestId("goods-pictures-input")
    // a phone that sends no type: the server decides by the content
    choose("goods-camera-input", [new File(["??"], "photo", { type: "" })])
    expect((await screen.findByTestId("error-goods-media")).textContent).toBe(
      "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM"
    )
    expect(screen.queryByAltText("Picture 1 of the goods")).toBeNull()
  })

  it("uploads a video and previews it from the platform's address", async () => {
    const url = "http://api.test/static/1-goods-mer_1-1.mp4"
    merchantApi(() => ({
      body: { files: [{ id: "1-goods-mer_1-1.mp4", url }] },
    }))
    renderAt("/shop-add")
    await screen.findByTestId("goods-video-input")
    choose("goods-video-input", [
      new File(["...."], "clip.mp4", { type: "video/mp4" }),
    ])
    const video = await screen.findByTestId("goods-video")
    expect(video.getAttribute("src")).toBe(url)
    fireEvent.click(screen.getByRole("button", { name: "Remove the video" }))
    expect(screen.queryByTestId("goods-video")).toBeNull()
  })

  it("lists the store's categories and sends the chosen one with the pictures", async () => {
    const calls = merchantApi()
    renderAt("/shop-add")
    const select = (await screen.findByLabelText(
      "Category"
    )) as HTMLSelectElement
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent)
      ).toEqual(["No category", "Tea", "Cups"])
    )
    expect(select.value).toBe("")
    fireEvent.change(select, { target: { value: "pcat_cups" } })
    choose("goods-pictures-input", [png()])
    await screen.findByAltText("Picture 1 of the goods")
    fill("Title", "Gaiwan")
    fill("Specification", "White")
    fill("Price (USD)", "12.5")
    fireEvent.click(screen.getByTestId("merchant-goods-save"))
    await waitFor(() =>
      expect(
        calls.find(
          (c) =>
            c.method === "POST" && c.url.pathname === "/store/merchant/goods"
        )
      ).toBeTruthy()
    )
    const saved = calls.find(
      (c) => c.method === "POST" && c.url.pathname === "/store/merchant/goods"
    )!
    expect(saved.body).toMatchObject({
      title: "Gaiwan",
      category: "pcat_cups",
      images: [UPLOADED],
      video: null,
      specs: [{ name: "White", price: "12.5" }],
    })
  })

  it("keeps an edited goods' category and pictures", async () => {
    merchantApi()
    renderAt("/shop-add?id=prod_1")
    const select = (await screen.findByLabelText(
      "Category"
    )) as HTMLSelectElement
    await waitFor(() => expect(select.value).toBe("pcat_tea"))
    expect(
      screen.getByAltText("Picture 1 of the goods").getAttribute("src")
    ).toBe(existing.images[0])
  })

  it("checks the form itself: its own messages under the fields, not the browser's", async () => {
    const calls = merchantApi()
    renderAt("/shop-add")
    const form = await screen.findByTestId("merchant-goods-form")
    expect(form.hasAttribute("novalidate")).toBe(true)
    fill("Points discount per unit", "lots")
    fireEvent.click(screen.getByTestId("merchant-goods-save"))
    expect((await screen.findByTestId("error-title")).textContent).toBe(
      "This field is required"
    )
    expect(screen.getByTestId("error-spec-name-0").textContent).toBe(
      "This field is required"
    )
    expect(screen.getByTestId("error-spec-price-0").textContent).toBe(
      "This field is required"
    )
    expect(screen.getByTestId("error-points_discount").textContent).toBe(
      "Enter a number of points, such as 5"
    )
    await waitFor(() => expect(document.activeElement?.id).toBe("title"))
    fill("Price (USD)", "0")
    fireEvent.click(screen.getByTestId("merchant-goods-save"))
    expect((await screen.findByTestId("error-spec-price-0")).textContent).toBe(
      "Enter a price above zero, such as 12.50"
    )
    expect(calls.some((c) => c.method === "POST")).toBe(false)
  })

  it("puts the server's refusal of the category under the category field", async () => {
    stubApi((call) => {
      const path = call.url.pathname
      if (path === "/store/product-categories")
        return { body: { product_categories: CATEGORIES } }
      if (path === "/store/merchant/goods" && call.method === "GET")
        return { body: { goods: [], count: 0 } }
      if (path === "/store/merchant/goods")
        return {
          status: 400,
          body: {
            code: "category_not_found",
            message: "This category does not exist",
            field: "category",
          },
        }
    })
    renderAt("/shop-add")
    const select = (await screen.findByLabelText(
      "Category"
    )) as HTMLSelectElement
    await waitFor(() => expect(select.disabled).toBe(false))
    fireEvent.change(select, { target: { value: "pcat_tea" } })
    fill("Title", "Gaiwan")
    fill("Specification", "White")
    fill("Price (USD)", "12.5")
    fireEvent.click(screen.getByTestId("merchant-goods-save"))
    expect(
      (await screen.findByTestId("error-goods-category")).textContent
    ).toBe("This category does not exist")
    expect(select.getAttribute("aria-invalid")).toBe("true")
  })
})

describe("/shop-add in Portuguese", () => {
  signedInMember("pt-BR")

  it("translates the picker, the category field and the messages", async () => {
    merchantApi()
    renderAt("/shop-add")
    await screen.findByText("Escolher imagens")
    expect(screen.getByText("Tirar uma foto")).toBeTruthy()
    expect(await screen.findByLabelText("Categoria")).toBeTruthy()
    const big = png("grande.png")
    Object.defineProperty(big, "size", { value: 6 * 1024 * 1024 })
    choose("goods-pictures-input", [big])
    expect((await screen.findByTestId("error-goods-media")).textContent).toBe(
      "As imagens podem ter no máximo 5 MB, e os vídeos, 50 MB"
    )
  })
})
