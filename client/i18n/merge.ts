// Deep-merges locale trees: a language's base file plus one file per screen area.
export type Tree = { [key: string]: string | Tree }

export function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {}
  for (const tree of trees) mergeInto(out, tree)
  return out
}

function mergeInto(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (typeof value === 'object') {
      const branch = typeof existing === 'object' ? existing : (target[key] = {})
      mergeInto(branch, value)
    } else {
      target[key] = value
    }
  }
}
