import { Table } from "@medusajs/ui"

/** A column heading; `right` aligns it (and its figures) to the right. */
export type Column = { label: string; right?: boolean }

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
