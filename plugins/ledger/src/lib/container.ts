import type { MedusaContainer } from "@medusajs/framework/types"

/** A service another plugin may or may not have registered (they come and go). */
export function optional<T>(container: MedusaContainer, key: string): T | null {
  try {
    return (container.resolve(key, { allowUnregistered: true }) as T) ?? null
  } catch {
    return null
  }
}
