// One printable label: the QR code the scanner reads, equipment name, unit and code.
import { Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'
import { qrSvgDataUrl } from './qr-image'
import classes from './qr-labels.module.css'

export function QrLabel({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    void qrSvgDataUrl(equipment.qrCode).then((url) => !cancelled && setSrc(url))
    return () => {
      cancelled = true
    }
  }, [equipment.qrCode])
  return (
    <article className={classes.label} aria-label={equipment.name} data-testid="qr-label">
      {src ? (
        <img className={classes.qr} src={src} alt={t('qrLabels.qrAlt', { code: equipment.qrCode })} />
      ) : (
        <div className={classes.qr} />
      )}
      <Text fw={800} mt={6}>
        {equipment.name}
      </Text>
      <Text size="sm">
        {equipment.unitCode ? t('qrLabels.unit', { code: equipment.unitCode }) : t('qrLabels.noUnit')}
      </Text>
      <Text size="sm" ff="monospace">
        {equipment.qrCode}
      </Text>
    </article>
  )
}
