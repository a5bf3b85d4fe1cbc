/** The document status with a revert that restores every language and publishes no draft (`@/cms/components/RevertAllLanguages`). */
export const REVERT_ALL_LANGUAGES = '@/cms/components/RevertAllLanguages#RevertAllLanguages'
