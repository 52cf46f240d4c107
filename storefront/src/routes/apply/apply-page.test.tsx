import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const application = (status: string, reason: string | null = null) => ({
  id: "mapp_1",
  status,
  description: "Tea from Fujian",
  reason,
  reviewed_at: null,
  created_at: "2026-11-23T10:00:00.000Z",
})

function standing(star_level: number, app: unknown = null, merchant = null) {
  return {
    conditions: { min_star: 5, star_level, met: star_level >= 5 },
    application: app,
    merchant,
  }
}

describe("/apply", () => {
  signedInMember("en-US")

  it("below the star level shows the conditions and the seed's message, and no form", async () => {
    const calls = stubApi((call) =>
      call.url.pathname === "/store/merchant-applications/me"
        ? { body: standing(3) }
        : undefined
    )
    renderAt("/apply")
    expect(
      (await screen.findByTestId("merchant-conditions")).textContent
    ).toContain("5-star account")
    expect(screen.getByTestId("merchant-not-met").textContent).toBe(
      "You currently have no conditions met"
    )
    expect(screen.queryByTestId("merchant-submit")).toBeNull()
    expect(calls.some((c) => c.method === "POST")).toBe(false)
  })

  it("at the star level sends the description, then shows the pending status", async () => {
    let sent = false
    const calls = stubApi((call) => {
      if (call.method === "POST") {
        sent = true
        return { status: 201, body: { application: application("pending") } }
      }
      if (call.url.pathname === "/store/merchant-applications/me")
        return {
          body: standing(5, sent ? application("pending") : null),
        }
    })
    renderAt("/apply")
    fireEvent.change(await screen.findByLabelText("What will you sell?"), {
      target: { value: "  Tea from Fujian " },
    })
    fireEvent.click(screen.getByTestId("merchant-submit"))
    expect(
      (await screen.findByTestId("merchant-application")).textContent
    ).toContain("Pending review")
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      description: "Tea from Fujian",
    })
    await waitFor(() =>
      expect(screen.queryByTestId("merchant-submit")).toBeNull()
    )
  })

  it("shows a rejection with its reason and offers to apply again", async () => {
    stubApi((call) =>
      call.url.pathname === "/store/merchant-applications/me"
        ? { body: standing(5, application("rejected", "Photos missing")) }
        : undefined
    )
    renderAt("/apply")
    const status = await screen.findByTestId("merchant-application")
    expect(status.textContent).toContain("Rejected")
    expect(status.textContent).toContain("Photos missing")
    expect(screen.getByTestId("merchant-submit").textContent).toBe(
      "Apply again"
    )
  })
})
