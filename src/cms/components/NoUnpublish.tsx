/**
 * Stands in for the "Unpublish" button of globals: page texts, the navigation and the settings are
 * always online (an unpublish is refused by `keepGlobalOnline` in any case; an earlier version is
 * shown by restoring it), so the admin does not offer it.
 */
export function NoUnpublish() {
  return null
}
