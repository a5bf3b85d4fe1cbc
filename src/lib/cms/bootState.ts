/**
 * Whether start-up (migrations, first admin, demo content) has finished. Kept on globalThis
 * because the instrumentation hook and the route handlers are separate bundles.
 */
type BootState = { ready: boolean }

declare global {
  var __sanhausBoot: BootState | undefined
}

export function bootState(): BootState {
  return (globalThis.__sanhausBoot ??= { ready: false })
}
