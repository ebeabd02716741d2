// Mounted once in the root layout: loads the guided demo's overlay (and driver.js) only while a demo runs.
// Its texts (the demo area) load with it, not in the first bundle.
import { lazy, Suspense } from 'react'
import { GUIDED_DEMO_AREAS, loadTextAreas } from '../../i18n/text-areas'
import { useGuidedDemo } from './guided-demo-store'

const GuidedDemoOverlay = lazy(() =>
  Promise.all([import('./guided-demo-overlay'), loadTextAreas(GUIDED_DEMO_AREAS)]).then(([m]) => ({
    default: m.GuidedDemoOverlay,
  })),
)

export function GuidedDemoHost() {
  const { active } = useGuidedDemo()
  return active ? (
    <Suspense fallback={null}>
      <GuidedDemoOverlay />
    </Suspense>
  ) : null
}
