// The database's first preparation outside the server: migrations, the first admin and, on an
// empty database, the demo content (src/lib/cms/boot.ts, `prepareDatabase`). `npm start` runs it
// (with tsx) beside the production build on a fresh clone, so the server that starts after the
// build finds the content there instead of writing it then. Reads the environment as Next does
// (.env.local and the rest), so it prepares the very database the server will use.
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd(), false)

// Imported after the environment is read: the configuration reads it when it loads.
const { connect, prepareDatabase } = await import('../src/lib/cms/boot')
const payload = await connect()
await prepareDatabase(payload)
await payload.destroy()
process.exit(0)
