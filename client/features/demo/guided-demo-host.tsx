// Mounted once in the root layout: loads the guided demo's overlay (and driver.js) only while a demo runs.
import { lazy, Suspense } from 'react'
import { useGuidedDemo } from './guided-demo-store'

const GuidedDemoOverlay = lazy(() => import('./guided-demo-overlay').then((m) => ({ default: m.GuidedDemoOverlay })))

export function GuidedDemoHost() {
  const { active } = useGuidedDemo()
  return active ? (
    <Suspense fallback={null}>
      <GuidedDemoOverlay />
    </Suspense>
  ) : null
}
