/**
 * Who may call which admin route: the one table the `/admin` middleware enforces
 * (api/staff-role.ts) and the authorization matrix test walks. Every route a plugin
 * of this app serves under /admin and /store has an entry; the test fails when one
 * is missing, so the table cannot lag behind the code.
 */

export const STAFF_ROLES = ["owner", "finance", "support", "content"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Every staff role (routes the dashboard needs to load, or one's own access). */
const ALL: readonly StaffRole[] = STAFF_ROLES
const FINANCE: readonly StaffRole[] = ["owner", "finance"]
const SUPPORT: readonly StaffRole[] = ["owner", "support"]
/** Reading a member: support (members) and finance (balances, adjustments). */
const MEMBER_READ: readonly StaffRole[] = ["owner", "finance", "support"]
const CONTENT: readonly StaffRole[] = ["owner", "support", "content"]
const OWNER: readonly StaffRole[] = ["owner"]
/** The shop's catalogue: goods and their listing. */
const CATALOG: readonly StaffRole[] = ["owner", "content"]

export type AdminRule = {
  method: string
  path: string
  roles: readonly StaffRole[]
}

const rule = (
  method: string,
  path: string,
  roles: readonly StaffRole[]
): AdminRule => ({ method, path, roles })

/** The admin routes of this app's plugins. */
export const ADMIN_ROUTES: readonly AdminRule[] = [
  // content
  rule("GET", "/admin/notices", CONTENT),
  rule("POST", "/admin/notices", CONTENT),
  rule("GET", "/admin/notices/:id", CONTENT),
  rule("POST", "/admin/notices/:id", CONTENT),
  rule("DELETE", "/admin/notices/:id", CONTENT),
  rule("POST", "/admin/notices/:id/publish", CONTENT),
  rule("POST", "/admin/notices/:id/unpublish", CONTENT),
  rule("GET", "/admin/guide", CONTENT),
  rule("POST", "/admin/guide/:id", CONTENT),
  // members and staff
  rule("GET", "/admin/members", MEMBER_READ),
  rule("GET", "/admin/members/:id", MEMBER_READ),
  rule("POST", "/admin/members/:id", SUPPORT),
  rule("GET", "/admin/members/:id/audit", MEMBER_READ),
  rule("POST", "/admin/members/:id/impersonate", SUPPORT),
  rule("GET", "/admin/member-settings", ALL),
  rule("GET", "/admin/staff", OWNER),
  rule("POST", "/admin/staff", OWNER),
  rule("GET", "/admin/staff/:id", OWNER),
  rule("POST", "/admin/staff/:id", OWNER),
  rule("POST", "/admin/staff/:id/role", OWNER),
  rule("GET", "/admin/staff-access", ALL),
  // the generated API reference (docs/api.md)
  rule("GET", "/admin/openapi.json", ALL),
  rule("GET", "/admin/audit", OWNER),
  rule("GET", "/admin/audit/export", OWNER),
  // network
  rule("GET", "/admin/network/search", MEMBER_READ),
  rule("GET", "/admin/network/tree", MEMBER_READ),
  // ledger
  rule("GET", "/admin/chain-addresses", FINANCE),
  rule("POST", "/admin/chain-addresses", FINANCE),
  rule("GET", "/admin/chain-watch", FINANCE),
  rule("GET", "/admin/chain-reconciliations", FINANCE),
  rule("POST", "/admin/chain-reconciliations", FINANCE),
  rule("GET", "/admin/chain-reconciliations/:id/differences", FINANCE),
  rule("GET", "/admin/chain-reconciliations/:id/differences/export", FINANCE),
  rule(
    "POST",
    "/admin/chain-reconciliations/:id/differences/:difference_id/resolve",
    FINANCE
  ),
  rule("GET", "/admin/deposit-addresses", FINANCE),
  rule("GET", "/admin/recharge-links", FINANCE),
  rule("POST", "/admin/recharge-links", FINANCE),
  rule("POST", "/admin/recharge-links/:id", FINANCE),
  rule("DELETE", "/admin/recharge-links/:id", FINANCE),
  rule("GET", "/admin/recharges", FINANCE),
  rule("POST", "/admin/recharges/:id/confirm", FINANCE),
  rule("POST", "/admin/recharges/:id/reject", FINANCE),
  rule("GET", "/admin/withdrawals", FINANCE),
  rule("POST", "/admin/withdrawals/:id/approve", FINANCE),
  rule("POST", "/admin/withdrawals/:id/reject", FINANCE),
  rule("POST", "/admin/withdrawals/:id/payout", FINANCE),
  rule("GET", "/admin/token-price", FINANCE),
  rule("POST", "/admin/token-price", FINANCE),
  rule("GET", "/admin/ledger/accounts", FINANCE),
  rule("GET", "/admin/ledger/customers/:id", FINANCE),
  rule("GET", "/admin/ledger/postings", FINANCE),
  rule("GET", "/admin/ledger/postings/export", FINANCE),
  rule("GET", "/admin/ledger/verify", FINANCE),
  rule("GET", "/admin/members/:id/balances", MEMBER_READ),
  rule("GET", "/admin/members/:id/adjustments", MEMBER_READ),
  rule("POST", "/admin/members/:id/adjustments", FINANCE),
  rule("GET", "/admin/adjustment-reviews", FINANCE),
  rule("POST", "/admin/adjustment-reviews/:id/approve", FINANCE),
  rule("POST", "/admin/adjustment-reviews/:id/reject", FINANCE),
  // rewards: the plan and the daily top are the owner's; money reviews finance's
  rule("GET", "/admin/plan", FINANCE),
  rule("POST", "/admin/plan", OWNER),
  rule("GET", "/admin/plan/versions", FINANCE),
  rule("GET", "/admin/plan/versions/:version", FINANCE),
  rule("POST", "/admin/simulations", FINANCE),
  rule("GET", "/admin/reports/income-disclosure", FINANCE),
  rule("GET", "/admin/bonus-records", FINANCE),
  rule("GET", "/admin/bonus-records/export", FINANCE),
  rule("GET", "/admin/loans", FINANCE),
  rule("POST", "/admin/loans/:id/approve", FINANCE),
  rule("POST", "/admin/loans/:id/reject", FINANCE),
  rule("POST", "/admin/daily-top/:day/run", OWNER),
  rule("GET", "/admin/activations", FINANCE),
  rule("POST", "/admin/activations/:id/refund", FINANCE),
  rule("GET", "/admin/stuck-operations", FINANCE),
  rule("POST", "/admin/stuck-operations/:id/retry", FINANCE),
  // impersonation sessions of a member (support ends them)
  rule("GET", "/admin/members/:id/impersonations", SUPPORT),
  // (audited by the members module in its own transaction)
  rule("POST", "/admin/members/:id/impersonations/:sid/end", SUPPORT),
  // shop: the catalogue is content's; orders are shipped by support and finance,
  // and a cancellation (a refund) is finance's
  rule("GET", "/admin/goods", CATALOG),
  rule("GET", "/admin/goods/:id", CATALOG),
  rule("POST", "/admin/goods", CATALOG),
  rule("POST", "/admin/goods/:id", CATALOG),
  rule("POST", "/admin/goods/:id/list", CATALOG),
  rule("POST", "/admin/goods/:id/unlist", CATALOG),
  rule("GET", "/admin/shop/orders", MEMBER_READ),
  rule("POST", "/admin/shop/orders/:id/ship", MEMBER_READ),
  rule("POST", "/admin/shop/orders/:id/cancel", FINANCE),
  // merchants: applications are reviewed by support
  rule("GET", "/admin/merchant-applications", SUPPORT),
  // (the merchants plugin audits its reviews through the members audit log)
  rule("POST", "/admin/merchant-applications/:id/approve", SUPPORT),
  rule("POST", "/admin/merchant-applications/:id/reject", SUPPORT),
  // notifications: the email deliveries and their failures, support's
  rule("GET", "/admin/notification-deliveries", SUPPORT),
]

/**
 * Medusa's own admin routes that every staff role needs for the dashboard to load
 * (who am I, the store, locales, feature flags, notifications, saved views). Every
 * other Medusa admin route (products, orders, settings, API keys, invites, …) is the
 * owner's: the fallback for a route without an entry.
 */
const DASHBOARD_ROUTES: readonly AdminRule[] = [
  rule("GET", "/admin/users/me", ALL),
  rule("GET", "/admin/stores", ALL),
  rule("GET", "/admin/stores/:id", ALL),
  rule("GET", "/admin/locales", ALL),
  rule("GET", "/admin/feature-flags", ALL),
  rule("GET", "/admin/notifications", ALL),
  rule("GET", "/admin/views/*", ALL),
]

/**
 * The /store routes of this app's plugins, for the matrix test: `public` (no login),
 * `member` (the caller's own data), `owned` (an id param naming the caller's own row:
 * another member's id must answer 4xx).
 */
export type StoreAccess = "public" | "member" | "owned"
export const STORE_ROUTES: Readonly<Record<string, StoreAccess>> = {
  "GET /store/captcha": "public",
  "GET /store/openapi.json": "public",
  "GET /store/captcha/audio": "public",
  "GET /store/plan/cards": "public",
  "GET /store/plan": "public",
  "POST /store/members/me/impersonation/end": "member",
  // The shop: carts and orders are checked per member by their own specs
  // (another member's cart or order answers 404).
  "POST /store/carts/:id/points": "member",
  "POST /store/carts/:id/checkout": "member",
  "POST /store/shop/uuc-carts": "member",
  "POST /store/carts/:id/uuc-line-items": "member",
  "POST /store/carts/:id/uuc-line-items/:line_id": "member",
  "POST /store/carts/:id/uuc-address": "member",
  // listed goods by price, for guests and members alike
  "GET /store/shop/products": "public",
  // the listed goods whose texts in any language hold the query
  "GET /store/shop/search": "public",
  "GET /store/shop/orders": "member",
  "POST /store/shop/orders/:id/receive": "member",
  "POST /store/shop/orders/:id/cancel": "member",
  // Merchants: a passed merchant's own goods and orders (merchants-goods.spec.ts
  // calls each with another merchant's ids).
  "POST /store/merchant-applications": "member",
  "GET /store/merchant-applications/me": "member",
  "GET /store/merchant/goods": "member",
  "POST /store/merchant/goods": "member",
  "GET /store/merchant/goods/:id": "member",
  "POST /store/merchant/goods/:id": "member",
  "GET /store/merchant/orders": "member",
  "POST /store/merchant/orders/:id/ship": "member",
  "POST /store/merchant/uploads": "member",
  "POST /store/members/register": "public",
  "POST /store/members/login": "public",
  "POST /store/members/password-reset": "public",
  "GET /store/members/me/security-question": "public",
  "GET /store/members/me": "member",
  "POST /store/members/me": "member",
  "POST /store/members/me/avatar": "member",
  "POST /store/members/me/password": "member",
  "POST /store/members/me/wallet-proof/challenge": "member",
  "POST /store/members/me/wallet-proof": "member",
  "POST /store/members/me/totp": "member",
  "POST /store/members/me/totp/confirm": "member",
  "POST /store/members/me/totp/disable": "member",
  // the member's own notifications (notifications.spec.ts: another's ids mark nothing)
  "GET /store/notifications": "member",
  "POST /store/notifications/read": "member",
  // email notifications: the member's own address, code and choices
  // (notifications-email.spec.ts: one member's code and choices leave another's
  // alone); the unsubscribe link needs no login, its token names the member
  "POST /store/notification-email": "member",
  "POST /store/notification-email/confirm": "member",
  "GET /store/notification-email/unsubscribe": "public",
  "GET /store/notification-preferences": "member",
  "POST /store/notification-preferences": "member",
  "GET /store/notices": "public",
  "GET /store/notices/:id": "public",
  "GET /store/guide": "public",
  "GET /store/chain-addresses": "public",
  "GET /store/token-price": "public",
  "GET /store/ledger/balances": "member",
  "GET /store/ledger/entries": "member",
  "GET /store/recharges": "member",
  "POST /store/recharges": "member",
  "GET /store/recharges/:id": "owned",
  "GET /store/deposit-addresses": "member",
  "GET /store/withdrawals": "member",
  "POST /store/withdrawals": "member",
  "GET /store/withdrawals/rules": "member",
  "GET /store/transfers": "member",
  "POST /store/transfers": "member",
  "GET /store/transfers/recipient": "member",
  "GET /store/exchanges": "member",
  "POST /store/exchanges": "member",
  "GET /store/burns": "member",
  "POST /store/burns": "member",
  "GET /store/low-pool": "member",
  "POST /store/low-pool": "member",
  "GET /store/network/team": "member",
  "GET /store/network/team/tree": "member",
  "GET /store/cards": "member",
  "POST /store/cards/activate": "member",
  "GET /store/activations": "member",
  "POST /store/activations/:id/refund": "owned",
  "GET /store/leaderboard": "member",
  "GET /store/loans": "member",
  "POST /store/loans": "member",
  "GET /store/bonus-records": "member",
}

/**
 * The dashboard's pages (`/app/…`) and the admin route each one needs: the menu
 * hides a page whose route the staff member's role does not open. Medusa's own
 * pages (orders, products, settings, …) are the owner's.
 */
export const PAGE_ROUTES: Readonly<Record<string, string>> = {
  "/app/notice": "GET /admin/notices",
  "/app/notice-add": "POST /admin/notices",
  "/app/guide": "GET /admin/guide",
  "/app/member": "GET /admin/members",
  "/app/user": "GET /admin/staff",
  "/app/audit": "GET /admin/audit",
  "/app/tree-child": "GET /admin/network/tree",
  "/app/recharge-add": "GET /admin/chain-addresses",
  "/app/recharge-record": "GET /admin/recharges",
  "/app/chain-watch": "GET /admin/chain-watch",
  "/app/uucaddr-record": "GET /admin/ledger/postings",
  "/app/cash-record": "GET /admin/withdrawals",
  "/app/balance-record": "GET /admin/ledger/postings",
  "/app/token-price": "GET /admin/token-price",
  "/app/adjustment-review": "GET /admin/adjustment-reviews",
  "/app/system": "GET /admin/plan",
  "/app/bonus-record": "GET /admin/bonus-records",
  "/app/apply-record": "GET /admin/loans",
  "/app/stuck-operations": "GET /admin/stuck-operations",
  "/app/goods-list": "GET /admin/goods",
  "/app/goods-add": "POST /admin/goods",
  "/app/goods-orders": "GET /admin/shop/orders",
  "/app/store-record": "GET /admin/merchant-applications",
  "/app/notification-deliveries": "GET /admin/notification-deliveries",
}
export const OWNER_PAGES = [
  "/app/orders",
  "/app/products",
  "/app/inventory",
  "/app/customers",
  "/app/promotions",
  "/app/price-lists",
  "/app/settings",
] as const

const segments = (path: string) =>
  path.replace(/\/+$/, "").split("/").filter(Boolean)

/** Whether a route pattern (`:param` one segment, a final `*` the rest) matches a path. */
function matchesPath(pattern: string, path: string): boolean {
  const p = segments(pattern)
  const s = segments(path)
  for (let i = 0; i < p.length; i++) {
    if (p[i] === "*") return s.length > i
    if (i >= s.length) return false
    if (p[i].startsWith(":")) continue
    if (p[i] !== s[i]) return false
  }
  return p.length === s.length
}

/** The rule for a request: exact segments win over params, so `/x/new` beats `/x/:id`. */
function findAdminRule(method: string, path: string): AdminRule | undefined {
  const m = method === "HEAD" ? "GET" : method
  const candidates = [...ADMIN_ROUTES, ...DASHBOARD_ROUTES].filter(
    (r) => r.method === m && matchesPath(r.path, path)
  )
  const params = (r: AdminRule) => (r.path.match(/[:*]/g) ?? []).length
  return candidates.sort((a, b) => params(a) - params(b))[0]
}

/** The roles that may call `method path` (a route without an entry: the owner only). */
export function rolesFor(method: string, path: string): readonly StaffRole[] {
  if (method === "OPTIONS") return ALL
  return findAdminRule(method, path)?.roles ?? OWNER
}

export const isStaffRole = (v: unknown): v is StaffRole =>
  typeof v === "string" && (STAFF_ROLES as readonly string[]).includes(v)
