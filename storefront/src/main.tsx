import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { AppRoutes } from "./app-routes"
import { setupI18n } from "./i18n"
import { loadConfig } from "./lib/config"
import { initSdk } from "./lib/sdk"
import "./index.css"

async function boot() {
  const [config] = await Promise.all([loadConfig(), setupI18n()])
  initSdk(config)
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
    },
  })
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  )
}

void boot()
