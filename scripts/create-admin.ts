// npm run create-admin -- <username> <password> [first] [last]: the first admin of an install started with SEED=none.
import { prepareDatabase } from '../server/bootstrap'
import { hashPassword } from '../server/auth/password'
import { systemClock } from '../server/context'
import { readEnv } from '../server/env'
import { findRoleByName } from '../server/auth/users.repository'

const [username, password, firstName = 'Site', lastName = 'Admin'] = process.argv.slice(2)
if (!username || !password || password.length < 8) {
  console.error('Usage: npm run create-admin -- <username> <password (8+ characters)> [first name] [last name]')
  process.exit(1)
}
const env = readEnv()
const db = await prepareDatabase(env.dataDir, env.seed, systemClock, 90, env.databaseUrl)
const role = await findRoleByName(db, 'admin')
if (!role) throw new Error('The admin role is missing; run npm run migrate first')
const existing = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
if (existing) {
  console.error(`A user called ${username} already exists`)
  process.exit(1)
}
await db
  .insertInto('users')
  .values({
    username,
    email: null,
    first_name: firstName,
    last_name: lastName,
    password_hash: await hashPassword(password),
    role_id: role.id,
    department: 'Management',
    is_active: 1,
    last_login: null,
    created_at: new Date().toISOString(),
  })
  .execute()
await db.destroy()
console.info(`Admin ${username} created in ${env.databaseUrl ? 'the PostgreSQL database' : env.dataDir}`)
