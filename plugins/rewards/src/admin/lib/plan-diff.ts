import { toFields, type PlanDoc } from "./plan-form"

export type PlanChange = {
  path: string
  kind: "changed" | "added" | "removed"
  before: string | null
  after: string | null
}

/**
 * What differs between two plan documents, leaf by leaf under its dotted path
 * (lists compared as a whole), in the newer document's key order. Pure.
 */
export function diffPlans(before: PlanDoc, after: PlanDoc): PlanChange[] {
  const old = new Map(toFields(before).map((f) => [f.path, f.text]))
  const changes: PlanChange[] = []
  for (const f of toFields(after)) {
    const was = old.get(f.path)
    old.delete(f.path)
    if (was === undefined)
      changes.push({ path: f.path, kind: "added", before: null, after: f.text })
    else if (was !== f.text)
      changes.push({
        path: f.path,
        kind: "changed",
        before: was,
        after: f.text,
      })
  }
  for (const [path, was] of old)
    changes.push({ path, kind: "removed", before: was, after: null })
  return changes
}
