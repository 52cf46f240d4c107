import { useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"

export type Toast = { id: number; kind: "success" | "error"; message: string }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Shows a short message; screen readers announce it (errors assertively). */
export function toast(kind: Toast["kind"], message: string, ms = 5000) {
  const id = nextId++
  toasts = [...toasts.slice(-2), { id, kind, message }]
  emit()
  if (ms > 0) setTimeout(() => dismissToast(id), ms)
  return id
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/**
 * The toasts, above the phone tab bar. The two live regions are always in the page
 * so that what is added to them is announced.
 */
export function Toaster() {
  const { t } = useTranslation()
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts
  )
  const region = (kind: Toast["kind"]) => (
    <div
      role={kind === "error" ? "alert" : "status"}
      aria-live={kind === "error" ? "assertive" : "polite"}
      className="flex flex-col gap-2"
    >
      {list
        .filter((x) => x.kind === kind)
        .map((x) => (
          <div
            key={x.id}
            data-testid={`toast-${kind}`}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${kind === "error" ? "bg-red-700 text-white" : "bg-slate-900 text-white"}`}
          >
            <p className="flex-1">{x.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(x.id)}
              aria-label={t("toast.dismiss")}
              className="-me-1 rounded px-1 text-white/80 hover:text-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  )
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto flex max-w-md flex-col gap-2 px-4 md:bottom-6">
      {region("error")}
      {region("success")}
    </div>
  )
}
