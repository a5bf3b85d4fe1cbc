/**
 * What the form loads on its first touch to check fields: the shared rules (with the phone
 * library) and the submission they read. Never part of the page's first load.
 */
export { parseEnquiry, validateField } from '@/lib/enquiry/schema'
export { ruleOptions, toSubmission } from './submission'
