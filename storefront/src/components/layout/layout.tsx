import { Suspense } from "react"
import { Outlet } from "react-router-dom"
import { LoadErrorBoundary } from "../load-error-boundary"
import { Skeleton } from "../status"
import { BottomTabs } from "./bottom-tabs"
import { Footer } from "./footer"
import { Header } from "./header"
import { ImpersonationBanner } from "./impersonation-banner"

/** The shared layout of every screen but the ones the spec shows without it. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* One sticky block: a staff session's banner stays in view with the header. */}
      <div className="sticky top-0 z-40">
        <ImpersonationBanner />
        <Header />
      </div>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {/* A screen that fails to load keeps the layout around its message. */}
        <LoadErrorBoundary>
          <Suspense fallback={<Skeleton />}>
            <Outlet />
          </Suspense>
        </LoadErrorBoundary>
      </main>
      <Footer />
      <BottomTabs />
    </div>
  )
}
