import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { vi } from "vitest"
import { AppRoutes } from "../app-routes"
import { initSdk } from "../lib/sdk"

const BACKEND = "http://api.test"

/**
 * Renders the app's routes at a path, with a fresh cache that does not retry
 * (`queries`: other defaults, `{}` for React Query's own, as the app runs).
 */
export function renderAt(
  path: string,
  { queries = { retry: false } }: { queries?: object } = {}
) {
  initSdk({ backendUrl: BACKEND, publishableKey: "pk_test" })
  const client = new QueryClient({ defaultOptions: { queries } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>
  )
}

type Reply = { status?: number; body: unknown }

/** Replaces `fetch` with answers chosen per request; returns the mock to inspect calls. */
export function mockApi(answer: (url: URL, init: RequestInit) => Reply) {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const { status = 200, body } = answer(url, init ?? {})
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      })
    }
  )
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}

/** The headers the js-sdk sent with a mocked call. */
export function headersOf(call: unknown[]) {
  const init = call[1] as RequestInit | undefined
  return new Headers(init?.headers)
}

/** A member token whose `exp` is an hour ahead (the client reads only `exp`). */
export function liveToken(extra: object = {}) {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...extra })
  )
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
  return `h.${payload}.s`
}

/** A member as `GET /store/members/me` answers it. */
export function memberFixture(over: object = {}) {
  return {
    id: "mem_1",
    username: "alice",
    nickname: "Alice",
    phone: "+55 11 91234-5678",
    wallet_address: null,
    avatar_url: null,
    status: "normal",
    sponsor: "root",
    card: null,
    active: false,
    star_level: 0,
    team_level: 0,
    direct_count: 0,
    team_size: 1,
    impersonated_by: null,
    wallet_verified_at: null,
    ...over,
  }
}

const ZERO_BALANCES = {
  USDT: "0.00000000",
  USDT_HELD: "0.00000000",
  UUC: "0.00000000",
  UUC_POOL: "0.00000000",
  POINTS: "0.00000000",
}

const EMPTY_BOARD = {
  day: "2026-11-22",
  timezone: "UTC",
  first_place_min: 3,
  standings: [],
  me: { rank: null, count: 0 },
}

/** What the dashboard asks for: the member, the balances, the latest notices. */
export const dashboardAnswer =
  (member: object = memberFixture()) =>
  (url: URL): Reply => {
    if (url.pathname === "/store/members/me") return { body: { member } }
    if (url.pathname === "/store/ledger/balances")
      return { body: { balances: ZERO_BALANCES } }
    if (url.pathname === "/store/leaderboard") return { body: EMPTY_BOARD }
    return { body: { notices: [], count: 0, limit: 10, offset: 0 } }
  }
