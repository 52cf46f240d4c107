/** The contract's error body (`@uuc/errors`). */
export type ApiError = { code?: string; message?: string; field?: string }

/**
 * A POST that keeps the error body (`{ code, message, field }`): forms point at
 * the field the server refused, which the js-sdk's FetchError drops.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {}
): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw data as ApiError
  return data as T
}

/** An error's message (the contract's `message`), or the error as text. */
export function errorMessage(e: unknown): string {
  if (e && typeof e === "object" && "message" in e)
    return String((e as { message: unknown }).message)
  return String(e)
}
