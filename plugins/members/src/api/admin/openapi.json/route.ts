import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openApiOf } from "../../utils/openapi"

/** GET /admin/openapi.json: the OpenAPI 3.1 document of every /admin route (generated). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await openApiOf(req, "admin"))
}
