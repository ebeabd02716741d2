// BENCH_COUNT_IDB=1: counts a page's IndexedDB work (transactions, requests) by who asked for it, so a change's
// cost can be read as "which reads and writes, from where" instead of milliseconds on a shared machine.
// The init script wraps IDBDatabase.transaction and the store/index request methods; each transaction is named by
// its stores, mode and the first app frame of its stack (an unminified build, LINESIDE_MINIFY=0, names them).

/** Runs in the page before the app: window.__idbCounts holds "what" → count. */
export const IDB_COUNT_SCRIPT = `(() => {
  window.__idbCounts = {}
  const add = (k) => (window.__idbCounts[k] = (window.__idbCounts[k] || 0) + 1)
  // The function names of the stack above Dexie (an unminified build names them), joined: who opened it.
  const caller = () =>
    (new Error().stack || '')
      .split('\\n')
      .slice(3)
      .map((l) => (l.trim().match(/^at (?:async )?([^ (]+)/) || [])[1])
      .filter((n) => n && !/^(Object\\.|Table\\.|Transaction\\.|Dexie\\.|DexiePromise|Promise|new |tempTransaction|enterTransactionScope|usePSD|executePromiseTask|callListener|physicalTick|endMicroTickScope|newScope|transaction$|mutate$|_trans$|_promise$|then$|<anonymous>)/.test(n))
      .slice(0, 5)
      .join(' < ')
  const tx = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (stores, mode, ...rest) {
    add('tx ' + (mode || 'readonly') + ' [' + [].concat(stores).join(',') + '] ' + caller())
    add('(transactions)')
    return tx.call(this, stores, mode, ...rest)
  }
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype])
    for (const m of ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor', 'put', 'add', 'delete', 'clear']) {
      const f = proto[m]
      if (!f) continue
      proto[m] = function (...args) {
        add('(requests)')
        add('req ' + m + ' ' + (this.objectStore ? this.objectStore.name + '.' + this.name : this.name))
        return f.apply(this, args)
      }
    }
  const next = IDBCursor.prototype.continue
  IDBCursor.prototype.continue = function (...args) {
    add('(requests)')
    add('req cursor.continue ' + (this.source && this.source.name))
    return next.apply(this, args)
  }
})()`

export type IdbCounts = Record<string, number>

/** What the page counted since the last take (and starts counting afresh). */
export const takeIdbCounts = `(() => { const c = window.__idbCounts || {}; window.__idbCounts = {}; return c })()`

/** Prints the counts per change, largest first. */
export function printIdbCounts(label: string, counts: IdbCounts, changes: number): void {
  console.log(`IndexedDB work per change, ${label}:`)
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1])
  for (const [what, n] of rows.slice(0, 40)) console.log(`  ${(n / changes).toFixed(1).padStart(6)}  ${what}`)
}
