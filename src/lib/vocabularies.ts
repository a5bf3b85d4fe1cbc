/**
 * The closed lists of values the content model stores, in one place: the admin's select fields,
 * the demo seed, the site and the public API all use these, so a value added here is known to
 * each of them (and TypeScript names every place that must handle it).
 */

/** The cooperation types of the enquiry form (spec section 3, demand options), in the spec's order. */
export const demandTypes = ['brand', 'project', 'customised', 'joinus', 'other'] as const
export type DemandType = (typeof demandTypes)[number]

/**
 * Every kind of enquiry the inbox holds: the form's five, and the kinds other forms send (an
 * appointment in a showroom, from its page), which the form's type chooser never offers.
 */
export const enquiryKinds = [
  'brand',
  'project',
  'customised',
  'joinus',
  'other',
  'appointment',
] as const satisfies readonly [...typeof demandTypes, 'appointment']
export type EnquiryKind = (typeof enquiryKinds)[number]

/** The part of the day a visitor would like to come to a showroom (none given: any time it is open). */
export const visitTimes = ['morning', 'afternoon', 'evening'] as const
export type VisitTime = (typeof visitTimes)[number]

/** An enquiry's handling by staff, and the state of its staff notification. */
export const enquiryStatuses = ['new', 'in_progress', 'done', 'spam'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]
export const mailStatuses = ['pending', 'sent', 'retrying', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

/** The two external shops of the shop-mall menu (`/shop/product`, `/shop/sogood`). */
export const shopSlugs = ['product', 'sogood'] as const
export type ShopSlug = (typeof shopSlugs)[number]

/** The legal pages every language has. */
export const legalSlugs = ['impressum', 'privacy', 'accessibility'] as const
export type LegalSlug = (typeof legalSlugs)[number]

/** Product families; each has its own drawing. */
export const families = ['basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet'] as const
export type Family = (typeof families)[number]

/** Groups of the certificates page, in its order. */
export const certificateGroups = ['standard', 'more', 'patent', 'honour', 'quality', 'testing'] as const
export type CertificateGroup = (typeof certificateGroups)[number]

/** The technology page's lines, one per product area. */
export const techLineKeys = ['cabinet', 'basin', 'bathtub', 'enclosure', 'hardware', 'service'] as const
export type TechLineKey = (typeof techLineKeys)[number]

/** Kinds of a job opening (schema.org JobPosting employmentType). */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const
export type EmploymentType = (typeof employmentTypes)[number]

/** Kinds of an office's contact line. */
export const contactKinds = ['tel', 'email', 'web', 'address'] as const
export type ContactKind = (typeof contactKinds)[number]

/** What a search hit is. */
export const searchKinds = ['product', 'series', 'category', 'case', 'news', 'page'] as const
export type SearchKind = (typeof searchKinds)[number]

/** Social and shop profiles in the footer, and the messengers with a QR code. */
export const socialKinds = [
  'pinterest',
  'youtube',
  'facebook',
  'instagram',
  'alibaba',
  'madeinchina',
  'tmall',
  'amazon',
  'ebay',
] as const
export type SocialKind = (typeof socialKinds)[number]
export const messagingKinds = ['wechat', 'whatsapp'] as const
export type MessagingKind = (typeof messagingKinds)[number]

/** Icons the demo seed draws as SVG (service, feature, category and why-us rows). */
export const iconNames = [
  'warranty',
  'storage',
  'inspection',
  'delivery',
  'express',
  'replace',
  'installation',
  'ce',
  'oem',
  'globe',
  'fair',
  'project',
  'showroom',
  'calendar',
  'factory',
  'people',
  'research',
  'capital',
  'basin',
  'cabinet',
  'enclosure',
  'bathtub',
  'hardware',
  'tray',
  'toilet',
  'service',
  'quality',
  'design',
  'eco',
  'water',
  'craft',
  'measure',
  'support',
  'shield',
  'award',
  'handshake',
  'stone',
  'glass',
  'layers',
  'drop',
  'sparkle',
  'leaf',
] as const
export type IconName = (typeof iconNames)[number]

/** Time zones the service hours can be given in (IANA names; pages name them in the visitor's language). */
export const serviceTimeZones = [
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Madrid',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'America/New_York',
] as const
export type ServiceTimeZone = (typeof serviceTimeZones)[number]

/** The kinds of place where products are on display: the brand's own, a dealer's exhibition, an installer's studio. */
export const showroomKinds = ['brand', 'dealer', 'studio'] as const
export type ShowroomKind = (typeof showroomKinds)[number]

/** The days of the week as opening hours name them (ISO order, Monday first). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** The languages a showroom's staff may speak (ISO 639-1): the site's six and those of its markets. */
export const spokenLanguages = ['de', 'zh', 'en', 'it', 'fr', 'es', 'da', 'sv', 'nl', 'ru'] as const
export type SpokenLanguage = (typeof spokenLanguages)[number]

/** The time zones of the markets with showrooms (IANA names). */
export const showroomTimeZones = [
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/London',
  'Europe/Rome',
  'Europe/Madrid',
  'Europe/Copenhagen',
  'Europe/Stockholm',
  'Europe/Moscow',
  'Asia/Shanghai',
] as const
export type ShowroomTimeZone = (typeof showroomTimeZones)[number]
