/** The contract's error body. */
export type ApiError = { code?: string; message?: string; status?: number }
