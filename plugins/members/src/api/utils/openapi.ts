import path from "path"
import type { MedusaRequest } from "@medusajs/framework/http"
import type { ConfigModule } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  getResolvedPlugins,
} from "@medusajs/framework/utils"
import { buildOpenApi, type OpenApiDocument } from "@uuc/http/openapi"

type Area = "store" | "admin"
// Routes change only with a deploy: one build per area and process.
const documents = new Map<Area, Promise<OpenApiDocument>>()

/**
 * The OpenAPI document of this app's `/store` or `/admin` routes: every plugin's
 * in medusa-config and the app's own `src/api`, found where Medusa finds them.
 */
export function openApiOf(req: MedusaRequest, area: Area) {
  let document = documents.get(area)
  if (!document) {
    document = build(req, area)
    documents.set(area, document)
    document.catch(() => documents.delete(area))
  }
  return document
}

async function build(req: MedusaRequest, area: Area) {
  const config = req.scope.resolve<ConfigModule>(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  // Medusa runs from the app's root (`.medusa/server` once built).
  const plugins = await getResolvedPlugins(process.cwd(), config, true)
  return buildOpenApi({
    area,
    apis: plugins.map((p) => ({
      dir: path.join(p.resolve, "api"),
      load: require,
    })),
  })
}
