import { asFailure } from "./api-error"

/**
 * A list the member waits for: one quick retry of a dropped connection or a
 * server error, none of a refusal (a 4xx answers the same again), so a failure
 * shows its message and retry button within about a second, not after React
 * Query's three retries (1 + 2 + 4 s) under a skeleton.
 */
export const failFast = {
  retry: (failures: number, error: unknown) => {
    const status = asFailure(error).status
    return failures < 1 && !(status !== undefined && status < 500)
  },
  retryDelay: 400,
}

/** Why a list did not load: no answer at all (the connection), or the server's failure. */
export function loadFailure(error: unknown): "offline" | "server" | "other" {
  const status = asFailure(error).status
  if (status === undefined) return "offline"
  return status >= 500 ? "server" : "other"
}
