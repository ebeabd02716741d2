// What a demo seed is asked for (the seed and its history share it).
export interface SeedOptions {
  now: Date
  /** Days of ticket and status history to make up (0 for none). */
  historyDays: number
}
