// Push refusal codes and sync headers, kept free of zod: the client's sync engine is in the first bundle and reads only these
// (docs/decisions/140). shared/schemas/sync.ts re-exports them for the server.

/** Push refusals that are protocol answers, not verdicts on the entries (the body's `reason`). */
export const PUSH_OUT_OF_ORDER = 'out_of_order'
export const PUSH_FOREIGN_CLIENT = 'foreign_client'

/** Sent with every push and pull: how many entries the device's outbox still holds for this client (System Info). */
export const OUTBOX_PENDING_HEADER = 'X-Outbox-Pending'
