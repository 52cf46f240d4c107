/** The contract's error body (`@uuc/errors`). */
export type ApiError = { code?: string; message?: string; field?: string }

/** A staff step on one record, confirmed with the acting staff member's secondary password. */
export type GuardedStep = { id: string; secondary_password: string }

/**
 * A POST that keeps the error body (`{ code, message, field }`): forms point at
 * the field the server refused, which the js-sdk's FetchError drops. With the
 * money routes' Idempotency-Key when `idempotencyKey` is given.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey?: string
): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: {
      "content-type": "application/json",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw data as ApiError
  return data as T
}
