// A role card for every role with accounts, above the login form; choosing one pre-fills its demo username.
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ROLE_CARDS } from './demo-accounts'
import type { RoleCard } from './demo-accounts'

interface RoleCardsProps {
  selected: string | null
  onChoose: (card: RoleCard) => void
}

export function RoleCards({ selected, onChoose }: RoleCardsProps) {
  const { t } = useTranslation()
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {ROLE_CARDS.map((card) => (
        <UnstyledButton key={card.id} onClick={() => onChoose(card)} aria-pressed={selected === card.id}>
          <Paper
            withBorder
            p="md"
            radius="md"
            h="100%"
            bg={selected === card.id ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderColor: selected === card.id ? 'var(--mantine-primary-color-filled)' : undefined }}
          >
            <Text fw={700}>{t(`login.cards.${card.id}.title`)}</Text>
            <Text size="sm" c="gray.7">
              {t(`login.cards.${card.id}.description`)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  )
}
