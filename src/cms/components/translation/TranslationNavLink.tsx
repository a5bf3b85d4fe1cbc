'use client'

import { translationLabels as T } from '@/cms/translation/labels'

import { StaffViewLink } from '../StaffViewLink.client'

/** In the admin's menu, for editors and translators: the translation status. */
export function TranslationNavLink() {
  return <StaffViewLink view="translations" label={T.title} />
}
