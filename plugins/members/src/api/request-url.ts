import { canonicalUrl } from "@uuc/errors"
import { onRequestEntry } from "./request-entry"

let installed = false
/**
 * Every request's URL in its canonical form before Express reads it: Express
 * matches `/store/%63arts` and `/store//carts` against no route, while a
 * middleware mounted higher up (`/store/carts/:id`, `/admin`) still runs for
 * them, so one spelling could meet a guard and another none. With doubled
 * slashes collapsed and escapes of unreserved characters decoded (@uuc/errors
 * `canonicalUrl`), every spelling of a path reaches the same middlewares and the
 * same route. Set where requests enter (request-entry.ts): a middleware would
 * come after Medusa's own (its authentication is mounted by path too).
 */
export function canonicalRequestUrls() {
  if (installed) return
  installed = true
  onRequestEntry((req) => {
    if (req.url) req.url = canonicalUrl(req.url)
  })
}
