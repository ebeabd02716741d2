// jStat through its default export: it is CommonJS, and Node's ESM loader finds no named exports in it.
import jstat from 'jstat'

export const jStat = jstat.jStat
