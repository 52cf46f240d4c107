/**
 * The file key of an avatar this server stored for `memberId` (the upload route names
 * them `<time>-avatar-<member id>.<ext>` under the file module's `/static/`), or
 * null for any other address.
 */
export function ownAvatarKey(url: string | null | undefined, memberId: string) {
  if (!url) return null
  let path: string
  try {
    path = new URL(url).pathname
  } catch {
    return null
  }
  const m = /^\/static\/(\d+-avatar-([A-Za-z0-9_]+)\.(png|jpg|gif|webp))$/.exec(
    path
  )
  return m && m[2] === memberId ? m[1] : null
}
