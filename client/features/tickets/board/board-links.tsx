// The board is where engineers land after login, and no home tile leads to their queue or the ticket list:
// links to the other ticket screens sit in its header.
import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

const LINKS = [
  ['/engineering-queue', 'screens.engineeringQueue'],
  ['/engineer-mobile', 'screens.engineerMobile'],
  ['/tickets', 'screens.tickets'],
] as const

export function BoardLinks() {
  const { t } = useTranslation()
  return (
    <>
      {LINKS.map(([to, key]) => (
        <Button key={to} component={Link} to={to} variant="default">
          {t(key)}
        </Button>
      ))}
    </>
  )
}
