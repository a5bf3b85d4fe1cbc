/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "tile.example.org": the host a visitor's browser would contact. */
export function tileHost(url: string): string {
  try {
    return new URL(url.replace(/\{s\}\./, '').replace(/\{[a-z]+\}/g, '0')).host
  } catch {
    // env.ts only lets http(s) templates through; this is a last resort for display.
    return url
  }
}
