import { UUC_ISSUANCE } from "./accounts"
import { money } from "./money"
import type { Row } from "./sql"
import type { VerifyCheck, VerifyReport } from "./types"

/** Anything that runs SQL without bindings: the service's Knex or a pg client. */
export type RunSql = (sql: string) => Promise<Row[]>

const SAMPLE = 5
/** An operation still half-applied after this long is reported (no_stale_operations). */
const STALE_MINUTES = 15

type Check = {
  name: string
  /** What the check examines, counted (printed with its result). */
  counted: string | ((present: Set<string>) => string)
  sql: string | ((present: Set<string>) => string)
  describe: (rows: Row[]) => string
  /**
   * Read contracts of another plugin the check reads (the rewards plugin's and
   * the network's views): without them the check is skipped (ok, counted 0), as
   * a ledger alone has nothing to compare.
   */
  needs?: string[]
  /**
   * Sources of which each may be missing (another plugin not installed): the
   * check reads those present (`sql` and `counted` are given them), and is
   * skipped when none is.
   */
  optional?: string[]
}

/**
 * The ledger's invariants, recomputed from the postings. Each query answers the
 * offending rows (at most a few, as a sample) and their count; none means the check
 * holds. Shared by `GET /admin/ledger/verify` and `npm run ledger:verify`.
 */
