import { Suspense } from "react"
import { Route, Routes } from "react-router-dom"
import { Skeleton } from "./components/status"
import { Layout } from "./components/layout/layout"
import { RequireMember } from "./components/require-member"
import { Toaster } from "./components/toast"
import { lazy } from "./lib/lazy-page"
import {
  LoadErrorBoundary,
  LoadFailedScreen,
} from "./components/load-error-boundary"
import { RouteAnnouncer } from "./components/route-announcer"

const HomePage = lazy(() => import("./routes/home/home-page"))
const GuidePage = lazy(() => import("./routes/guide/guide-page"))
const NoticePage = lazy(() => import("./routes/notice/notice-page"))
const NotFoundPage = lazy(() => import("./routes/not-found/not-found-page"))
const LoginPage = lazy(() => import("./routes/login/login-page"))
const RegisterPage = lazy(() => import("./routes/register/register-page"))
const DashboardPage = lazy(() => import("./routes/dashboard/dashboard-page"))
const TeamPage = lazy(() => import("./routes/team/team-page"))
const InfoPage = lazy(() => import("./routes/info/info-page"))
const AddressPage = lazy(() => import("./routes/address/address-page"))
const WalletPage = lazy(() => import("./routes/wallet/wallet-page"))
const RechargePage = lazy(() => import("./routes/recharge/recharge-page"))
const ExchangePage = lazy(() => import("./routes/exchange/exchange-page"))
const BurnPage = lazy(() => import("./routes/burn/burn-page"))
const SharesPage = lazy(() => import("./routes/shares/shares-page"))
const FinancialPage = lazy(() => import("./routes/financial/financial-page"))
const StarPage = lazy(() => import("./routes/star/star-page"))
const ShopPage = lazy(() => import("./routes/shop/shop-page"))
const ShopListPage = lazy(() => import("./routes/shop/shop-list-page"))
const ProductPage = lazy(() => import("./routes/shop/product-page"))
const CartPage = lazy(() => import("./routes/shop/cart-page"))
const ShopOrderPage = lazy(() => import("./routes/shop/shop-order-page"))
const ApplyPage = lazy(() => import("./routes/apply/apply-page"))
const ShopAddPage = lazy(() => import("./routes/merchant/shop-add-page"))
const ApplyOrderPage = lazy(() => import("./routes/merchant/apply-order-page"))
const StoreOrderPage = lazy(() => import("./routes/merchant/store-order-page"))
const NotificationsPage = lazy(
  () => import("./routes/notifications/notifications-page")
)
const UnsubscribePage = lazy(
  () => import("./routes/unsubscribe/unsubscribe-page")
)

/** Member screens behind login, inside the layout. */
const MEMBER_ROUTES = [
  ["/", DashboardPage],
  ["/team", TeamPage],
  ["/info", InfoPage],
  ["/address", AddressPage],
  ["/wallet", WalletPage],
  ["/recharge", RechargePage],
  ["/exchange", ExchangePage],
  ["/burn", BurnPage],
  ["/shares", SharesPage],
  ["/financial", FinancialPage],
  ["/star", StarPage],
  ["/shop", ShopPage],
  ["/shop-list", ShopListPage],
  ["/shop/product/:id", ProductPage],
  ["/shop/cart", CartPage],
  ["/shop-order", ShopOrderPage],
  ["/apply", ApplyPage],
  ["/shop-add", ShopAddPage],
  ["/apply-order", ApplyOrderPage],
  ["/store-order", StoreOrderPage],
  ["/notifications", NotificationsPage],
] as const

/** The seed's routes that exist so far; each feature adds its own. */
export function AppRoutes() {
  return (
    <LoadErrorBoundary fallback={<LoadFailedScreen />}>
      <Suspense
        fallback={
          <div className="p-4">
            <Skeleton />
          </div>
        }
      >
        <Routes>
          <Route element={<Layout />}>
            <Route path="/home" element={<HomePage />} />
            <Route path="/guide" element={<GuidePage />} />
            <Route path="/register" element={<RegisterPage />} />
            {/* the link in notification emails: no login */}
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
            {MEMBER_ROUTES.map(([path, Page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireMember>
                    <Page />
                  </RequireMember>
                }
              />
            ))}
          </Route>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/notice/detail" element={<NoticePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
      <RouteAnnouncer />
    </LoadErrorBoundary>
  )
}
