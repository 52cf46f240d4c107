// A stand-in server process for the crash test: the built ledger module on its own
// connection pool, running money operations at concurrency 8 until it is killed.
// It prints "ready" once, then one "op" line per finished operation.
const path = require("path")
const {
  ContainerRegistrationKeys,
  createPgConnection,
} = require("@medusajs/framework/utils")
const { initModules, MockEventBusService } = require("@medusajs/test-utils")

const clientUrl = process.env.CLIENT_URL
const members = Number(process.env.MEMBERS || 6)
const ADDRESS = `0x${"ef".repeat(20)}`
const RULES = {
  min: "50",
  per_day: 1,
  closed_weekdays: [],
  timezone: "UTC",
  fee_rate: "0.10",
}
const pick = (n) => Math.floor(Math.random() * n)
const member = () => `crash${pick(members)}`
let seq = 0
const hash = () =>
  `0x${process.pid.toString(16)}${Date.now().toString(16)}${(++seq).toString(16)}`
    .padEnd(66, "0")
    .slice(0, 66)

async function main() {
  const { medusaApp } = await initModules({
    injectedDependencies: {
      [ContainerRegistrationKeys.PG_CONNECTION]: createPgConnection({
        clientUrl,
      }),
      [ContainerRegistrationKeys.LOGGER]: console,
      event_bus: new MockEventBusService(),
    },
    databaseConfig: { clientUrl },
    modulesConfig: {
      ledger: {
        resolve: path.join(
          __dirname,
          "..",
          ".medusa/server/src/modules/ledger"
        ),
        options: { database: { clientUrl, pool: { min: 0, max: 10 } } },
      },
    },
    preventConnectionDestroyWarning: true,
  })
  const ledger = medusaApp.modules.ledger
  const ops = [
    () =>
      ledger.transferUuc({
        from_member_id: member(),
        to_member_id: member(),
        amount: "0.7",
      }),
    () =>
      ledger.exchange({
        member_id: member(),
        from: pick(2) ? "USDT" : "UUC",
        amount: "1.3",
        sell_share_of_bought: "0.5",
      }),
    () => ledger.burn({ member_id: member(), amount: "0.1" }),
    () => ledger.moveToPool({ member_id: member(), amount: "0.2" }),
    async () => {
      const { result } = await ledger.reportRecharge({
        member_id: member(),
        amount: "3",
        chain: "BEP20",
        tx_hash: hash(),
      })
      await ledger.confirmRecharge({ id: result.id, reviewed_by: "crash" })
    },
    async () => {
      const { result } = await ledger.requestWithdrawal({
        member_id: member(),
        amount: "50",
        chain: "BEP20",
        address: ADDRESS,
        rules: RULES,
      })
      if (pick(2))
        await ledger.rejectWithdrawal({
          id: result.id,
          reason: "crash test",
          reviewed_by: "crash",
        })
      else
        await ledger.approveWithdrawal({
          id: result.id,
          tx_hash: hash(),
          reviewed_by: "crash",
        })
    },
  ]
  console.log("ready")
  const loop = async () => {
    for (;;) {
      try {
        await ops[pick(ops.length)]()
        console.log("op")
      } catch (e) {
        // Business refusals (limits, balances) are expected under random load.
        if (!e || !e.code) console.log(`error ${e && e.message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, loop))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
