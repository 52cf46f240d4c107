import path from "node:path"
import { fileURLToPath } from "node:url"

export const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../.."
)
export const backendDir = path.join(root, "backend")
export const storefrontDir = path.join(root, "storefront")
export const pluginsDir = path.join(root, "plugins")
export const dataDir = path.join(root, ".data")
