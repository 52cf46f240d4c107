/* global afterAll */
// After a test file (its server is shut down by then: the runner's own afterAll
// sits in a describe block, which ends first), drop the Redis keys of its
// namespace: queues, repeatable jobs, cache and locks. Nothing else has them.
const Redis = require("ioredis")

afterAll(async () => {
  const ns = process.env.REDIS_NAMESPACE
  if (!process.env.REDIS_URL || !ns) return
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true })
  try {
    await redis.connect()
    let cursor = "0"
    do {
      const [next, keys] = await redis.scan(
        cursor,
        "MATCH",
        `*${ns}-*`,
        "COUNT",
        500
      )
      if (keys.length) await redis.del(...keys)
      cursor = next
    } while (cursor !== "0")
  } finally {
    redis.disconnect()
  }
})
