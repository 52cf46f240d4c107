import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react"
import { useTranslation } from "react-i18next"

type Kind = "success" | "info" | "error"
type Toast = { id: number; kind: Kind; message: string }

const ToastContext = createContext<(kind: Kind, message: string) => void>(
  () => {}
)

const STYLE: Record<Kind, string> = {
  success: "bg-emerald-700 text-white",
  info: "bg-slate-800 text-white",
  error: "bg-red-700 text-white",
}

/**
 * Success and failure messages that a screen reader announces: polite for news,
 * assertive for errors. Each goes after a few seconds or when dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((x) => x.id !== id)),
    []
  )
  const show = useCallback(
    (kind: Kind, message: string) => {
      const id = next.current++
      setToasts((list) => [...list.slice(-2), { id, kind, message }])
      setTimeout(() => dismiss(id), kind === "error" ? 8000 : 5000)
    },
    [dismiss]
  )
  const region = (kinds: Kind[], live: "polite" | "assertive") => (
    <div
      aria-live={live}
      role={live === "assertive" ? "alert" : "status"}
      className="space-y-2"
    >
      {toasts
        .filter((x) => kinds.includes(x.kind))
        .map((x) => (
          <div
            key={x.id}
            data-testid={`toast-${x.kind}`}
            className={`flex items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${STYLE[x.kind]}`}
          >
            <p className="flex-1">{x.message}</p>
            <button
              type="button"
              onClick={() => dismiss(x.id)}
              aria-label={t("wallet.dismiss")}
              className="rounded px-1 font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
            >
              ×
            </button>
          </div>
        ))}
    </div>
  )
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto max-w-md px-4 md:bottom-6 [&_div]:pointer-events-auto">
        {region(["success", "info"], "polite")}
        {region(["error"], "assertive")}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast() {
  const show = useContext(ToastContext)
  return useMemo(
    () => ({
      success: (m: string) => show("success", m),
      info: (m: string) => show("info", m),
      error: (m: string) => show("error", m),
    }),
    [show]
  )
}
