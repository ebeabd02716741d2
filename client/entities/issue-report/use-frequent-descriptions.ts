// React access to the remembered descriptions (read once per dialog opening, saved on submit).
import { useCallback, useState } from 'react'
import { loadFrequent, rememberDescription, type FrequentDescription } from './frequent-descriptions'

export function useFrequentDescriptions(): { frequent: FrequentDescription[]; remember: (text: string) => void } {
  const [frequent, setFrequent] = useState(() => loadFrequent())
  const remember = useCallback((text: string) => setFrequent(rememberDescription(text)), [])
  return { frequent, remember }
}
