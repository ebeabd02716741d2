// A problem with an import the user can act on (connector refused, service unreachable): shown as the job's message.
export class ImportError extends Error {}
