import { lazy, Suspense } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { Skeleton } from "./components/status"
import { Layout } from "./components/layout/layout"

const HomePage = lazy(() => import("./routes/home/home-page"))
const GuidePage = lazy(() => import("./routes/guide/guide-page"))
const NoticePage = lazy(() => import("./routes/notice/notice-page"))
const NotFoundPage = lazy(() => import("./routes/not-found/not-found-page"))

/** The seed's routes that exist so far; each feature adds its own. */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className="p-4">
          <Skeleton />
        </div>
      }
    >
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route element={<Layout />}>
          <Route path="/home" element={<HomePage />} />
          <Route path="/guide" element={<GuidePage />} />
        </Route>
        <Route path="/notice/detail" element={<NoticePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
