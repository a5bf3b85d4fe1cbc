/**
 * A module's download, started by the first call and shared by the later ones; a failed download
 * is tried again on the next call.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    }))
}
