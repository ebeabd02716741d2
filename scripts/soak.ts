// npm run soak: 3 devices × SOAK_MUTATIONS (500) mutations, SOAK_KILLS (3) kill -9 restarts. Prints the counts.
import { runSoak } from './soak/soak'

const started = Date.now()
const counts = await runSoak({
  perDevice: Number(process.env.SOAK_MUTATIONS ?? 500),
  kills: Number(process.env.SOAK_KILLS ?? 3),
  log: (l) => console.log(l),
})
console.log(
  `soak passed in ${((Date.now() - started) / 1000).toFixed(1)} s: no loss, no duplicate, lastMutationId right, fresh pulls converge`,
)
for (const [k, v] of Object.entries(counts)) console.log(`  ${k}: ${v}`)
