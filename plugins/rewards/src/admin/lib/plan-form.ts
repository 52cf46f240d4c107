/**
 * The plan document as editable fields: every leaf (string, number, list) under
 * its dotted path, as text. Pure, so it is unit-tested.
 */
export type Leaf = string | number | (string | number)[]
export type PlanDoc = { [key: string]: Leaf | PlanDoc }
export type Field = {
  path: string
  kind: "string" | "number" | "strings" | "numbers"
  text: string
}

const isDoc = (v: unknown): v is PlanDoc =>
  v !== null && typeof v === "object" && !Array.isArray(v)

// Lists of numbers in the plan; an empty list can't tell its kind by itself.
const NUMBER_LISTS = new Set([
  "bonuses.layer.min_star",
  "withdrawal.closed_weekdays",
])

function kindOf(path: string, v: Leaf): Field["kind"] {
  if (Array.isArray(v))
    return NUMBER_LISTS.has(path) ||
      (v.length > 0 && v.every((x) => typeof x === "number"))
      ? "numbers"
      : "strings"
  return typeof v === "number" ? "number" : "string"
}

const asText = (v: Leaf) => (Array.isArray(v) ? v.join(", ") : String(v))

export function toFields(doc: PlanDoc, prefix = ""): Field[] {
  return Object.entries(doc).flatMap(([key, value]) => {
    const path = `${prefix}${key}`
    return isDoc(value)
      ? toFields(value, `${path}.`)
      : [{ path, kind: kindOf(path, value), text: asText(value) }]
  })
}

/** A field's text as the document value: numbers stay numbers ("" stays text, for the server to refuse). */
function parseField(field: Field, text: string): Leaf {
  const num = (s: string) =>
    s.trim() !== "" && !isNaN(Number(s)) ? Number(s) : s.trim()
  const list = text.trim() === "" ? [] : text.split(",").map((s) => s.trim())
  switch (field.kind) {
    case "number":
      return num(text)
    case "numbers":
      return list.map(num)
    case "strings":
      return list
    default:
      return text.trim()
  }
}

/** The partial document of the changed fields (what POST /admin/plan merges). */
export function patchOf(
  fields: Field[],
  edits: Record<string, string>
): PlanDoc {
  const patch: PlanDoc = {}
  for (const f of fields) {
    const text = edits[f.path]
    if (text === undefined || text === f.text) continue
    const keys = f.path.split(".")
    let node = patch
    keys.slice(0, -1).forEach((k) => {
      node[k] = isDoc(node[k]) ? node[k] : {}
      node = node[k] as PlanDoc
    })
    node[keys[keys.length - 1]] = parseField(f, text)
  }
  return patch
}

/** The top-level section a field belongs to. */
export const sectionOf = (path: string) => path.split(".")[0]
