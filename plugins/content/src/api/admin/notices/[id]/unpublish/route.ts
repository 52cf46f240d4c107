import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setPublished } from "../find-notice"

export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  setPublished(req, res, false)
