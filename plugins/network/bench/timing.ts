export type Figures = { p50: number; p99: number; max: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Runs `fn` `times` times in a row and answers its latency percentiles in ms. */
export async function time(
  times: number,
  fn: (i: number) => Promise<unknown>
): Promise<Figures> {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const t = process.hrtime.bigint()
    await fn(i)
    ms.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  ms.sort((a, b) => a - b)
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1],
  }
}

/** A deterministic random source, so two runs build the same networks. */
export function seeded(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
}
