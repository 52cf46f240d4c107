type Json = unknown

// Keys that would reach Object.prototype through a parsed JSON body.
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"])

const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === "object" && !Array.isArray(v)

/**
 * api.md's merge of a partial plan onto the one in force: objects merge key by
 * key, arrays and plain values replace. `undefined` leaves a key as it was.
 */
export function deepMerge(base: Json, patch: Json): Json {
  if (!isObject(base) || !isObject(patch)) return patch
  const out: Record<string, Json> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || FORBIDDEN.has(key)) continue
    out[key] = key in base ? deepMerge(base[key], value) : value
  }
  return out
}

/** JSON with object keys sorted: equal documents give equal text (jsonb reorders keys). */
export function canonicalJson(value: Json): string {
  const sort = (v: Json): Json =>
    Array.isArray(v)
      ? v.map(sort)
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])])
          )
        : v
  return JSON.stringify(sort(value))
}
