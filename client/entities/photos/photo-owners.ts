// Who a queued photo belongs to, read from its `ticketId`: a ticket (its id), or a PM work order's step or a hygiene
// hold's clearance item (the prefix and the owner's id). Shared by the queue and the uploader.

/** A queued photo whose `ticketId` starts with this belongs to a PM work order's step (issue 28, decision 235). */
export const PM_PHOTO_PREFIX = 'pm-work-order:'
/** A queued photo whose `ticketId` starts with this belongs to a hygiene hold's clearance item (issue 29 §4). */
export const HYGIENE_PHOTO_PREFIX = 'hygiene-hold:'
