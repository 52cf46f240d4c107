/**
 * SQL: a clawback's debt in USD, its USDT debt plus its UUC debt at the price the
 * bonus was paid at (`a.price`: its activation's or order's). Bindings: debt_usdt,
 * debt_uuc, debt_uuc_pool.
 */
export const DEBT_USD = `round(?::numeric + (?::numeric + ?::numeric) * a.price, 8)`