const CHECKS: Check[] = [
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
    // rules.md §5 "One key per transfer": a transfer on chain (chain, TX, log) is
    // credited once, by the watcher or by a report, never by both; a report whose
    // log is unknown counts for every log of its TX
    name: "chain_transfers_credited_once",
    counted: `select count(*) as n from ledger_recharge where status = 'confirmed'`,
    sql: `select chain, lower(tx_hash) as tx_hash, count(*) as credits
              from ledger_recharge where status = 'confirmed'
             group by chain, lower(tx_hash)
            having count(*) > 1
               and (count(*) filter (where log_index is null) > 0
                    or count(distinct log_index) < count(*))`,
    describe: (r) =>
      r.map((x) => `${x.chain} ${x.tx_hash}: ${x.credits} credits`).join("; "),
  },
  {
    // each credited log of the watcher is paid by exactly one posted entry: its
    // recharge's, and no report of the same transfer paid it again
    name: "deposits_have_one_entry",
    counted: `select count(*) as n from ledger_chain_deposit where status = 'credited'`,
    sql: `select d.id, d.tx_hash, d.log_index, count(e.id) as entries
              from ledger_chain_deposit d
              left join ledger_recharge r
                on r.chain = d.chain and lower(r.tx_hash) = d.tx_hash
               and (r.log_index = d.log_index or r.log_index is null)
               and r.status = 'confirmed'
              left join ledger_entry e
                on e.source_type = 'recharge' and e.source_id = r.id
               and e.status = 'posted'
             where d.status = 'credited'
             group by d.id, d.tx_hash, d.log_index
            having count(e.id) <> 1
                or not bool_or(r.id = d.recharge_id)`,
    describe: (r) =>
      r
        .map((x) => `${x.tx_hash}#${x.log_index}: ${x.entries} entries`)
        .join("; "),
  },
  {
    // the latest finished reconciliation with the chains (README,
    // "Reconciliation") left no difference open: a transfer that credited
    // nothing, a credit no transfer shows, the hot wallet's balance
    name: "chain_reconciled",
    counted: `select count(*) as n from ledger_chain_reconciliation_difference
               where run_id = (select id from ledger_chain_reconciliation
                                where status = 'done'
                                order by started_at desc, id desc limit 1)`,
    sql: `select d.run_id, d.chain, d.kind, d.address, d.tx_hash, d.difference
              from ledger_chain_reconciliation_difference d
             where d.run_id = (select id from ledger_chain_reconciliation
                                where status = 'done'
                                order by started_at desc, id desc limit 1)
               and d.resolved_at is null
             order by d.chain, d.kind, d.id`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.chain} ${x.kind} ${x.address}${x.tx_hash ? ` ${x.tx_hash}` : ""}: ${x.difference}`
        )
        .join("; "),
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
  // ── the rewards side: its records against the ledger, read
  // through the rewards module's views (rewards_*_facts) and the network's
  // (network_member_volumes), never their tables ──────────────────────────────
  {
    // an activation is completed or refunded only with its one entry posted
    // (and a refund with its own); an activation entry has its activation row
    name: "activations_have_entries",
    needs: ["rewards_activation_facts"],
    counted: `select count(*) as n from rewards_activation_facts`,
    sql: `select 'activation' as kind, a.id from rewards_activation_facts a
              left join ledger_entry e on e.key = 'activation:' || a.id
             where a.status in ('completed', 'refunded')
               and e.status is distinct from 'posted'
            union all
            select 'refund', a.id from rewards_activation_facts a
              left join ledger_entry e on e.key = 'refund:' || a.id
             where a.status = 'refunded' and e.status is distinct from 'posted'
            union all
            select 'orphan entry', e.key from ledger_entry e
             where e.kind = 'activation' and e.key ~ '^activation:[^:]+$'
               and not exists (select 1 from rewards_activation_facts a
                      where 'activation:' || a.id = e.key)`,
    describe: (r) => r.map((x) => `${x.kind} ${x.id}`).join("; "),
  },
  // rules.md §1: an activation's bonus parts (USDT, loan repayment, refund debt
  // collected, UUC at the price rounded up) plus its rounding are its computed
  // total exactly, and the rounding is posted to platform:rounding by its entry
  roundingCheck({
    name: "activation_rounding",
    facts: "rewards_activation_facts",
    done: ["completed", "refunded"],
    bonusKey: "activation_id",
    entryKey: `'activation:' || s.id`,
  }),
  // the same for a received order's bonuses (order-triggered network bonuses
  // and the merchant bonus): parts plus rounding are the computed total, and
  // the rounding is posted by the order's entry order:<id>:bonuses
  roundingCheck({
    name: "order_rounding",
    facts: "rewards_order_facts",
    done: ["received", "cancelled"],
    bonusKey: "order_id",
    entryKey: `'order:' || s.id || ':bonuses'`,
  }),
  {
    // rules.md §6: each member's loan receivable loan:<member>
    // is minus what their loans still owe (owed − repaid of every loan granted);
    // a loan's status agrees with what it owes: an open one (transferring or
    // passed) owes something, one closed as repaid owes nothing, and none is left
    // transferring once its activation (the card on credit) has completed
    name: "loans_match_receivables",
    needs: ["rewards_loan_facts", "rewards_activation_facts"],
    counted: `select count(*) as n from rewards_loan_facts
               where status not in ('pending', 'rejected')`,
    sql: `select 'receivable' as kind, coalesce(l.member_id, a.member_id) as member_id,
                   null as loan_id, coalesce(l.outstanding, 0) as outstanding,
                   coalesce(a.balance, 0) as balance
              from (select member_id, sum(owed - repaid) as outstanding
                      from rewards_loan_facts where status not in ('pending', 'rejected')
                     group by member_id) l
              full join (select substr(address, 6) as member_id, balance
                           from ledger_account
                          where address like 'loan:%' and asset = 'USDT') a
                on a.member_id = l.member_id
             where coalesce(l.outstanding, 0) <> -coalesce(a.balance, 0)
            union all
            select 'repaid_owes', member_id, id, owed - repaid, null from rewards_loan_facts
             where status = 'repaid' and repaid <> owed
            union all
            select 'open_owes_nothing', member_id, id, owed - repaid, null
              from rewards_loan_facts
             where status in ('transferring', 'passed') and repaid >= owed
            union all
            select 'transferring_after_completion', l.member_id, l.id,
                   l.owed - l.repaid, null
              from rewards_loan_facts l join rewards_activation_facts a on a.loan_id = l.id
             where l.status = 'transferring'
               and a.status in ('completed', 'refunded')`,
    describe: (r) =>
      r
        .map((x) =>
          x.kind === "repaid_owes"
            ? `${x.member_id}: loan ${x.loan_id} closed as repaid still owes ${x.outstanding}`
            : x.kind === "open_owes_nothing"
              ? `${x.member_id}: loan ${x.loan_id} is open but owes nothing (${x.outstanding})`
              : x.kind === "transferring_after_completion"
                ? `${x.member_id}: loan ${x.loan_id} still transferring after its activation completed`
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
    needs: ["rewards_activation_facts", "rewards_bonus_facts"],
    counted: `select count(*) as n from rewards_bonus_facts where activation_id is not null`,
    sql: `with acts as (
              select id, rounding_usd from rewards_activation_facts
               where status in ('completed', 'refunded')),
            keys as (
              select id as act, 'activation:' || id as key from acts
              union all
              select id, 'activation:' || id || ':bonuses' from acts
              union all
              select b.activation_id, 'bonus:' || b.id || ':settle'
                from rewards_bonus_facts b join acts on acts.id = b.activation_id),
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
                from rewards_bonus_facts
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
    needs: ["rewards_activation_facts", "network_member_volumes"],
    counted: `select count(*) as n from network_member_volumes`,
    sql: `select 'own' as kind, n.member_id, n.own_volume as volume,
                   coalesce(x.total, 0) as expected
              from network_member_volumes n
              left join (select member_id, sum(amount) as total
                           from rewards_activation_facts where status = 'completed'
                          group by member_id) x on x.member_id = n.member_id
             where n.own_volume <> coalesce(x.total, 0)
               and not exists (select 1 from rewards_activation_facts f
                      where f.member_id = n.member_id
                        and (f.status in ('pending', 'stuck')
                             or (f.status = 'completed' and f.refund_planned)))
            union all
            select 'team', n.member_id, n.volume, coalesce(t.total, 0)
              from network_member_volumes n
              left join (select anc, sum(d.own_volume) as total
                           from network_member_volumes d, unnest(d.path) anc
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
    needs: ["rewards_clawback_facts", "rewards_bonus_facts"],
    counted: `select count(*) as n from rewards_clawback_facts where debt_usd > 0`,
    sql: `select member_id, sum(debt) as debt, sum(collected) as collected from (
              select member_id, debt_usd as debt, 0 as collected
                from rewards_clawback_facts where debt_usd > 0
              union all
              select member_id, 0, debt_collected_usd from rewards_bonus_facts
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
    needs: ["rewards_activation_facts"],
    counted: `select count(*) as n from rewards_activation_facts
               where status in ('pending', 'stuck')
                  or (status = 'completed' and refund_planned)`,
    sql: `select id, status, stuck_at is not null as stuck
              from rewards_activation_facts f
             where stuck_at is not null
                or (status = 'pending'
                    and created_at < now() - interval '${STALE_MINUTES} minutes')
                or (status = 'completed' and exists (select 1 from ledger_entry e
                     where e.key = 'refund:' || f.id
                       and e.created_at < now() - interval '${STALE_MINUTES} minutes'))`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.id} ${x.stuck ? "quarantined (stuck)" : x.status === "pending" ? "activation pending" : "refund unfinished"}`
        )
        .join("; "),
  },
  {
    // shop orders and merchant settlements (and the rewards of an order) left
    // half-applied as long as no_stale_operations allows: a checkout still
    // running, a received or cancelled order whose settlement is still pending
    // (through the shop's read contract, the view shop_open_operations), an
    // order's bonuses recorded but not completed, an order's cancellation
    // posted but not finished (rewards' rewards_order_facts)
    name: "no_stale_orders",
    optional: ["shop_open_operations", "rewards_order_facts"],
    counted: (present) =>
      `select ${[
        present.has("shop_open_operations")
          ? "(select count(*) from shop_open_operations)"
          : null,
        present.has("rewards_order_facts")
          ? `(select count(*) from rewards_order_facts
               where status = 'pending' or (status = 'received' and cancel_planned))`
          : null,
      ]
        .filter(Boolean)
        .join(" + ")} as n`,
    sql: (present) =>
      [
        present.has("shop_open_operations")
          ? `select kind, id, status from shop_open_operations
              where since < now() - interval '${STALE_MINUTES} minutes'`
          : null,
        present.has("rewards_order_facts")
          ? `select 'order bonuses', o.id, o.status from rewards_order_facts o
              where o.status = 'pending'
                and o.created_at < now() - interval '${STALE_MINUTES} minutes'
             union all
             select 'order cancellation', o.id, o.status from rewards_order_facts o
              where o.status = 'received' and o.cancel_planned
                and exists (select 1 from ledger_entry e
                     where e.key = 'order:' || o.id || ':cancel'
                       and e.created_at < now() - interval '${STALE_MINUTES} minutes')`
          : null,
      ]
        .filter(Boolean)
        .join(" union all "),
    describe: (r) =>
      r
        .map((x) =>
          x.kind === "checkout"
            ? `checkout ${x.id} still running`
            : x.kind === "settlement"
              ? `order ${x.id} (${x.status}): settlement still pending`
              : `${x.kind} of order ${x.id} unfinished`
        )
        .join("; "),
  },
  {
    // every Medusa order is a shop order: one completed around the
    // checkout, or made by hand, has no shop row, so nobody ships, settles or
    // cancels it (the shop's read contract, the view shop_order_facts)
    name: "orders_have_shop_orders",
    needs: ["shop_order_facts"],
    counted: `select count(*) as n from shop_order_facts where kind = 'orphan_order'`,
    sql: `select id, since from shop_order_facts
             where kind = 'orphan_order'
               and since < now() - interval '${STALE_MINUTES} minutes'`,
    describe: (r) => r.map((x) => `order ${x.id} has no shop order`).join("; "),
  },
  {
    // platform:shop_escrow holds exactly what the open USDT orders paid; checked
    // while no checkout is running (a running one may hold before its order)
    name: "shop_escrow_explained",
    needs: ["shop_order_facts", "shop_open_operations"],
    counted: `select count(*) as n from shop_order_facts where kind = 'open_escrow'`,
    sql: `select f.amount as expected, coalesce(a.balance, 0) as balance
              from shop_order_facts f
              left join ledger_account a
                on a.address = 'platform:shop_escrow' and a.asset = 'USDT'
             where f.kind = 'open_escrow'
               and coalesce(a.balance, 0) <> f.amount
               and not exists (select 1 from shop_open_operations o
                                where o.kind = 'checkout')`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `platform:shop_escrow holds ${x.balance} USDT, open orders explain ${x.expected}`
        )
        .join("; "),
  },
  {
    // a completed cart's points credit line was paid by a points entry (issue
    // 22): a line without one (a cart completed past the checkout, a line made by
    // hand) took goods for points nobody gave. The shop names the entry each line
    // needs (shop_order_facts.entry_key); a checkout records its rows after the
    // cart completes, hence the grace period.
    name: "shop_points_lines_posted",
    needs: ["shop_order_facts"],
    counted: `select count(*) as n from shop_order_facts where kind = 'points_line'`,
    sql: `select f.id, f.amount as points from shop_order_facts f
             where f.kind = 'points_line' and f.amount > 0
               and f.since < now() - interval '${STALE_MINUTES} minutes'
               and not exists (select 1 from ledger_entry e
                                where e.key = f.entry_key
                                  and e.status <> 'voided')`,
    describe: (r) =>
      r
        .map((x) => `cart ${x.id}: ${x.points} points without their entry`)
        .join("; "),
  },
  // ── the shop's money (rules.md §7), through its read contracts
  // shop_order_money and shop_payment_money, never its tables or Medusa's ──────
  {
    // each part of a checkout (one Medusa order per seller): what it charged
    // plus its points credit lines is its goods as committed (Σ unit price ×
    // quantity, with its shipping), to 8 places; its points lines hold the
    // points charged for it; and a checkout's parts' points are what its
    // points entry took
    name: "shop_orders_add_up",
    needs: ["shop_order_money"],
    counted: `select count(*) as n from shop_order_money`,
    sql: `select 'part' as kind, m.order_id as id, m.paid, m.credit_amount,
                   m.goods + m.shipping as goods, m.points, m.credit_points
              from shop_order_money m
             where round(m.paid + m.credit_amount, 8) <> round(m.goods + m.shipping, 8)
                or round(m.credit_points, 8) <> round(m.points, 8)
            union all
            select 'checkout', c.checkout_id, null, null, null, c.points,
                   coalesce(x.charged, 0)
              from (select checkout_id, sum(points) as points
                      from shop_order_money where checkout_id is not null
                     group by checkout_id) c
              left join ledger_entry e
                on e.key = 'shop:points:' || c.checkout_id and e.status = 'posted'
              left join lateral (
                select sum(p.amount) as charged from ledger_posting p
                 where p.entry_id = e.id and p.account = 'platform:points'
              ) x on true
             where c.points <> coalesce(x.charged, 0)`,
    describe: (r) =>
      r
        .map((x) =>
          x.kind === "checkout"
            ? `checkout ${x.id}: its orders hold ${x.points} points, its points entry took ${x.credit_points}`
            : `order ${x.id}: paid ${x.paid} + points lines ${x.credit_amount} (${x.credit_points} points, charged ${x.points}) ≠ goods ${x.goods}`
        )
        .join("; "),
  },
  {
    // every capture and refund Medusa recorded on a wallet payment has the
    // ledger entry that moved exactly its amount (a USDT capture its capture
    // entry, a UUC payment its payment entry, a refund its refund entry), and
    // every capture or refund entry has its Medusa record; a record is given
    // the grace period to get its entry (the provider posts right after Medusa
    // writes it)
    name: "shop_payments_posted",
    needs: ["shop_payment_money"],
    counted: `select count(*) as n from shop_payment_money`,
    sql: `select m.kind, m.id, m.amount, e.status, coalesce(x.moved, 0) as moved
              from shop_payment_money m
              left join ledger_entry e on e.key = m.entry_key
              left join lateral (
                select sum(p.amount) as moved from ledger_posting p
                 where p.entry_id = e.id and p.amount > 0
              ) x on true
             where m.amount > 0
               and ((e.id is null
                     and m.since < now() - interval '${STALE_MINUTES} minutes')
                    or (e.id is not null
                        and (e.status <> 'posted'
                             or coalesce(x.moved, 0) <> round(m.amount, 8))))
            union all
            select 'orphan', e.key, null, e.status, null from ledger_entry e
             where e.kind in ('shop_payment_capture', 'shop_payment_refund')
               and e.status = 'posted'
               and e.created_at < now() - interval '${STALE_MINUTES} minutes'
               and not exists (select 1 from shop_payment_money m
                                where m.entry_key = e.key)`,
    describe: (r) =>
      r
        .map((x) =>
          x.kind === "orphan"
            ? `entry ${x.id} has no capture or refund in Medusa`
            : x.status == null
              ? `${x.kind} ${x.id} of ${x.amount} has no entry`
              : `${x.kind} ${x.id} of ${x.amount}: its entry (${x.status}) moved ${x.moved}`
        )
        .join("; "),
  },
  {
    // rules.md §7 "Refunds": a payment's refunds never exceed what it
    // captured, to 8 places: Medusa's records (which allow its currency's
    // epsilon) and the ledger's entries of each payment session alike
    name: "refunds_within_capture",
    needs: ["shop_payment_money"],
    counted: `select count(*) as n from shop_payment_money where kind = 'refund'`,
    sql: `select 'payment' as kind, payment_id as id,
                   coalesce(sum(amount) filter (where kind = 'capture'), 0) as captured,
                   coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded
              from shop_payment_money group by payment_id
            having round(coalesce(sum(amount) filter (where kind = 'refund'), 0), 8)
                 > round(coalesce(sum(amount) filter (where kind = 'capture'), 0), 8)
            union all
            select 'session', e.source_id,
                   coalesce(sum(p.amount) filter (where e.kind <> 'shop_payment_refund'), 0),
                   coalesce(sum(p.amount) filter (where e.kind = 'shop_payment_refund'), 0)
              from ledger_entry e join ledger_posting p on p.entry_id = e.id
             where e.source_type = 'payment_session' and e.status = 'posted'
               and p.amount > 0
               and e.kind in ('shop_payment_capture', 'shop_payment_uuc',
                              'shop_payment_refund')
             group by e.source_id
            having coalesce(sum(p.amount) filter (where e.kind = 'shop_payment_refund'), 0)
                 > coalesce(sum(p.amount) filter (where e.kind <> 'shop_payment_refund'), 0)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.kind} ${x.id}: refunded ${x.refunded} of ${x.captured} captured`
        )
        .join("; "),
  },
  {
    // rules.md §7: a settled merchant order's credit plus the commission is
    // the part's value before points (its goods as committed; a UUC order's
    // UUC paid × its checkout's token price, rounded down), the credit is what
    // its settlement entry paid the merchant, and a cancelled settlement paid
    // nothing
    name: "merchant_settlements_match",
    needs: ["shop_order_money"],
    counted: `select count(*) as n from shop_order_money
               where settlement_status = 'settled'`,
    sql: `select m.order_id, m.settlement_status, m.settlement_amount,
                   m.commission, g.gross, coalesce(x.credited, 0) as credited
              from shop_order_money m
             cross join lateral (
                select case when m.currency = 'UUC'
                            then trunc(m.paid * coalesce(m.token_price, 0), 8)
                            else m.goods end as gross
              ) g
              left join ledger_entry e
                on e.key = 'shop:settle:' || m.order_id and e.status = 'posted'
              left join lateral (
                select sum(p.amount) as credited from ledger_posting p
                 where p.entry_id = e.id and p.amount > 0
              ) x on true
             where (m.settlement_status = 'settled'
                    and (m.merchant_id is null
                         or m.settlement_amount is null or m.commission is null
                         or m.settlement_amount < 0 or m.commission < 0
                         or round(m.settlement_amount + m.commission, 8)
                            <> round(g.gross, 8)
                         or coalesce(x.credited, 0) <> m.settlement_amount))
                or (m.settlement_status in ('none', 'cancelled')
                    and e.id is not null)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `order ${x.order_id} (${x.settlement_status}): credit ${x.settlement_amount} + commission ${x.commission}, value ${x.gross}, entry paid ${x.credited}`
        )
        .join("; "),
  },
]

