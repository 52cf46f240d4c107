import type { MedusaError } from "@medusajs/framework/utils"
import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"

type ErrorType = (typeof MedusaError.Types)[keyof typeof MedusaError.Types]

interface Schema<T> {
  safeParse(
    input: unknown
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ZodIssueLike[] } }
}
interface ZodIssueLike {
  code: string
  path: PropertyKey[]
  message: string
  input?: unknown
}
type Middleware = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => void

export declare class AppError extends MedusaError {
  field?: string
  httpStatus?: number
  constructor(type: ErrorType, code: string, field?: string, message?: string)
}
export declare function defineMessages(messages: Record<string, string>): void
export declare function messageFor(code: string, fallback?: string): string
export declare function fromZodError(error: {
  issues: ZodIssueLike[]
}): AppError
export declare function parse<T>(schema: Schema<T>, input: unknown): T
export declare function validateBody<T>(schema: Schema<T>): Middleware
export declare function validateQuery<T>(schema: Schema<T>): Middleware
export declare function toResponse(err: unknown): {
  status: number
  body: { code: string; message: string; field?: string }
}
export declare function errorHandler(): (
  err: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => void
export declare function httpError(
  status: number,
  code: string,
  message?: string
): AppError
