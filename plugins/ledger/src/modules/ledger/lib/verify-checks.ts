import { UUC_ISSUANCE } from "./accounts"
import { money } from "./money"
import type { Row } from "./sql"
import type { VerifyCheck, VerifyReport } from "./types"

/** Anything that runs SQL without bindings: the service's Knex or a pg client. */
export type RunSql = (sql: string) => Promise<Row[]>

const SAMPLE = 5

/**
 * The ledger's invariants, recomputed from the postings. Each query answers the
 * offending rows (at most a few, as a sample) and their count; none means the check
 * holds. Shared by `GET /admin/ledger/verify` and `npm run ledger:verify`.
 */
const CHECKS: {
  name: string
  sql: string
  describe: (rows: Row[]) => string
}[] = [
  {
    name: "entries_balance",
    sql: `select p.entry_id, p.unit, sum(p.amount) as sum
              from ledger_posting p join ledger_entry e on e.id = p.entry_id
             where e.status <> 'voided'
             group by p.entry_id, p.unit having sum(p.amount) <> 0`,
    describe: (r) =>
      r.map((x) => `${x.entry_id} ${x.unit} sums to ${x.sum}`).join("; "),
  },
  {
    name: "balances_equal_postings",
    sql: `select a.address, a.asset, a.balance, coalesce(s.posted, 0) as posted,
                   a.pending_out, coalesce(s.reserved, 0) as reserved
              from ledger_account a
              left join (
                select p.account, p.asset,
                       sum(p.amount) filter (where e.status = 'posted') as posted,
                       -sum(p.amount) filter (where e.status = 'pending' and p.amount < 0) as reserved
                  from ledger_posting p join ledger_entry e on e.id = p.entry_id
                 group by p.account, p.asset
              ) s on s.account = a.address and s.asset = a.asset
             where a.balance <> coalesce(s.posted, 0)
                or a.pending_out <> coalesce(s.reserved, 0)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.address} ${x.asset}: cached ${x.balance}/${x.pending_out}, postings ${x.posted}/${x.reserved}`
        )
        .join("; "),
  },
  {
    name: "running_balances",
    sql: `select account, asset, seq, balance_after, expected from (
              select p.account, p.asset, p.seq, p.balance_after,
                     sum(p.amount) over (partition by p.account, p.asset order by p.seq) as expected
                from ledger_posting p where p.seq is not null
            ) t where balance_after <> expected`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.account} ${x.asset} #${x.seq}: ${x.balance_after}, expected ${x.expected}`
        )
        .join("; "),
  },
  {
    name: "no_negative_member_balance",
    sql: `select address, asset, balance, pending_out from ledger_account
             where not allow_negative and (balance < 0 or balance < pending_out)`,
    describe: (r) =>
      r.map((x) => `${x.address} ${x.asset} is ${x.balance}`).join("; "),
  },
  {
    name: "uuc_total_equals_supply",
    sql: `select s.total,
                   coalesce((select sum(balance) from ledger_account
                              where unit = 'UUC' and address <> '${UUC_ISSUANCE}'), 0) as held,
                   coalesce((select balance from ledger_account
                              where address = '${UUC_ISSUANCE}' and asset = 'UUC'), 0) as issued
              from ledger_token_supply s where s.asset = 'UUC'
             union all
            select null, null, null where not exists
                   (select 1 from ledger_token_supply where asset = 'UUC')`,
    describe: (r) =>
      r
        .map((x) =>
          x.total == null
            ? "the UUC supply was never minted"
            : `accounts hold ${x.held} UUC, issuance ${x.issued}, supply ${x.total}`
        )
        .join("; "),
  },
  {
    name: "held_matches_open_withdrawals",
    sql: `select coalesce(a.member_id, w.member_id) as member_id,
                   coalesce(a.balance, 0) as held, coalesce(w.open, 0) as open
              from (select member_id, balance from ledger_account where asset = 'USDT_HELD') a
              full join (
                select member_id, sum(amount) as open from ledger_withdrawal
                 where status in ('pending', 'transferring') group by member_id
              ) w on w.member_id = a.member_id
             where coalesce(a.balance, 0) <> coalesce(w.open, 0)`,
    describe: (r) =>
      r
        .map(
          (x) => `${x.member_id}: held ${x.held}, open withdrawals ${x.open}`
        )
        .join("; "),
  },
]

/** The supply check's query answers one row that is fine when the sums agree. */
function offending(name: string, rows: Row[]) {
  if (name !== "uuc_total_equals_supply") return rows
  return rows.filter(
    (x) =>
      x.total == null ||
      !money(String(x.held)).eq(money(String(x.total))) ||
      !money(String(x.issued))
        .plus(money(String(x.total)))
        .isZero()
  )
}

export async function runChecks(run: RunSql): Promise<VerifyReport> {
  const [schema] = await run(
    "select to_regclass('ledger_posting') is not null as present"
  )
  if (!schema?.present)
    return {
      ok: false,
      checks: [
        {
          name: "schema",
          ok: false,
          detail: "the ledger tables are missing: run the migrations",
        },
      ],
    }
  const checks: VerifyCheck[] = []
  for (const check of CHECKS) {
    try {
      const rows = offending(check.name, await run(check.sql))
      checks.push({
        name: check.name,
        ok: rows.length === 0,
        detail: rows.length
          ? `${rows.length} failing: ${check.describe(rows.slice(0, SAMPLE))}`
          : "ok",
      })
    } catch (e) {
      checks.push({
        name: check.name,
        ok: false,
        detail: `could not run: ${e instanceof Error ? e.message : String(e)}`,
      })
    }
  }
  return { ok: checks.every((c) => c.ok), checks }
}
