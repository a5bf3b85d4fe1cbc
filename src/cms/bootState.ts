/**
 * Whether start-up (migrations, first admin, demo content) has finished. Kept on globalThis
 * because the instrumentation hook and the route handlers are separate bundles.
 */
type BootState = { ready: boolean }

const KEY = Symbol.for('sanhaus.boot')

export function bootState(): BootState {
  const holder = globalThis as unknown as Record<symbol, BootState | undefined>
  return (holder[KEY] ??= { ready: false })
}
