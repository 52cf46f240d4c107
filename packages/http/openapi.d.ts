/** One `api` folder and how to load its files (`require`, or a TypeScript loader). */
export type ApiFolder = { dir: string; load: (file: string) => unknown }
export type ApiRoute = {
  method: string
  /** Medusa's form: `/store/x/:id`. */
  path: string
  file: string
  comment?: string
}
/** An OpenAPI 3.1 document (kept loose: JSON in, JSON out). */
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Record<string, unknown>>>
  components: Record<string, unknown>
}
/** Every route file under `apiDir` with its Medusa path. */
export declare function routeFilesIn(
  apiDir: string
): { file: string; path: string }[]
/** `/store/x/:id` → `/store/x/{id}`. */
export declare function openApiPath(path: string): string
/**
 * The routes, the zod validators (by `"METHOD /matcher"`) and the generated answer
 * schemas (`answers.schema.json`: by `"METHOD /path"`, then status) of api folders.
 */
export declare function collectApi(apis: ApiFolder[]): {
  routes: ApiRoute[]
  validators: Map<string, { body?: unknown; query?: unknown }>
  answers: Map<string, Record<string, Record<string, unknown>>>
  schemas: Record<string, Record<string, unknown>>
}
/** The OpenAPI document of one area's routes (`/store/…` or `/admin/…`). */
export declare function buildOpenApi(input: {
  area: "store" | "admin"
  apis: ApiFolder[]
  title?: string
  version?: string
}): OpenApiDocument
