import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Link as LinkIcon } from "@medusajs/icons"
import {
  Button,
  Container,
  Heading,
  Input,
  Label,
  Switch,
  Text,
  toast,
  usePrompt,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { StaffPassword } from "../../components/staff-password"
import {
  useChainAddresses,
  useDeleteRechargeLink,
  useRechargeLinks,
  useSaveRechargeLink,
  useSetChainAddress,
} from "../../hooks/settings"
import type { RechargeLink } from "../../lib/types"
import {
  errorMessage,
  Field,
  ListBody,
  PageHeader,
  RecordList,
  RowActions,
  SectionHeader,
} from "@uuc/admin-kit"

const CHAINS = ["BEP20", "POLYGON"] as const
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** One chain's receiving address: shown, and replaced (the old one is kept as history). */
const ChainAddressRow = ({
  chain,
  current,
  password,
}: {
  chain: string
  current?: string
  password: string
}) => {
  const { t } = useTranslation()
  const [value, setValue] = useState(current ?? "")
  const save = useSetChainAddress()
  useEffect(() => setValue(current ?? ""), [current])
  const valid = ADDRESS.test(value.trim())
  return (
    <div className="flex flex-col gap-2 px-6 py-4">
      <Label htmlFor={`chain-${chain}`}>{chain}</Label>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
        <Input
          id={`chain-${chain}`}
          className="font-mono"
          value={value}
          placeholder="0x…"
          onChange={(e) => setValue(e.target.value)}
          data-testid={`chain-address-${chain}`}
        />
        <Button
          size="small"
          variant="secondary"
          disabled={!valid || value.trim() === current || !password}
          isLoading={save.isPending}
          onClick={() =>
            save.mutate(
              { chain, address: value.trim(), secondary_password: password },
              {
                onSuccess: () =>
                  toast.success(
                    t("uucLedger.rechargeAdd.addressSaved", { chain })
                  ),
                onError: (e) => toast.error(errorMessage(e)),
              }
            )
          }
          data-testid={`chain-address-save-${chain}`}
        >
          {t("uucLedger.common.save")}
        </Button>
      </div>
      <Text
        size="small"
        className={value && !valid ? "text-ui-fg-error" : "text-ui-fg-subtle"}
      >
        {value && !valid
          ? t("uucLedger.rechargeAdd.addressInvalid")
          : current
            ? t("uucLedger.rechargeAdd.addressHint")
            : t("uucLedger.rechargeAdd.noAddress")}
      </Text>
    </div>
  )
}

const EMPTY = { title: "", url: "", sort_order: "0" }

/** `/app/recharge-add`: the platform's receiving address per chain, and recharge links. */
const RechargeAddPage = () => {
  const { t } = useTranslation()
  const addresses = useChainAddresses()
  const links = useRechargeLinks()
  const saveLink = useSaveRechargeLink()
  const deleteLink = useDeleteRechargeLink()
  const prompt = usePrompt()
  const [form, setForm] = useState(EMPTY)
  const [editing, setEditing] = useState<string | null>(null)
  // Every change on this page is a money setting: the staff secondary password.
  const [password, setPassword] = useState("")

  const current = (chain: string) =>
    addresses.data?.chain_addresses.find((a) => a.chain === chain)?.address

  const submitLink = () =>
    saveLink.mutate(
      {
        id: editing ?? undefined,
        title: form.title.trim(),
        url: form.url.trim(),
        sort_order: Number(form.sort_order) || 0,
        secondary_password: password,
      },
      {
        onSuccess: () => {
          toast.success(t("uucLedger.rechargeAdd.linkSaved"))
          setForm(EMPTY)
          setEditing(null)
        },
        onError: (e) => toast.error(errorMessage(e)),
      }
    )

  const edit = (l: RechargeLink) => {
    setEditing(l.id)
    setForm({ title: l.title, url: l.url, sort_order: String(l.sort_order) })
  }

  const remove = async (l: RechargeLink) => {
    const ok = await prompt({
      title: t("uucLedger.rechargeAdd.deleteLinkTitle"),
      description: t("uucLedger.rechargeAdd.deleteLinkDescription", {
        title: l.title,
      }),
      confirmText: t("uucLedger.common.delete"),
      cancelText: t("uucLedger.common.cancel"),
    })
    if (!ok) return
    deleteLink.mutate(
      { id: l.id, secondary_password: password },
      {
        onSuccess: () => toast.success(t("uucLedger.rechargeAdd.linkDeleted")),
        onError: (e) => toast.error(errorMessage(e)),
      }
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Container className="flex flex-col gap-1 px-6 py-4">
        <StaffPassword
          id="recharge-add-secondary-password"
          value={password}
          onChange={setPassword}
        />
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucLedger.rechargeAdd.passwordHint")}
        </Text>
      </Container>
      <Container className="divide-y p-0">
        <PageHeader
          title={t("uucLedger.rechargeAdd.addressesTitle")}
          hint={t("uucLedger.rechargeAdd.addressesIntro")}
        />
        <ListBody ns="uucLedger" query={addresses} empty={null}>
          {CHAINS.map((chain) => (
            <ChainAddressRow
              key={chain}
              chain={chain}
              current={current(chain)}
              password={password}
            />
          ))}
        </ListBody>
      </Container>

      <Container className="divide-y p-0">
        <SectionHeader
          title={t("uucLedger.rechargeAdd.linksTitle")}
          hint={t("uucLedger.rechargeAdd.linksIntro")}
        />
        <RecordList
          ns="uucLedger"
          query={links}
          empty={
            links.data?.recharge_links.length
              ? null
              : t("uucLedger.rechargeAdd.noLinks")
          }
          columns={[
            {
              label: t("uucLedger.rechargeAdd.linkTitle"),
              cell: (l) => l.title,
            },
            {
              label: t("uucLedger.rechargeAdd.linkUrl"),
              className: "break-all",
              cell: (l) => l.url,
            },
            {
              label: t("uucLedger.rechargeAdd.sortOrder"),
              cell: (l) => l.sort_order,
            },
            {
              label: t("uucLedger.rechargeAdd.enabled"),
              cell: (l) => (
                <>
                  <Switch
                    checked={l.enabled}
                    aria-label={t("uucLedger.rechargeAdd.enabled")}
                    onCheckedChange={(enabled) =>
                      saveLink.mutate(
                        {
                          id: l.id,
                          title: l.title,
                          url: l.url,
                          enabled,
                          secondary_password: password,
                        },
                        { onError: (e) => toast.error(errorMessage(e)) }
                      )
                    }
                  />
                </>
              ),
            },
            {
              label: t("uucLedger.common.actions"),
              right: true,
              cell: (l) => (
                <RowActions
                  actions={[
                    {
                      label: t("uucLedger.common.edit"),
                      onClick: () => edit(l),
                      variant: "transparent",
                    },
                    {
                      label: t("uucLedger.common.delete"),
                      onClick: () => remove(l),
                      variant: "secondary",
                    },
                  ]}
                />
              ),
            },
          ]}
          rows={links.data?.recharge_links ?? []}
          rowKey={(l) => l.id}
          rowTestId="recharge-link-row"
        />
        <div className="flex flex-col gap-2 px-6 py-4">
          <Heading level="h3">
            {editing
              ? t("uucLedger.rechargeAdd.editLink")
              : t("uucLedger.rechargeAdd.addLink")}
          </Heading>
          <div className="grid grid-cols-1 gap-2 md:grid-cols-[2fr_3fr_1fr]">
            <Field id="link-title" label={t("uucLedger.rechargeAdd.linkTitle")}>
              <Input
                id="link-title"
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.target.value })}
                data-testid="recharge-link-title"
              />
            </Field>
            <Field id="link-url" label={t("uucLedger.rechargeAdd.linkUrl")}>
              <Input
                id="link-url"
                value={form.url}
                placeholder="https://"
                onChange={(e) => setForm({ ...form, url: e.target.value })}
                data-testid="recharge-link-url"
              />
            </Field>
            <Field id="link-order" label={t("uucLedger.rechargeAdd.sortOrder")}>
              <Input
                id="link-order"
                type="number"
                min={0}
                value={form.sort_order}
                onChange={(e) =>
                  setForm({ ...form, sort_order: e.target.value })
                }
              />
            </Field>
          </div>
          <div className="flex gap-2">
            <Button
              size="small"
              disabled={!form.title.trim() || !form.url.trim() || !password}
              isLoading={saveLink.isPending}
              onClick={submitLink}
              data-testid="recharge-link-save"
            >
              {t("uucLedger.common.save")}
            </Button>
            {editing && (
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setEditing(null)
                  setForm(EMPTY)
                }}
              >
                {t("uucLedger.common.cancel")}
              </Button>
            )}
          </div>
        </div>
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.rechargeAdd",
  translationNs: "translation",
  icon: LinkIcon,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 24,
})

export default RechargeAddPage
