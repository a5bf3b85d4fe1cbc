/** `tel:` link of a phone number as written for people (spaces, dashes and brackets dropped). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}
