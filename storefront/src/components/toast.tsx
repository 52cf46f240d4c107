import { useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"

type Kind = "success" | "info" | "error"
export type Toast = { id: number; kind: Kind; message: string }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/**
 * Shows a short message; screen readers announce it (errors assertively). A success
 * takes away the error toasts still shown: they spoke of an attempt that has since
 * succeeded, and an old "wrong password" beside "Done" reads as if both were true.
 */
export function toast(kind: Kind, message: string, ms?: number) {
  const id = nextId++
  const kept =
    kind === "success" ? toasts.filter((x) => x.kind !== "error") : toasts
  toasts = [...kept.slice(-2), { id, kind, message }]
  emit()
  const life = ms ?? (kind === "error" ? 8000 : 5000)
  if (life > 0) setTimeout(() => dismissToast(id), life)
  return id
}

const TOASTS = {
  success: (m: string) => toast("success", m),
  info: (m: string) => toast("info", m),
  error: (m: string) => toast("error", m),
}

/** The same toasts as an object, for components that prefer a hook. */
export function useToast() {
  return TOASTS
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

const STYLE: Record<Kind, string> = {
  success: "bg-emerald-700 text-white",
  info: "bg-slate-900 text-white",
  error: "bg-red-700 text-white",
}

/**
 * The toasts, above the phone tab bar. The live regions are always in the page so
 * that what is added to them is announced: polite for news, assertive for errors.
 */
export function Toaster() {
  const { t } = useTranslation()
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts
  )
  const region = (kinds: Kind[], live: "polite" | "assertive") => (
    <div
      role={live === "assertive" ? "alert" : "status"}
      aria-live={live}
      className="flex flex-col gap-2"
    >
      {list
        .filter((x) => kinds.includes(x.kind))
        .map((x) => (
          <div
            key={x.id}
            data-testid={`toast-${x.kind}`}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${STYLE[x.kind]}`}
          >
            <p className="flex-1">{x.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(x.id)}
              aria-label={t("toast.dismiss")}
              className="-me-1 rounded px-1 text-white/80 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  )
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto flex max-w-md flex-col gap-2 px-4 md:bottom-6">
      {region(["error"], "assertive")}
      {region(["success", "info"], "polite")}
    </div>
  )
}
