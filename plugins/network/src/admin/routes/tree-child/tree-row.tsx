import { Badge, Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useTreeLevel } from "../../hooks/tree"
import { formatNumber } from "@uuc/admin-kit"
// type-only: the build erases it
import type { TreeNode } from "../../../modules/network/lib/types"

type Props = {
  node: TreeNode
  depth: number
  /** Shows the tree from this member (deep trees need not be opened level by level). */
  onStartHere: (username: string) => void
}

/** A node; its children are fetched only when it is opened. */
export const TreeRow = ({ node, depth, onStartHere }: Props) => {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const level = useTreeLevel(node.username, open)
  const hasChildren = node.size > 1
  return (
    <li>
      <div
        className="flex flex-wrap items-center gap-2 border-b px-4 py-2"
        style={{ paddingInlineStart: `${16 + depth * 24}px` }}
        data-testid="tree-node"
      >
        <Button
          size="small"
          variant="transparent"
          disabled={!hasChildren}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-label={t(
            open ? "uucNetwork.tree.collapse" : "uucNetwork.tree.expand"
          )}
        >
          {hasChildren ? (open ? "▾" : "▸") : "·"}
        </Button>
        {node.line && (
          <Badge size="2xsmall">
            {t("uucNetwork.tree.line", { line: node.line })}
          </Badge>
        )}
        {depth > 0 ? (
          <Button
            size="small"
            variant="transparent"
            className="font-medium"
            title={t("uucNetwork.tree.startHere")}
            onClick={() => onStartHere(node.username)}
          >
            {node.username}
          </Button>
        ) : (
          <Text weight="plus">{node.username}</Text>
        )}
        <Badge
          size="2xsmall"
          color={node.card === "gold" ? "orange" : node.card ? "blue" : "grey"}
        >
          {t(`uucNetwork.card.${node.card ?? "none"}`)}
        </Badge>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucNetwork.tree.figures", {
            star: node.star_level,
            team: node.team_level,
            size: node.size,
            volume: formatNumber(node.volume, i18n.language, {
              maximumFractionDigits: 2,
            }),
          })}
        </Text>
        {open && level.isLoading && (
          <Text size="small" className="text-ui-fg-muted">
            {t("uucNetwork.common.loading")}
          </Text>
        )}
        {open && level.isError && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => level.refetch()}
          >
            {t("uucNetwork.common.retry")}
          </Button>
        )}
      </div>
      {open && level.data && (
        <ul>
          {level.data.tree.children.map((c) => (
            <TreeRow
              key={c.username}
              node={c}
              depth={depth + 1}
              onStartHere={onStartHere}
            />
          ))}
        </ul>
      )}
    </li>
  )
}
