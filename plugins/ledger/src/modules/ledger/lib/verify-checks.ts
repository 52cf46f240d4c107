import { UUC_ISSUANCE } from "./accounts"
import { money } from "./money"
import type { Row } from "./sql"
import type { VerifyCheck, VerifyReport } from "./types"

/** Anything that runs SQL without bindings: the service's Knex or a pg client. */
export type RunSql = (sql: string) => Promise<Row[]>

const SAMPLE = 5
/** An operation still half-applied after this long is reported (no_stale_operations). */
const STALE_MINUTES = 15

/**
 * The ledger's invariants, recomputed from the postings. Each query answers the
 * offending rows (at most a few, as a sample) and their count; none means the check
 * holds. Shared by `GET /admin/ledger/verify` and `npm run ledger:verify`.
 */
const CHECKS: {
  name: string
  /** What the check examines, counted (printed with its result). */
  counted: string
  sql: string
  describe: (rows: Row[]) => string
  /**
   * Tables of another plugin the check reads (the rewards plugin's): without
   * them the check is skipped (ok, counted 0), as a ledger alone has nothing
   * to compare.
   */
  needs?: string[]
}[] = [
  {
    name: "entries_balance",
    counted: `select count(*) as n from ledger_entry where status <> 'voided'`,
    sql: `select p.entry_id, p.unit, sum(p.amount) as sum
              from ledger_posting p join ledger_entry e on e.id = p.entry_id
             where e.status <> 'voided'
             group by p.entry_id, p.unit having sum(p.amount) <> 0`,
    describe: (r) =>
      r.map((x) => `${x.entry_id} ${x.unit} sums to ${x.sum}`).join("; "),
  },
  {
    name: "balances_equal_postings",
    counted: `select count(*) as n from ledger_account`,
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
    counted: `select count(*) as n from ledger_posting where seq is not null`,
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
    // each posting's link (migration 20261123150200) recomputed from its account's
    // previous posting: a rewrite that keeps every sum consistent still breaks it
    name: "hash_chain",
    counted: `select count(*) as n from ledger_posting where seq is not null`,
    sql: `select account, asset, seq from (
              select p.account, p.asset, p.seq, p.hash,
                     encode(sha256(convert_to(concat_ws('|',
                       coalesce(lag(p.hash) over w, ''), p.entry_id, p.account,
                       p.asset, p.amount::numeric(38,8)::text,
                       p.balance_after::numeric(38,8)::text, p.seq::text),
                       'UTF8')), 'hex') as expected
                from ledger_posting p where p.seq is not null
              window w as (partition by p.account, p.asset order by p.seq)
            ) t where hash is distinct from expected`,
    describe: (r) =>
      r
        .map((x) => `${x.account} ${x.asset} #${x.seq}: link does not match`)
        .join("; "),
  },
  {
    // each business row against its entry: a confirmed recharge and a closed
    // withdrawal have a posted entry (and only they), a transfer's entry moved its amount
    name: "business_rows_have_entries",
    counted: `select (select count(*) from ledger_recharge)
                   + (select count(*) from ledger_withdrawal)
                   + (select count(*) from ledger_transfer)
                   + (select count(*) from ledger_exchange)
                   + (select count(*) from ledger_adjustment) as n`,
    sql: `select 'recharge' as kind, r.id from ledger_recharge r
              left join ledger_entry e on e.id = r.entry_id
             where (r.status = 'confirmed')
                   <> (e.id is not null and e.status = 'posted')
            union all
            select 'withdrawal', w.id from ledger_withdrawal w
              left join ledger_entry h on h.id = w.hold_entry_id
              left join ledger_entry s on s.id = w.settle_entry_id
             where h.status is distinct from 'posted'
                or (w.status in ('passed', 'rejected'))
                   <> (s.id is not null and s.status = 'posted')
            union all
            select 'transfer', t.id from ledger_transfer t
             where not exists (select 1 from ledger_posting p
                    where p.entry_id = t.entry_id and p.amount = t.amount
                      and p.account = 'member:' || t.to_member_id || ':UUC')
            union all
            -- an exchange's posted entry took amount_in and gave amount_out
            select 'exchange', x.id from ledger_exchange x
             where not exists (select 1 from ledger_entry e
                    where e.id = x.entry_id and e.status = 'posted'
                      and exists (select 1 from ledger_posting p
                           where p.entry_id = e.id and p.amount = -x.amount_in
                             and p.account = 'member:' || x.member_id || ':' || x.from_asset)
                      and exists (select 1 from ledger_posting p
                           where p.entry_id = e.id and p.amount = x.amount_out
                             and p.account = 'member:' || x.member_id || ':' || x.to_asset))
            union all
            -- an adjustment's posted entry moved its amount, in its direction
            select 'adjustment', j.id from ledger_adjustment j
             where not exists (select 1 from ledger_entry e
                    where e.id = j.entry_id and e.status = 'posted'
                      and exists (select 1 from ledger_posting p
                           where p.entry_id = e.id
                             and p.account = 'member:' || j.member_id || ':' || j.asset
                             and p.amount = case when j.direction = 'increase'
                                                 then j.amount else -j.amount end))`,
    describe: (r) => r.map((x) => `${x.kind} ${x.id}`).join("; "),
  },
  {
    name: "no_negative_member_balance",
    counted: `select count(*) as n from ledger_account where not allow_negative`,
    sql: `select address, asset, balance, pending_out from ledger_account
             where not allow_negative and (balance < 0 or balance < pending_out)`,
    describe: (r) =>
      r.map((x) => `${x.address} ${x.asset} is ${x.balance}`).join("; "),
  },
  {
    name: "uuc_total_equals_supply",
    counted: `select count(*) as n from ledger_account where unit = 'UUC'`,
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
    counted: `select count(*) as n from ledger_withdrawal where status in ('pending', 'transferring')`,
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
  // ── the rewards side (issue 13): its records against the ledger ──────────
  {
    // an activation is completed or refunded only with its one entry posted
    // (and a refund with its own); an activation entry has its activation row
    name: "activations_have_entries",
    needs: ["reward_activation"],
    counted: `select count(*) as n from reward_activation`,
    sql: `select 'activation' as kind, a.id from reward_activation a
              left join ledger_entry e on e.key = 'activation:' || a.id
             where a.status in ('completed', 'refunded')
               and e.status is distinct from 'posted'
            union all
            select 'refund', a.id from reward_activation a
              left join ledger_entry e on e.key = 'refund:' || a.id
             where a.status = 'refunded' and e.status is distinct from 'posted'
            union all
            select 'orphan entry', e.key from ledger_entry e
             where e.kind = 'activation' and e.key ~ '^activation:[^:]+$'
               and not exists (select 1 from reward_activation a
                      where 'activation:' || a.id = e.key)`,
    describe: (r) => r.map((x) => `${x.kind} ${x.id}`).join("; "),
  },
  {
    // rules.md §1: an activation's bonus parts (USDT, loan repayment, refund debt
    // collected, UUC at the price rounded up) plus its rounding are its computed
    // total exactly, and the rounding is posted to platform:rounding by its entry
    name: "activation_rounding",
    needs: ["reward_activation", "reward_bonus"],
    counted: `select count(*) as n from reward_activation
               where bonus_total_usd is not null
                 and status in ('completed', 'refunded')`,
    sql: `select a.id, a.bonus_total_usd as total, a.rounding_usd as rounding,
                   coalesce(b.paid, 0) as paid, coalesce(r.posted, 0) as posted
              from reward_activation a
              left join lateral (
                select sum(x.usdt + x.repaid + x.debt_collected_usdt
                         + ceil((x.uuc + x.uuc_pool + x.debt_collected_uuc
                                 + x.debt_collected_uuc_pool)
                                * coalesce(x.price, a.price) * 100000000)
                           / 100000000) as paid
                  from reward_bonus x where x.activation_id = a.id
              ) b on true
              left join lateral (
                select sum(p.amount) as posted
                  from ledger_entry e join ledger_posting p on p.entry_id = e.id
                 where e.key = 'activation:' || a.id
                   and p.account = 'platform:rounding' and p.asset = 'USDT'
              ) r on true
             where a.bonus_total_usd is not null
               and a.status in ('completed', 'refunded')
               and (coalesce(b.paid, 0) + a.rounding_usd <> a.bonus_total_usd
                    or coalesce(r.posted, 0) <> a.rounding_usd)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.id}: parts ${x.paid} + rounding ${x.rounding} (posted ${x.posted}) ≠ total ${x.total}`
        )
        .join("; "),
  },
  {
    // the same for a received order's bonuses (order-triggered network bonuses
    // and the merchant bonus): parts plus rounding are the computed total, and
    // the rounding is posted by the order's entry order:<id>:bonuses
    name: "order_rounding",
    needs: ["reward_order", "reward_bonus"],
    counted: `select count(*) as n from reward_order
               where bonus_total_usd is not null
                 and status in ('received', 'cancelled')`,
    sql: `select o.id, o.bonus_total_usd as total, o.rounding_usd as rounding,
                   coalesce(b.paid, 0) as paid, coalesce(r.posted, 0) as posted
              from reward_order o
              left join lateral (
                select sum(x.usdt + x.repaid + x.debt_collected_usdt
                         + ceil((x.uuc + x.uuc_pool + x.debt_collected_uuc
                                 + x.debt_collected_uuc_pool)
                                * coalesce(x.price, o.price) * 100000000)
                           / 100000000) as paid
                  from reward_bonus x where x.order_id = o.id
              ) b on true
              left join lateral (
                select sum(p.amount) as posted
                  from ledger_entry e join ledger_posting p on p.entry_id = e.id
                 where e.key = 'order:' || o.id || ':bonuses'
                   and p.account = 'platform:rounding' and p.asset = 'USDT'
              ) r on true
             where o.bonus_total_usd is not null
               and o.status in ('received', 'cancelled')
               and (coalesce(b.paid, 0) + o.rounding_usd <> o.bonus_total_usd
                    or coalesce(r.posted, 0) <> o.rounding_usd)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.id}: parts ${x.paid} + rounding ${x.rounding} (posted ${x.posted}) ≠ total ${x.total}`
        )
        .join("; "),
  },
  {
    // rules.md §6, issue 13 item 12: each member's loan receivable loan:<member>
    // is minus what their loans still owe (owed − repaid of every loan granted),
    // and a loan closed as repaid owes nothing
    name: "loans_match_receivables",
    needs: ["reward_loan"],
    counted: `select count(*) as n from reward_loan
               where status not in ('pending', 'rejected')`,
    sql: `select coalesce(l.member_id, a.member_id) as member_id,
                   coalesce(l.outstanding, 0) as outstanding,
                   coalesce(a.balance, 0) as balance
              from (select member_id, sum(owed - repaid) as outstanding
                      from reward_loan where status not in ('pending', 'rejected')
                     group by member_id) l
              full join (select substr(address, 6) as member_id, balance
                           from ledger_account
                          where address like 'loan:%' and asset = 'USDT') a
                on a.member_id = l.member_id
             where coalesce(l.outstanding, 0) <> -coalesce(a.balance, 0)
            union all
            select member_id, owed - repaid, null from reward_loan
             where status = 'repaid' and repaid <> owed`,
    describe: (r) =>
      r
        .map((x) =>
          x.balance == null
            ? `${x.member_id}: loan closed as repaid still owes ${x.outstanding}`
            : `${x.member_id}: loans owe ${x.outstanding}, receivable ${x.balance}`
        )
        .join("; "),
  },
  {
    // bonus records against their postings: what an activation's records say was
    // paid (settled, or settled and later clawed back) left the UUC reserve and
    // the bonus expense in its entries (its own, its delayed bonuses', and the
    // settlement of each bonus once frozen), the rounding with it
    name: "bonus_records_match_postings",
    needs: ["reward_activation", "reward_bonus"],
    counted: `select count(*) as n from reward_bonus where activation_id is not null`,
    sql: `with acts as (
              select id, rounding_usd from reward_activation
               where status in ('completed', 'refunded')),
            keys as (
              select id as act, 'activation:' || id as key from acts
              union all
              select id, 'activation:' || id || ':bonuses' from acts
              union all
              select b.activation_id, 'bonus:' || b.id || ':settle'
                from reward_bonus b join acts on acts.id = b.activation_id),
            posted as (
              select k.act,
                     -coalesce(sum(p.amount) filter
                        (where p.account = 'platform:uuc_reserve'), 0) as uuc,
                     -coalesce(sum(p.amount) filter
                        (where p.account = 'platform:bonus_expense'), 0) as usdt
                from keys k
                join ledger_entry e on e.key = k.key and e.status = 'posted'
                join ledger_posting p on p.entry_id = e.id
               group by k.act),
            recs as (
              select activation_id as act, sum(uuc + uuc_pool) as uuc,
                     sum(usdt + repaid) as usdt
                from reward_bonus
               where activation_id is not null
                 and status in ('settled', 'clawed_back')
               group by activation_id)
            select a.id, coalesce(r.uuc, 0) as rec_uuc, coalesce(p.uuc, 0) as post_uuc,
                   coalesce(r.usdt, 0) + a.rounding_usd as rec_usdt,
                   coalesce(p.usdt, 0) as post_usdt
              from acts a
              left join recs r on r.act = a.id
              left join posted p on p.act = a.id
             where coalesce(r.uuc, 0) <> coalesce(p.uuc, 0)
                or coalesce(r.usdt, 0) + a.rounding_usd <> coalesce(p.usdt, 0)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `activation ${x.id}: records ${x.rec_usdt} USDT ${x.rec_uuc} UUC, postings ${x.post_usdt} USDT ${x.post_uuc} UUC`
        )
        .join("; "),
  },
  {
    // network volumes against completed activations: a member's own volume is
    // the sum of its completed activations (none in flight), its team volume the
    // sum of the own volumes of its placement subtree (itself excluded)
    name: "volumes_match_activations",
    needs: ["reward_activation", "network_node"],
    counted: `select count(*) as n from network_node`,
    sql: `select 'own' as kind, n.member_id, n.own_volume as volume,
                   coalesce(x.total, 0) as expected
              from network_node n
              left join (select member_id, sum(amount) as total
                           from reward_activation where status = 'completed'
                          group by member_id) x on x.member_id = n.member_id
             where n.own_volume <> coalesce(x.total, 0)
               and not exists (select 1 from reward_activation f
                      where f.member_id = n.member_id
                        and (f.status in ('pending', 'stuck')
                             or (f.status = 'completed' and f.refund is not null)))
            union all
            select 'team', n.member_id, n.volume, coalesce(t.total, 0)
              from network_node n
              left join (select anc, sum(d.own_volume) as total
                           from network_node d, unnest(d.path) anc
                          where anc <> d.member_id group by anc) t
                on t.anc = n.member_id
             where n.volume <> coalesce(t.total, 0)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.member_id} ${x.kind} volume ${x.volume}, activations ${x.expected}`
        )
        .join("; "),
  },
  {
    // a refund's debt is collected from later bonuses, never beyond it
    name: "refund_debts_cover_collections",
    needs: ["reward_clawback", "reward_bonus"],
    counted: `select count(*) as n from reward_clawback where debt_usd > 0`,
    sql: `select member_id, sum(debt) as debt, sum(collected) as collected from (
              select member_id, debt_usd as debt, 0 as collected
                from reward_clawback where debt_usd > 0
              union all
              select member_id, 0, debt_collected_usd from reward_bonus
               where debt_collected_usd > 0
                 and status in ('settled', 'pending_settlement')
            ) d group by member_id having sum(collected) > sum(debt)`,
    describe: (r) =>
      r
        .map((x) => `${x.member_id}: collected ${x.collected} of ${x.debt}`)
        .join("; "),
  },
  {
    // nothing half-applied left behind: an activation still pending or a
    // planned refund not finished minutes later means its reconciler is not
    // running; a quarantined one waits for staff (/app/stuck-operations)
    name: "no_stale_operations",
    needs: ["reward_activation"],
    counted: `select count(*) as n from reward_activation
               where status in ('pending', 'stuck')
                  or (status = 'completed' and refund is not null)`,
    sql: `select id, status, stuck_at is not null as stuck
              from reward_activation
             where stuck_at is not null
                or (status = 'pending'
                    and created_at < now() - interval '${STALE_MINUTES} minutes')
                or (status = 'completed' and exists (select 1 from ledger_entry e
                     where e.key = 'refund:' || reward_activation.id
                       and e.created_at < now() - interval '${STALE_MINUTES} minutes'))`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.id} ${x.stuck ? "quarantined (stuck)" : x.status === "pending" ? "activation pending" : "refund unfinished"}`
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

async function present(run: RunSql, tables: string[]) {
  const [row] = await run(
    `select ${tables.map((t) => `to_regclass('${t}') is not null`).join(" and ")} as present`
  )
  return !!row?.present
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
          count: 0,
          ok: false,
          detail: "the ledger tables are missing: run the migrations",
        },
      ],
    }
  const checks: VerifyCheck[] = []
  for (const check of CHECKS) {
    try {
      if (check.needs && !(await present(run, check.needs))) {
        checks.push({
          name: check.name,
          count: 0,
          ok: true,
          detail: `skipped: no ${check.needs.join(", ")} table`,
        })
        continue
      }
      const rows = offending(check.name, await run(check.sql))
      const [counted] = await run(check.counted)
      checks.push({
        name: check.name,
        count: Number(counted?.n ?? 0),
        ok: rows.length === 0,
        detail: rows.length
          ? `${rows.length} failing: ${check.describe(rows.slice(0, SAMPLE))}`
          : "ok",
      })
    } catch (e) {
      checks.push({
        name: check.name,
        count: 0,
        ok: false,
        detail: `could not run: ${e instanceof Error ? e.message : String(e)}`,
      })
    }
  }
  return { ok: checks.every((c) => c.ok), checks }
}
