import { QRCodeSVG } from "qrcode.react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ChainMoveRow } from "../../components/ledger/chain-move-row"
import { ChainPicker } from "../../components/ledger/chain-picker"
import { HistorySection } from "../../components/ledger/history-section"
import {
  Amount,
  Receipt,
  card,
  secondaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { DemoAddressBanner } from "../../components/ledger/demo-address-banner"
import { DepositAddress } from "../../components/ledger/deposit-address"
import { AmountField } from "../../components/ledger/amount-field"
import { TxHash } from "../../components/ledger/tx-link"
import { MoneyForm } from "../../components/ledger/money-form"
import { Field } from "../../components/field"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  useChainAddresses,
  useCreateRecharge,
  useDepositAddresses,
  useRechargeCheck,
  useRecharges,
  type Recharge,
  type RechargeInput,
} from "../../hooks/ledger"
import { useMoneyAction } from "../../hooks/money-action"
import { usePagedList } from "../../hooks/paged-list"
import { formatDate } from "../../lib/format"
import {
  TX_HASH,
  normalizeAmount,
  validateAmount,
  type Chain,
} from "../../lib/money"

const TONE = { pending: "wait", confirmed: "ok", rejected: "bad" } as const

function ReceivingAddress({ chain }: { chain: Chain }) {
  const { t } = useTranslation()
  const toast = useToast()
  const chains = useChainAddresses()
  if (chains.isLoading) return <Skeleton lines={2} />
  if (chains.isError)
    return (
      <ErrorState
        message={t("recharge.addressError")}
        onRetry={() => void chains.refetch()}
      />
    )
  const current = chains.data!.chain_addresses.find((a) => a.chain === chain)
  const address = current?.address
  const links = chains.data!.recharge_links
  return (
    <>
      {current?.demo && <DemoAddressBanner />}
      <section className={card} aria-labelledby="receiving-title">
        <h2 id="receiving-title" className="font-semibold">
          {t("recharge.receivingTitle", { chain: chain })}
        </h2>
        {address ? (
          <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <QRCodeSVG
              value={address}
              size={160}
              role="img"
              aria-label={t("recharge.qr", { chain: chain })}
            />
            <div className="w-full min-w-0 flex-1">
              <p
                className="break-all rounded-lg bg-slate-100 p-2 font-mono text-sm"
                data-testid="receiving-address"
              >
                {address}
              </p>
              <button
                type="button"
                className={`mt-2 ${secondaryButton}`}
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(address)
                    .then(() => toast.success(t("recharge.copied")))
                    .catch(() => toast.error(t("recharge.copyFailed")))
                }
              >
                {t("recharge.copy")}
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600" data-testid="no-address">
            {t("recharge.noAddress")}
          </p>
        )}
      </section>
      {links.length > 0 && (
        <section className={card} aria-labelledby="links-title">
          <h2 id="links-title" className="font-semibold">
            {t("recharge.linksTitle")}
          </h2>
          <ul className="mt-2 space-y-2">
            {links.map((l) => (
              <li key={l.id}>
                <a
                  href={l.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-600 underline"
                >
                  {l.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/**
 * What a newcomer needs before reporting (rules.md §5, Recharge): how long it
 * takes (the confirmations the server watches the chain for, when it does), that
 * any amount above zero is accepted, and what a wrong amount leads to.
 */
function RechargeRules({ chain }: { chain: Chain }) {
  const { t } = useTranslation()
  const deposits = useDepositAddresses()
  const watched = deposits.data?.deposit_addresses.find(
    (a) => a.chain === chain
  )
  return (
    <ul
      className="list-disc space-y-1 ps-5 text-sm text-slate-700"
      data-testid="recharge-rules"
    >
      <li data-testid="recharge-rule-time">
        {watched
          ? t("recharge.rules.timeWatched", {
              chain,
              confirmations: watched.confirmations,
            })
          : t("recharge.rules.timeStaff")}
      </li>
      <li data-testid="recharge-rule-min">{t("recharge.rules.minimum")}</li>
      <li data-testid="recharge-rule-amount">{t("recharge.rules.amount")}</li>
    </ul>
  )
}

type Errors = Partial<Record<"amount" | "tx_hash", string>>

function ReportForm({ chain }: { chain: Chain }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const action = useMoneyAction(useCreateRecharge())
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [tx, setTx] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<Recharge | null>(null)

  const submit = () => {
    const next: Errors = {}
    const code = validateAmount(typed)
    if (code) next.amount = errorText(code)
    if (!TX_HASH.test(tx.trim())) next.tx_hash = errorText("invalid_tx_hash")
    setErrors(next)
    if (Object.keys(next).length) return
    const body: RechargeInput = {
      amount: typed,
      chain,
      tx_hash: tx.trim(),
    }
    action.send(body, {
      onSuccess: ({ recharge }) => {
        setDone(recharge)
        setAmount("")
        setTx("")
        toast.success(t("recharge.reported"))
      },
      onError: (e) => {
        const f = e as { field?: string; code?: string }
        const message = errorText(e)
        if (
          f.field === "tx_hash" ||
          f.code?.startsWith("tx_hash") ||
          f.code === "invalid_tx_hash"
        )
          setErrors({ tx_hash: message })
        else if (f.field === "amount") setErrors({ amount: message })
        toast.error(message)
      },
    })
  }

  return (
    <section className={`${card} space-y-4`} aria-labelledby="report-title">
      <h2 id="report-title" className="font-semibold">
        {t("recharge.reportTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("recharge.reportHint")}</p>
      <RechargeRules chain={chain} />
      {done && (
        <Receipt
          title={t("recharge.receiptTitle")}
          onClose={() => setDone(null)}
          rows={[
            {
              label: t("wallet.amount"),
              value: <Amount value={done.amount} asset="USDT" />,
            },
            { label: t("wallet.chain"), value: done.chain },
            {
              label: t("recharge.txHash"),
              value: <TxHash chain={done.chain} hash={done.tx_hash} />,
            },
            {
              label: t("wallet.status"),
              value: t(`recharge.status.${done.status}`),
            },
          ]}
        />
      )}
      <MoneyForm
        onSubmit={submit}
        submit={{
          label: action.pending ? t("wallet.sending") : t("recharge.submit"),
          testId: "recharge-submit",
          disabled: action.pending,
        }}
      >
        <AmountField
          label={t("recharge.amount")}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <p className="text-sm text-slate-600">
          {t("wallet.chain")}: <strong>{chain}</strong>
        </p>
        <Field
          label={t("recharge.txHash")}
          name="tx_hash"
          value={tx}
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          onChange={(e) => setTx(e.target.value)}
          error={errors.tx_hash}
        />
      </MoneyForm>
    </section>
  )
}

function RechargeHistory() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const errorText = useLedgerErrorText()
  const list = usePagedList(useRecharges, (d) => d.recharges)
  const check = useRechargeCheck()
  return (
    <HistorySection
      {...list}
      title={t("recharge.historyTitle")}
      testId="recharge-history"
      empty={t("recharge.empty")}
      render={(r) => (
        <ChainMoveRow
          key={r.id}
          kind="recharge"
          amount={r.amount}
          chain={r.chain}
          tone={TONE[r.status]}
          status={t(`recharge.status.${r.status}`)}
        >
          <p className="text-xs text-slate-600">
            <TxHash chain={r.chain} hash={r.tx_hash} />
          </p>
          <p className="text-xs text-slate-500">
            {formatDate(r.created_at, i18n.language)}
          </p>
          {r.status === "rejected" && r.reason && (
            <p className="text-xs text-red-700">
              {t("wallet.reason", { reason: r.reason })}
            </p>
          )}
          {r.status === "pending" && (
            <button
              type="button"
              className={`mt-1 ${secondaryButton} py-1.5`}
              disabled={check.isPending && check.variables === r.id}
              data-testid="recharge-check"
              onClick={() =>
                check.mutate(r.id, {
                  onSuccess: (answer) =>
                    answer.code
                      ? toast.info(errorText(answer))
                      : toast.success(
                          t(`recharge.status.${answer.recharge.status}`)
                        ),
                  onError: (e) => toast.error(errorText(e)),
                })
              }
            >
              {t("recharge.check")}
            </button>
          )}
        </ChainMoveRow>
      )}
    />
  )
}

/**
 * `/recharge`: chain, the member's own deposit address (when a chain is watched),
 * the shared receiving address with QR, links, reporting a TX, history.
 */
export default function RechargePage() {
  const { t } = useTranslation()
  const [chain, setChain] = useState<Chain>("BEP20")
  return (
    <div className="space-y-6" data-testid="recharge">
      <ChainPicker
        value={chain}
        onChange={setChain}
        label={t("recharge.chooseChain")}
      />
      <DepositAddress chain={chain} />
      <ReceivingAddress chain={chain} />
      <ReportForm chain={chain} />
      <RechargeHistory />
    </div>
  )
}
