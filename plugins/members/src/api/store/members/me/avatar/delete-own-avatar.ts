import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ownAvatarKey } from "../../../../../lib/avatar-files"

/**
 * Deletes a replaced or removed avatar's file, when it is one this server stored for
 * the member (never another address). A file already gone is no error.
 */
export async function deleteOwnAvatar(
  scope: MedusaContainer,
  url: string | null | undefined,
  memberId: string
) {
  const key = ownAvatarKey(url, memberId)
  if (!key) return
  await scope
    .resolve(Modules.FILE)
    .deleteFiles(key)
    .catch(() => undefined)
}
