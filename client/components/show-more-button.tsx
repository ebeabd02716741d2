// "Show N more" under a long list.
import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZE } from '../lib/use-show-more'

export function ShowMoreButton({
  hidden,
  step = PAGE_SIZE,
  onClick,
}: {
  hidden: number
  step?: number
  onClick: () => void
}) {
  const { t } = useTranslation()
  if (hidden <= 0) return null
  return (
    <Button variant="default" onClick={onClick}>
      {t('tickets.showMore', { n: Math.min(hidden, step), total: hidden })}
    </Button>
  )
}
