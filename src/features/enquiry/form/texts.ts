import type en from '../../../../messages/en.json'

/** The form's texts in one language (`enquiry` in messages/<locale>.json). */
export type EnquiryTexts = (typeof en)['enquiry']

export { fill } from '@/lib/template'
