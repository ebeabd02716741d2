// The route table (both specs' §2). Screens load lazily so each stays out of the first bundle;
// the service worker precaches every chunk, so they still open offline.
// React Router in its declarative mode (useRoutes under a BrowserRouter): its data router (createBrowserRouter,
// ~16 KB gzip on every route) is not in the bundle. A screen's code loads through the cache below and suspends its
// route meanwhile; navigations are transitions, so the previous screen stays until the next is here
// (docs/decisions/250).
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { OPERATOR_DENIED_ROUTES } from '../../shared/roles'
import { loadScreenTexts } from '../i18n/text-areas'
import { afterFirstPaint } from '../lib/first-paint'
import { EntryScreen, loadHomeDashboard, loadLoginPage } from './entry-screen'
import { LoadingScreen } from './loading-screen'
import { RootLayout } from './root-layout'
import { RequireAuth, RoleGate } from './route-guards'
import { RouteErrorBoundary } from './route-error-page'

type ScreenLoader = () => Promise<ComponentType>

/** Signed-in screens, by path. Several paths may share one screen. */
const SCREENS: Record<string, ScreenLoader> = {
  // The board's cached lines (and PM due lines) are read while its code arrives, so its first render has the tiles.
  '/production': () =>
    import('../features/lines/production-dashboard-page').then((m) =>
      m.primeBoard().then(() => m.ProductionDashboardPage),
    ),
  '/mobile-operator': () => import('../features/lines/mobile-operator-page').then((m) => m.MobileOperatorPage),
  '/line-dashboard': () => import('../features/lines/line-dashboard-page').then((m) => m.LineDashboardPage),
  '/line/:lineId': () => import('../features/lines/line-dashboard-page').then((m) => m.LineDashboardPage),
  '/engineering': () => import('../features/machines/engineering-page').then((m) => m.EngineeringPage),
  '/engineer-dashboard': () =>
    import('../features/tickets/engineer-dashboard-page').then((m) => m.EngineerDashboardPage),
  '/engineering-queue': () => import('../features/tickets/engineering-queue-page').then((m) => m.EngineeringQueuePage),
  '/tickets': () => import('../features/tickets/ticket-management-page').then((m) => m.TicketManagementPage),
  '/my-tickets': () => import('../features/tickets/my-tickets-page').then((m) => m.MyTicketsPage),
  '/engineer-mobile': () => import('../features/tickets/engineer-mobile-page').then((m) => m.EngineerMobilePage),
  '/mobile-engineer': () => import('../features/tickets/engineer-mobile-page').then((m) => m.EngineerMobilePage),
  '/qr-scanner': () => import('../features/scanner/qr-scanner-page').then((m) => m.QrScannerPage),
  '/qr-labels': () => import('../features/qr-labels/qr-labels-page').then((m) => m.QrLabelsPage),
  '/predictive-maintenance': () =>
    import('../features/maintenance/predictive-maintenance-page').then((m) => m.PredictiveMaintenancePage),
  // The first report is requested as soon as the screen's code is here, not after its first render (decision 274).
  '/reports': () =>
    import('../features/reports/reports-page').then((m) => {
      void m.primeReports()
      return m.ReportsPage
    }),
  '/settings': () => import('../features/settings/settings-page').then((m) => m.SettingsPage),
  '/admin': () => import('../features/admin/admin-page').then((m) => m.AdminPage),
  '/admin-dashboard': () => import('../features/admin/admin-page').then((m) => m.AdminPage),
  '/it-dashboard': () => import('../features/it/it-dashboard-page').then((m) => m.ItDashboardPage),
  '/monitoring': () => import('../features/it/monitoring-page').then((m) => m.MonitoringPage),
  '/import-export': () => import('../features/import-export/import-export-page').then((m) => m.ImportExportPage),
  '/production-planning': () =>
    import('../features/planning/production-planning-page').then((m) => m.ProductionPlanningPage),
  '/equipment': () => import('../features/equipment/equipment-page').then((m) => m.EquipmentPage),
  '/planned-maintenance': () => import('../features/pm/pm-page').then((m) => m.PmPage),
  '/planned-maintenance/work-order/:workOrderId': () =>
    import('../features/pm/work-order-page').then((m) => m.WorkOrderPage),
  '/loft-dashboard': () => import('../features/equipment/loft-dashboard-page').then((m) => m.LoftDashboardPage),
  '/notifications': () => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  '/hygiene': () => import('../features/hygiene/hygiene-page').then((m) => m.HygienePage),
  '/hygiene/clear/:lineId': () => import('../features/hygiene/clearance-page').then((m) => m.ClearancePage),
  '/handover': () => import('../features/handover/handover-page').then((m) => m.HandoverPage),
  '/demo': () => import('../features/demo/demo-page').then((m) => m.DemoPage),
  '/demo-presentation': () => import('../features/demo/demo-presentation-page').then((m) => m.DemoPresentationPage),
}

