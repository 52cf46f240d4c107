import { Component, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { Header } from "./layout/header"

/** What a member sees when a screen could not load: the message and a Reload button. */
function LoadFailed() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
      data-testid="load-failed"
    >
      <h2 className="text-lg font-semibold">{t("load.title")}</h2>
      <p className="mt-2 text-sm">{t("load.body")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        data-testid="load-reload"
      >
        {t("load.reload")}
      </button>
    </div>
  )
}

type Props = { children: ReactNode; resetKey: string; fallback?: ReactNode }

class Boundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidUpdate(prev: Props) {
    // Another route is another chance: its chunk may load.
    if (prev.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false })
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <LoadFailed />
    return this.props.children
  }
}

/** Catches a screen that failed to load or render, instead of a white page. */
export function LoadErrorBoundary({
  children,
  fallback,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  const { pathname } = useLocation()
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  )
}

/** For screens outside the layout (login, notices, not found): the header and the message. */
export function LoadFailedScreen() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <LoadFailed />
      </main>
    </div>
  )
}
