// The slice of multer (a dependency of @medusajs/medusa, no bundled types) we use.
declare module "multer" {
  import type { RequestHandler } from "express"

  namespace multer {
    type StorageEngine = { _handleFile: unknown; _removeFile: unknown }
    type Options = {
      storage?: StorageEngine
      limits?: { fileSize?: number; files?: number }
    }
    interface Multer {
      single(field: string): RequestHandler
      array(field: string, maxCount?: number): RequestHandler
    }
    function memoryStorage(): StorageEngine
    class MulterError extends Error {
      code: string
      field?: string
    }
  }
  function multer(options?: multer.Options): multer.Multer
  export = multer
}
