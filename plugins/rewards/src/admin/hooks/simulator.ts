import { useMutation } from "@tanstack/react-query"
import type { SimAnswer } from "../lib/simulator"
import { postJson } from "@uuc/admin-kit"

/** POST /admin/simulations: answers when the runs are done (no retry: it is heavy). */
export const useSimulation = () =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      postJson<SimAnswer>("/admin/simulations", body),
  })