/**
 * rules.md §1 for the bonuses of an activation or a shop order (`facts`, its
 * rewards view): the parts each bonus paid (USDT, loan repayment, refund debt
 * collected, UUC at the price rounded up) plus the rounding are the computed
 * total exactly, and the entry `entryKey` posted the rounding to platform:rounding.
 */
function roundingCheck(c: {
  name: string
  facts: string
  /** The statuses whose bonuses are in (completed, or received). */
  done: string[]
  /** The column of rewards_bonus_facts naming the source row. */
  bonusKey: string
  /** SQL: the key of the entry that posts the rounding, of source row `s`. */
  entryKey: string
}): Check {
  const done = c.done.map((x) => `'${x}'`).join(", ")
  return {
    name: c.name,
    needs: [c.facts, "rewards_bonus_facts"],
    counted: `select count(*) as n from ${c.facts}
               where bonus_total_usd is not null and status in (${done})`,
    sql: `select s.id, s.bonus_total_usd as total, s.rounding_usd as rounding,
                   coalesce(b.paid, 0) as paid, coalesce(r.posted, 0) as posted
              from ${c.facts} s
              left join lateral (
                select sum(x.usdt + x.repaid + x.debt_collected_usdt
                         + ceil((x.uuc + x.uuc_pool + x.debt_collected_uuc
                                 + x.debt_collected_uuc_pool)
                                * coalesce(x.price, s.price) * 100000000)
                           / 100000000) as paid
                  from rewards_bonus_facts x where x.${c.bonusKey} = s.id
              ) b on true
              left join lateral (
                select sum(p.amount) as posted
                  from ledger_entry e join ledger_posting p on p.entry_id = e.id
                 where e.key = ${c.entryKey}
                   and p.account = 'platform:rounding' and p.asset = 'USDT'
              ) r on true
             where s.bonus_total_usd is not null and s.status in (${done})
               and (coalesce(b.paid, 0) + s.rounding_usd <> s.bonus_total_usd
                    or coalesce(r.posted, 0) <> s.rounding_usd)`,
    describe: (r) =>
      r
        .map(
          (x) =>
            `${x.id}: parts ${x.paid} + rounding ${x.rounding} (posted ${x.posted}) ≠ total ${x.total}`
        )
        .join("; "),
  }
}

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
          detail: `skipped: no ${check.needs.join(", ")} view`,
        })
        continue
      }
      const found = new Set<string>()
      for (const t of check.optional ?? [])
        if (await present(run, [t])) found.add(t)
      if (check.optional && !found.size) {
        checks.push({
          name: check.name,
          count: 0,
          ok: true,
          detail: `skipped: no ${check.optional.join(" or ")}`,
        })
        continue
      }
      const text = (q: string | ((present: Set<string>) => string)) =>
        typeof q === "string" ? q : q(found)
      const rows = offending(check.name, await run(text(check.sql)))
      const [counted] = await run(text(check.counted))
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
