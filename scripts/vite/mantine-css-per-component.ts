// Mantine's CSS per component (docs/decisions/141). Instead of the whole @mantine/core/styles.css (250 KB, a
// render-blocking stylesheet mostly unused by the first screen), each Mantine component's class-name module
// (`esm/components/**/X.module.mjs`) imports its own `styles/X.css`. The stylesheet then travels with the chunk
// that uses the component: the entry carries what the first screen draws, a lazy screen brings the rest.
// Order stays right: a component imports the components it builds on first, so their rules come earlier. The
// sheets are the `@layer mantine` variants: a component's sheet that arrives with a lazy screen lands after the
// app's own overrides (no-truncation.css, modules), and unlayered rules win over the layer whatever the order.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const MODULE =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/

export function mantineCssPerComponent(repoRoot: string): Plugin {
  const stylesDir = path.join(repoRoot, 'node_modules/@mantine/core/styles')
  return {
    name: 'lineside:mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      const match = MODULE.exec(id.split('?')[0]!)
      if (!match) return null
      const css = `${match[1]}.layer.css`
      if (!existsSync(path.join(stylesDir, css))) this.error(`No Mantine stylesheet ${css} for ${id}`)
      return { code: `import '@mantine/core/styles/${css}';\n${code}`, map: null }
    },
  }
}

// Mantine's ScrollArea (inside every Table and Modal) imports only `useMergeRefs` from @floating-ui/react; the
// import would pull the whole 15 KB (gzip) floating-ui chunk into every screen with a table. Point that one
// import at a shim over Mantine's own hook (docs/decisions/140). Popovers, menus and tooltips load the real one.
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/

export function scrollAreaMergeRefs(repoRoot: string): Plugin {
  return {
    name: 'lineside:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null
      return path.join(repoRoot, 'client/lib/merge-refs-shim.ts')
    },
  }
}
