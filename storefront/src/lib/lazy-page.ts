import { lazy as reactLazy, type ComponentType } from "react"
import { loadChunk } from "./chunk-load"

/**
 * React's `lazy` with the chunk rules of `loadChunk` (120 s limit, one reload after a
 * failed chunk). Route files import `lazy` from here so every screen gets them.
 */
export function lazy<T extends ComponentType>(
  importer: () => Promise<{ default: T }>
) {
  return reactLazy(() => loadChunk(importer))
}
