// Business constants of the maintenance model that both sides name.

/** Ticket categories that count as a failure of the item (issue #12). */
export const FAILURE_CATEGORIES: readonly string[] = ['mechanical', 'electrical']
/** How many items the report's priority list shows at most. */
export const PRIORITY_LIST_SIZE = 10
/** Days ahead the cost-savings figure covers. */
export const SAVINGS_HORIZON_DAYS = 30
/** Defaults for the downtime cost assumption (configurable on the server). */
export const DEFAULT_COST_PER_MINUTE = 25
export const DEFAULT_CURRENCY = 'EUR'
/** Dates and life remaining are looked for up to a year ahead. */
export const HORIZON_DAYS = 365
