/**
 * The plan document as editable fields: every leaf (string, number, list) under
 * its dotted path, as text. Pure, so it is unit-tested.
 */
export type Leaf = string | number | boolean | (string | number)[]
export type PlanDoc = { [key: string]: Leaf | PlanDoc }
export type Field = {
  path: string
  kind: "string" | "number" | "strings" | "numbers" | "boolean"
  text: string
}

/**
 * Optional switches of the plan, shown (off) where their section is although a
 * document may leave them out; sent only when changed.
 */
const FLAGS: Record<string, boolean> = {
  "settlement.before_refund_window": false,
}

/** Whether a shown switch is on: bonuses may settle inside the refund window. */
export const settlesBeforeRefundWindow = (
  fields: Field[],
  edits: Record<string, string>
) => {
  const f = fields.find((x) => x.path === "settlement.before_refund_window")
  return (f && (edits[f.path] ?? f.text)) === "true"
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
  if (typeof v === "boolean") return "boolean"
  return typeof v === "number" ? "number" : "string"
}

const asText = (v: Leaf) => (Array.isArray(v) ? v.join(", ") : String(v))

export function toFields(doc: PlanDoc, prefix = ""): Field[] {
  const fields = Object.entries(doc).flatMap(([key, value]) => {
    const path = `${prefix}${key}`
    return isDoc(value)
      ? toFields(value, `${path}.`)
      : [{ path, kind: kindOf(path, value), text: asText(value) }]
  })
  if (prefix) return fields
  // a switch the document leaves out, in a section it has: shown off
  const parentOf = (path: string) =>
    path
      .split(".")
      .slice(0, -1)
      .reduce<Leaf | PlanDoc | undefined>(
        (node, key) =>
          node !== undefined && isDoc(node) ? node[key] : undefined,
        doc
      )
  const missing = Object.entries(FLAGS).filter(
    ([path]) => isDoc(parentOf(path)) && !fields.some((f) => f.path === path)
  )
  return [
    ...fields,
    ...missing.map(([path, value]) => ({
      path,
      kind: "boolean" as const,
      text: String(value),
    })),
  ]
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
    case "boolean":
      // anything but true/false goes as text, for the server to refuse
      return text === "true" ? true : text === "false" ? false : text.trim()
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
