/**
 * Runs once when the server starts, before it answers requests: database migrations,
 * the first admin account and, on an empty database, the demo content.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { boot } = await import('@/lib/cms/boot')
  try {
    await boot()
  } catch (error) {
    console.error('[boot] The server cannot start:', error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
