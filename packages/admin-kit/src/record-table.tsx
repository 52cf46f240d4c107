import { Table } from "@medusajs/ui"
import type { ComponentProps, ReactNode } from "react"
import { ListBody } from "./list-body"
import { RowActions, type RowAction } from "./page"

/** A column heading; `right` aligns it (and its figures) to the right. */
export type Column = { label?: ReactNode; right?: boolean }

/** A table's header row from its column headings. */
export const TableHead = ({ columns }: { columns: Column[] }) => (
  <Table.Header>
    <Table.Row>
      {columns.map((c, i) => (
        <Table.HeaderCell
          key={i}
          className={c.right ? "text-right" : undefined}
        >
          {c.label}
        </Table.HeaderCell>
      ))}
    </Table.Row>
  </Table.Header>
)

/** A column of a record table: its heading and what each row shows in it. */
export type RecordColumn<T> = Column & {
  cell: (row: T) => ReactNode
  /** Further classes of the cell, or of each row's (`right` adds text-right). */
  className?: string | ((row: T) => string)
  /** The cell's tooltip. */
  title?: (row: T) => string | undefined
  testId?: string
}

/**
 * A list of records as a table: one row per record (`rowTestId` on each), one
 * cell per column; `onRowClick` makes a row open its record.
 */
export function RecordTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  onRowClick,
}: {
  columns: RecordColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  rowTestId?: string
  onRowClick?: (row: T) => void
}) {
  return (
    <Table>
      <TableHead columns={columns} />
      <Table.Body>
        {rows.map((row) => (
          <Table.Row
            key={rowKey(row)}
            data-testid={rowTestId}
            className={onRowClick ? "cursor-pointer" : undefined}
            onClick={onRowClick && (() => onRowClick(row))}
          >
            {columns.map((c, i) => {
              const extra =
                typeof c.className === "function"
                  ? c.className(row)
                  : c.className
              const className = [c.right ? "text-right" : "", extra ?? ""]
                .join(" ")
                .trim()
              return (
                <Table.Cell
                  key={i}
                  className={className || undefined}
                  title={c.title?.(row)}
                  data-testid={c.testId}
                >
                  {c.cell(row)}
                </Table.Cell>
              )
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}

/**
 * A list's body (`ListBody`: its states and pages) around one record table; the
 * texts are the plugin's own (`<ns>.common.*`).
 */
export function RecordList<T>({
  ns,
  query,
  empty,
  paging,
  onPage,
  ...table
}: Omit<ComponentProps<typeof ListBody>, "children"> &
  Parameters<typeof RecordTable<T>>[0]) {
  return (
    <ListBody
      ns={ns}
      query={query}
      empty={empty}
      paging={paging}
      onPage={onPage}
    >
      <RecordTable {...table} />
    </ListBody>
  )
}

/** A decision a row offers (approve, reject, ship…), when `when` allows it. */
export type RowDecision<T, A extends string> = {
  action: A
  label: string
  testId: string
  variant?: RowAction["variant"]
  when?: (row: T) => boolean
}

/** `decisions`, each offered while `when` holds for the row unless it has its own. */
export const offeredWhile = <T, A extends string>(
  when: (row: T) => boolean,
  decisions: RowDecision<T, A>[]
): RowDecision<T, A>[] => decisions.map((d) => ({ ...d, when: d.when ?? when }))

/**
 * The column of a row's decisions: a button per decision the row allows, each
 * calling `onPick` with the row and its action. `label` heads it, on the right.
 */
export function decisionColumn<T, A extends string>(
  decisions: RowDecision<T, A>[],
  onPick: (row: T, action: A) => void,
  label?: string
): RecordColumn<T> {
  return {
    label,
    right: label !== undefined,
    cell: (row) => {
      const open = decisions.filter((d) => !d.when || d.when(row))
      return (
        open.length > 0 && (
          <RowActions
            actions={open.map((d) => ({
              label: d.label,
              testId: d.testId,
              variant: d.variant,
              onClick: () => onPick(row, d.action),
            }))}
          />
        )
      )
    },
  }
}
