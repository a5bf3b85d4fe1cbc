// Which answers a page cache keeps. A page or route handler that answered anything but 200 (not
// found, a redirect) is rendered again when asked again: storing it would give every address a
// visitor or a robot can make up (`?article=SH999999`, `?category=zz-1`) an entry of its own, in
// memory, on disk and in Redis. Plain JavaScript: both cache handlers load it outside the bundler.

/** Whether an entry Next hands a cache handler is kept (data of `unstable_cache` always is). */
export function isStorable(data) {
  if (!data || typeof data !== 'object') return true
  if (data.kind === 'REDIRECT') return false
  if (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE' && data.kind !== 'PAGES') return true
  return data.status === undefined || data.status === 200
}
