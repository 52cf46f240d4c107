import type { MiddlewareRoute } from "@medusajs/framework/http"
import { member } from "../../utils/middleware-helpers"

export const storeLeaderboardRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/leaderboard",
    methods: ["GET"],
    middlewares: [member],
  },
]
