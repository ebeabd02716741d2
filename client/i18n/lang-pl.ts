// All pl texts: the base file and every area's file, as one module (one chunk in the build).
import base from './pl.json'
import { mergeTrees, type Tree } from './merge'

const areas = import.meta.glob<Tree>('./areas/*/pl.json', { eager: true, import: 'default' })

export default mergeTrees(base, ...Object.values(areas))
