// A small two-column table of facts: a row header (the label) and its value on each row.
import type { ReactNode } from 'react'
import classes from './facts-table.module.css'

export function FactsTable({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className={classes.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
