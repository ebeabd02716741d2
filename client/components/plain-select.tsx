// A native select drawn as Mantine's NativeSelect (plain-select.module.css), for the first screens' selects.
// Mantine's input wrapper gives itself a new id in a layout effect, so a screen holding one was committed twice in
// its first task: a second, synchronous render that also ran every passive effect of the screen before it could
// paint (docs/decisions/276). Takes no label of its own: name it with aria-label.
import type { ChangeEvent } from 'react'
import classes from './plain-select.module.css'

interface PlainSelectProps {
  'aria-label': string
  value: string
  data: { value: string; label: string }[]
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  /** Added to the select's own class (e.g. a width). */
  className?: string
}

export function PlainSelect({ data, className, ...props }: PlainSelectProps) {
  return (
    <select {...props} className={className ? `${classes.select} ${className}` : classes.select}>
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
