/** An enquiry's reference: a short number visitors can quote on the phone. */
export function referenceOf(id: number | string): string {
  return `SH-${String(id).padStart(6, '0')}`
}
