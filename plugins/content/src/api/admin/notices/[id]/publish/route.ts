import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { AdminNoticeAnswer } from "../../../../answers"
import { setPublished } from "../find-notice"

// The answer's type on `res`: the generator reads it here, not in setPublished.
export const POST = (
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<AdminNoticeAnswer>
) => setPublished(req, res, true)
