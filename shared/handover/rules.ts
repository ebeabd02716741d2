// Who writes and acknowledges handovers (decision 220): the people who lead a line's shift — operators (the
// line lead), engineers and quality — and admins. IT and the demo viewer read them only.
import { hasRole } from '../roles'

export function mayWriteHandover(role: string): boolean {
  return hasRole(role, 'operator', 'engineer', 'quality')
}
