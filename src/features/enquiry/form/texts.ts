import type en from '../../../../messages/en.json'

/** The form's texts in one language (`enquiry` in messages/<locale>.json). */
export type EnquiryTexts = (typeof en)['enquiry']

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
