import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'

import { inAdminLanguage, invalid } from '@/cms/labels'

import { safeLinkUrl } from './linkUrl'

const validateLinkUrl: TextFieldSingleValidation = (value, { req, siblingData }) => {
  // Internal links point to a document, not to a typed address.
  if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  return typeof value === 'string' && safeLinkUrl(value) ? true : inAdminLanguage(invalid.linkUrl, req)
}

/** The rich-text editor of every field: Payload's defaults, with links held to safe addresses. */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key === 'link'
        ? LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) =>
                'name' in field && field.name === 'url' ? { ...field, validate: validateLinkUrl } : field,
              ) as typeof defaultFields,
          })
        : feature,
    ),
})
