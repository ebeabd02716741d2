// One uploaded photo: a thumbnail that opens full size, or its file name while it cannot be fetched.
import { Anchor, Image, Text } from '@mantine/core'
import type { TicketImage } from '../../../shared/types'
import { useAuthedImage } from './use-authed-image'

export function PhotoThumb({ image }: { image: TicketImage }) {
  const src = useAuthedImage(image.url)
  if (!src) {
    return (
      <Text size="xs" c="gray.7">
        {image.filename}
      </Text>
    )
  }
  return (
    <Anchor href={src} target="_blank" rel="noreferrer">
      <Image src={src} alt={image.filename} w={64} h={64} fit="cover" radius="sm" />
    </Anchor>
  )
}