export const ENTRY_PATHS = ['/', '/dashboard', '/login'] as const

const operatorDenied: readonly string[] = OPERATOR_DENIED_ROUTES

// Only a mistyped address shows it: loaded then, not in the first bundle (docs/decisions/240).
const NotFoundPage = lazy(() => import('../features/access/not-found-page').then((m) => ({ default: m.NotFoundPage })))

/** Each route's screen, once its code and texts are here. */
const loadedScreens = new Map<string, ComponentType>()
const loadingScreens = new Map<string, Promise<ComponentType>>()

/**
 * The screen of a route path with its texts (docs/decisions/142), loaded once and shared by the preload and the
 * route. A failed load is forgotten, so the next visit of the route tries again.
 */
function loadScreen(path: string): Promise<ComponentType> {
  let loading = loadingScreens.get(path)
  if (!loading) {
    loading = Promise.all([SCREENS[path]!(), loadScreenTexts(path)]).then(
      ([Screen]) => {
        loadedScreens.set(path, Screen)
        return Screen
      },
      (error: unknown) => {
        loadingScreens.delete(path)
        lazyScreens.set(path, lazyScreen(path))
        throw error
      },
    )
    loadingScreens.set(path, loading)
  }
  return loading
}

const lazyScreen = (path: string) => lazy(() => loadScreen(path).then((Screen) => ({ default: Screen })))
const lazyScreens = new Map(Object.keys(SCREENS).map((path) => [path, lazyScreen(path)]))

/**
 * A route's screen: rendered at once when its code is here (the first render after main.tsx's preload), else it
 * suspends until it is. One component for every path, so two paths showing the same screen keep it mounted.
 */
function LazyScreen({ path }: { path: string }) {
  // Both maps hold components made once per path at module level, never during render (createElement: the
  // static-components lint takes a Map lookup in JSX for a component made here).
  return createElement(loadedScreens.get(path) ?? lazyScreens.get(path)!)
}

const screenRoutes = (denied: boolean): RouteObject[] =>
  Object.keys(SCREENS)
    .filter((path) => operatorDenied.includes(path) === denied)
    .map((path) => ({ path, element: <LazyScreen path={path} /> }))

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...ENTRY_PATHS.map((path) => ({ path, element: <EntryScreen /> })),
      {
        element: <RequireAuth />,
        children: [...screenRoutes(false), { element: <RoleGate deny={['operator']} />, children: screenRoutes(true) }],
      },
      {
        path: '*',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
]

/**
 * The route table under the app's router. A screen that fails to load or render shows the error page in place of
 * the whole frame, until the address changes; while the first screen's code loads, the loader shows alone.
 */
export function AppRoutes() {
  const location = useLocation()
  const routes = useRoutes(appRoutes, location)
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>
    </RouteErrorBoundary>
  )
}

/** Every path in the table, for tests that walk them all. */
export const SCREEN_PATHS = Object.keys(SCREENS)

/**
 * Starts fetching the code of the screen at `pathname` at once, while start-up checks, texts and the session
 * are still being read, instead of after the router has matched (one round trip, or one service-worker
 * cache read, less before the first screen). Resolves when it is here — main.tsx waits for it (a while) so
 * the first render is the screen itself, not a loader and then the screen. A failure resolves too (the router
 * loads it again and shows its error).
 */
export function preloadScreen(pathname: string, signedIn: boolean): Promise<void> {
  const quietly = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    )
  if ((ENTRY_PATHS as readonly string[]).includes(pathname)) {
    if (signedIn) return quietly(loadHomeDashboard())
    // The home dashboard (next, once signed in) comes after the login page has painted.
    void afterFirstPaint().then(() => quietly(loadHomeDashboard()))
    return quietly(loadLoginPage())
  }
  for (const path of Object.keys(SCREENS)) {
    if (matchPath(path, pathname)) return quietly(loadScreen(path))
  }
  return Promise.resolve()
}
