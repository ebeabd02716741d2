// The frame both OEE admin tabs on /settings share: an intro, the add/set form in a row, and the table of what is
// there, the last column for each row's buttons. A phone scrolls the table, not the page.
import { Group, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface AdminTableTabProps {
  intro: string
  /** The form's fields and its button, laid out in one wrapping row. */
  form: ReactNode
  /** The table's accessible name. */
  title: string
  /** Column headings; a last, unnamed column holds the rows' buttons. */
  columns: string[]
  /** The rows (`Table.Tr`). */
  children: ReactNode
}

export function AdminTableTab({ intro, form, title, columns, children }: AdminTableTabProps) {
  return (
    <Stack gap="md">
      <Text>{intro}</Text>
      <Group align="flex-end" wrap="wrap">
        {form}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
