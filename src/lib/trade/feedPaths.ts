/** The public address of a trade feed file (`/api/trade/bmecat-de.xml`). */
export const feedPath = (file: string): string => `/api/trade/${file}`
