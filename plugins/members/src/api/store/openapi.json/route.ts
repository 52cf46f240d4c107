import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openApiOf } from "../../utils/openapi"

/** GET /store/openapi.json: the OpenAPI 3.1 document of every /store route (generated). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await openApiOf(req, "store"))
}
