// The en texts of the first bundle: the base file and the areas the app frame uses (CORE_AREAS in
// text-areas.ts, kept equal by text-areas.test.ts); the other areas load with their screens.
import base from './en.json'
import { mergeTrees, type Tree } from './merge'

const areas = import.meta.glob<Tree>('./areas/{honest-ui,photos,planning,sync}/en.json', {
  eager: true,
  import: 'default',
})

export default mergeTrees(base, ...Object.values(areas))
