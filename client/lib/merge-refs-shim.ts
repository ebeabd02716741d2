// Mantine's ScrollArea (inside every Table and Modal) imports only `useMergeRefs` from @floating-ui/react,
// which would pull the whole 15 KB (gzip) floating-ui chunk into every screen with a table. The build points
// that one import here instead (vite.config.ts); Mantine's own hook does the same job (docs/decisions/140).
import { useMergedRef } from '@mantine/hooks'
import type { Ref } from 'react'

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void | (() => void) {
  return useMergedRef<T>(...(refs as Ref<T>[]))
}
