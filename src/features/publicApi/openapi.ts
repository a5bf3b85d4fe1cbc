import * as z from 'zod'

import { locales } from '@/i18n/locales'
import { facetValues } from '@/lib/catalogue/facets'
import { limits } from '@/lib/enquiry/fields'
import { MAX_ITEMS, MAX_QUANTITY } from '@/lib/enquiry/items'
import { provinceValues } from '@/lib/enquiry/provinces'
import { appointmentSchema, enquirySchema, type ValidationMessages } from '@/lib/enquiry/schema'
import { countryCodes } from '@/lib/geo/countries'
import { VISIT_DAYS_AHEAD } from '@/lib/showrooms/visit'

import { MAX_ID } from './request'
import { apiRegistry, DEFAULT_LIMIT, layouts, MAX_LIMIT, MAX_PAGE } from './schemas'

type JsonSchema = Record<string, unknown>

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(apiRegistry, {
    target: 'draft-2020-12',
    uri: (name) => `#/components/schemas/${name}`,
  })
  const out: Record<string, JsonSchema> = {}
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _uri, id: _id, ...rest } = schema as JsonSchema
    out[name] = rest
  }
  return out
}

type FormSchema = JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] }

/** A form's own schema as JSON Schema, for a request body. */
function formSchema(schema: ReturnType<typeof enquirySchema> | ReturnType<typeof appointmentSchema>): FormSchema {
  const form = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as FormSchema
  delete form.$schema
  return form
}

const placeholder = new Proxy({}, { get: () => 'invalid' }) as ValidationMessages

/** China's form asks for the province and the transfer consent: also when `country` is absent. */
const chinaRequires = [
  {
    if: {
      anyOf: [
        { not: { required: ['country'] } },
        { required: ['country'], properties: { country: { type: 'string', const: 'CN' } } },
      ],
    },
    then: { required: ['province', 'transferConsent'] },
  },
]

/** The visitor's details, shared by the enquiry and the appointment: country, phone, address and consent. */
function detailProperties(form: FormSchema): Record<string, JsonSchema> {
  return {
    country: {
      type: 'string',
      enum: [...countryCodes],
      description:
        'The visitor’s country, ISO 3166-1 alpha-2 in any case (Taiwan, Hong Kong and Macao are provinces of China’s form). Absent: China. An unknown code is answered with 400 `invalid` and a message for `country`; while the site takes enquiries from China only (site settings), any other country too, with the overseas notice as the message.',
    },
    tel: {
      type: 'string',
      maxLength: limits.telInternational,
      description:
        'China: exactly 11 digits (the spec’s rule) for a mainland province; Hong Kong, Macao and Taiwan, and every other country: a number valid there, as written there or with its country code (`+49 89 1234567`). Stored as given (China) or written internationally, and in E.164 beside it.',
    },
    transferConsent: {
      type: 'boolean',
      const: true,
      description:
        'China only, and then required: the separate consent to the transfer of the enquiry to the parent company in Germany (PIPL art. 39). Without it a China enquiry is answered with 400 `invalid` and a message for `transferConsent`.',
    },
    region: { ...form.properties.region, description: 'Any country but China: state or region (optional)' },
    postcode: { ...form.properties.postcode, description: 'Any country but China: postcode (optional)' },
    city: { ...form.properties.city, description: 'Any country but China: city (optional)' },
    province: {
      type: 'string',
      enum: [...provinceValues],
      description: 'China only, and then required: the Chinese name of one of the 34 provincial-level divisions',
    },
  }
}

/** What the handler reads besides a form's fields. */
const protection: Record<string, JsonSchema> = {
  lang: { type: ['string', 'integer'], description: 'Language of the messages (see the `lang` parameter)' },
  idempotencyKey: { type: 'string', description: 'Same as the Idempotency-Key header' },
  challenge: { type: 'string', description: 'From GET /api/join/challenge, when the proof of work is on' },
  nonce: { type: 'integer', minimum: 0, description: 'Solution of the proof of work for challenge and key' },
  website: { type: 'string', description: 'Leave empty (a field people never see)' },
}

/** The enquiry body: the form's own schema, plus what the handler reads besides the fields. */
function enquiryBody(): JsonSchema {
  const form = formSchema(enquirySchema(placeholder))
  return {
    ...form,
    description:
      'The enquiry form’s fields. `country` (ISO 3166-1 alpha-2) decides the rest: China (`CN`, also when `country` is absent, the spec’s form) asks for `province`, the spec’s 11-digit `tel` (Hong Kong, Macao and Taiwan: their own numbering) and `transferConsent`; any other country for a `tel` valid there and, optionally, `region`, `postcode` and `city` (a `province` sent with it is ignored). `type` is a key or the spec’s index (0-4); `job` names an open position by its `id`, `slug` or `value` from GET /api/jobs and is required for `joinus`. Unknown keys are ignored.',
    required: [...new Set([...(form.required ?? []), 'tel'])],
    allOf: chinaRequires,
    properties: {
      ...form.properties,
      ...detailProperties(form),
      job: {
        ...form.properties.job,
        description:
          'The position applied for (required for `joinus`, ignored otherwise): its `id`, its `slug` or its `value` (the original site’s job key), as GET /api/jobs lists them. An unknown position, or one whose closing day (`validThrough`, until 24:00 Europe/Berlin) has passed, is answered with 400 `invalid` and a message for `job`.',
      },
      items: {
        type: 'array',
        maxItems: MAX_ITEMS,
        description: `The products of a project list: each an article number (\`SH\` and six digits, any case) and a quantity. A number given twice is one row with both quantities. Each must be a published product or variant (GET /api/cats/{id}/products lists their \`article\` numbers). A bad row refuses the whole enquiry with 400 \`invalid\` and a message under \`items.<row>.article\` or \`items.<row>.quantity\` (or \`items\` for the list), so nothing is stored until every row is right. \`product\` (a slug) may be given as well: its default variant becomes a row of quantity 1 unless the list holds it.`,
        items: {
          type: 'object',
          required: ['article', 'quantity'],
          properties: {
            article: { type: 'string', pattern: '^[Ss][Hh]\\d{6}$', examples: ['SH100101'] },
            quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
          },
        },
      },
      ...protection,
    },
  }
}

/** An appointment's body: the visitor's details as in the enquiry, the series to see, the wished visit. */
function appointmentBody(): JsonSchema {
  const form = formSchema(appointmentSchema(placeholder))
  return {
    ...form,
    description:
      'An appointment in a showroom: the visitor’s details with the enquiry’s rules (`country` decides the phone and the address fields, China asks for `province` and `transferConsent`), the series to see, and a wished day and part of the day, all optional besides the details and the consent. A `type` sent is ignored. Unknown keys are ignored.',
    required: [...new Set([...(form.required ?? []), 'tel'])],
    allOf: chinaRequires,
    properties: {
      ...form.properties,
      ...detailProperties(form),
      series: {
        ...form.properties.series,
        description: `Slugs of the series the visitor would like to see (at most ${limits.series}), each on display in this showroom; another is answered with 400 \`invalid\` and a message for \`series\``,
      },
      visitDate: {
        type: 'string',
        format: 'date',
        description: `The day the visitor would like to come (\`YYYY-MM-DD\`, the showroom’s calendar): from tomorrow in the showroom’s time zone up to ${VISIT_DAYS_AHEAD} days ahead, a day it opens (its hours and exceptions); otherwise 400 \`invalid\` with a message for \`visitDate\``,
      },
      visitTime: {
        ...form.properties.visitTime,
        description:
          'The part of the day (morning before 12:00, afternoon 12:00–17:00, evening from 17:00, the showroom’s clock); on the day given it must be open then, otherwise 400 `invalid` with a message for `visitTime`',
      },
      requirement: { ...form.properties.requirement, description: 'A message to the showroom (optional)' },
      ...protection,
    },
  }
}

/** The product finder's parameters of the product lists: facets, ranges and the fit check. */
function finderQuery(): JsonSchema[] {
  const list = (name: string, values: string[] | null, description: string): JsonSchema => ({
    name,
    in: 'query',
    required: false,
    description: `${description}; repeat the parameter or separate values by commas for either of several`,
    style: 'form',
    explode: true,
    schema: { type: 'array', items: values ? { type: 'string', enum: values } : { type: 'string' } },
  })
  const range = (name: string): JsonSchema => ({
    name,
    in: 'query',
    required: false,
    description: `${name} in millimetres: \`min-max\`, \`min-\` or \`-max\``,
    schema: { type: 'string', pattern: '^\\d{0,5}-\\d{0,5}$', example: '800-1200' },
  })
  return [
    list('series', null, 'Series slugs'),
    list('material', facetValues('material'), 'Materials'),
    list('finish', facetValues('finish'), 'Finishes'),
    list('colour', facetValues('colour'), 'Colours'),
    list('installation', facetValues('installation'), 'Installations'),
    list('opening', facetValues('opening'), 'How an enclosure opens'),
    range('width'),
    range('depth'),
    range('height'),
    {
      name: 'fit',
      in: 'query',
      required: false,
      description:
        'The space in millimetres, width × depth (× height), each 200-5000: only products that fit, each with `fit`. ' +
        'Bathtubs, furniture, basins and toilets fit by their footprint; enclosures and trays when the niche lies in their adjustment range (± 5 mm)',
      schema: { type: 'string', pattern: '^\\d{1,5}x\\d{1,5}(x\\d{1,5})?$', example: '900x800' },
    },
  ]
}

const lang = {
  name: 'lang',
  in: 'query',
  required: false,
  description: `Language: the spec’s index (0 German, 1 Chinese, 2 English, 3 Italian, 4 French, 5 Spanish) or the code. Default German. Error messages follow it too.`,
  schema: { type: 'string', pattern: `^([0-5]|${locales.join('|')})$`, default: 'de' },
}
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'One key per submission: a retry with it returns the first answer',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' },
}

/** The answers of an endpoint that stores a visitor's submission (the enquiry, an appointment). */
function submitResponses(invalid: string): Record<string, JsonSchema> {
  return {
    '201': {
      description:
        'Stored (a retry with the same Idempotency-Key gets the first answer, with `Idempotent-Replayed: true`)',
      content: json(ref('EnquiryAnswer')),
    },
    '400': error(invalid),
    '405': error('Only POST is served here'),
    '413': error('The body is larger than 32 KB'),
    '415': error('The body is not application/json'),
    '429': error(
      'Too many enquiries (ENQUIRY_RATE_LIMIT) or requests (ENQUIRY_REQUEST_LIMIT) from this client; try again after Retry-After seconds',
    ),
    '503': error('Nothing was stored; send it again, with the same Idempotency-Key, after Retry-After seconds'),
  }
}

const page = {
  name: 'page',
  in: 'query',
  required: false,
  schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
}
const limit = {
  name: 'limit',
  in: 'query',
  required: false,
  schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
}
const id = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
})

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: json(ref('Error')) })
const cachingHeaders = {
  ETag: {
    description: 'Send it back in If-None-Match to get a 304 while the content is unchanged',
    schema: { type: 'string' },
  },
  'Cache-Control': { schema: { type: 'string', const: 'public, max-age=0, must-revalidate' } },
}

function get(summary: string, answer: string, parameters: unknown[], extra: Record<string, unknown> = {}) {
  return {
    get: {
      summary,
      parameters,
      responses: {
        '200': { description: 'OK', headers: cachingHeaders, content: json(ref(answer)) },
        '304': { description: 'Not modified (If-None-Match named the current ETag)' },
        '400': error('A parameter is not valid (`invalid`, with `fields`) or the language is unknown (`bad_language`)'),
        ...extra,
        '405': error('Only GET and HEAD are served here'),
        '503': error('The content store is unavailable; try again after Retry-After seconds'),
      },
    },
  }
}

/** The OpenAPI 3.1 document of the public API. */
export function openApiDocument(serverUrl: string): JsonSchema {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'SANHAUS public API',
      version: '1.0.0',
      description:
        'The content of the brand site as JSON, in six languages. Answers are `{ "data": ... }`; lists add `page`, `limit` and `total`. Errors are `{ "error": { "code", "message", "fields"? } }` with a message in the requested language. Only published content is visible.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/api/ads': get('Home banners, with the description in all six languages', 'AdList', [lang, page, limit]),
      '/api/cats': get('Product categories with their sub-categories', 'CategoryList', [
        lang,
        {
          name: 'layout',
          in: 'query',
          required: false,
          description: '`sidebar`: the whole tree; `home`: the product boxes of the home page',
          schema: { type: 'string', enum: [...layouts], default: 'sidebar' },
        },
        page,
        limit,
      ]),
      '/api/cats/{id}/products': get(
        'Products of a category or sub-category, in the editors’ order',
        'ProductList',
        [id('Category id (root or sub-category)'), lang, page, limit, ...finderQuery()],
        {
          '400': error('A parameter is not valid; `fields` names each with its message'),
          '404': error('No category has this id'),
        },
      ),
      '/api/cats/root/{id}/products': get(
        'Products of a root category, its sub-categories included',
        'ProductList',
        [id('Root category id'), lang, page, limit, ...finderQuery()],
        {
          '400': error('A parameter is not valid; `fields` names each with its message'),
          '404': error('No root category has this id'),
        },
      ),
      '/api/categorys': get('Article categories: one per language, with the original ids', 'ArticleCategoryList', [
        lang,
        page,
        limit,
      ]),
      '/api/category/{id}/articles': get(
        'Articles of a category, newest first',
        'ArticleList',
        [id('Article category id: 13, 14, 15, 16, 17 or 19'), lang, page, limit],
        {
          '404': error('No article category has this id'),
        },
      ),
      '/api/article/{id}': get(
        'One article with its body as HTML (`desc`)',
        'ArticleAnswer',
        [id('Article id'), lang],
        { '404': error('No published article has this id') },
      ),
      '/api/jobs': get('Open positions (closing date not passed)', 'JobList', [lang, page, limit]),
      '/api/catalogue/variants': get(
        'The trade data’s variants: by GTIN, changed since a time (oldest change first, for a sync page by page), or all',
        'TradeVariantList',
        [
          lang,
          page,
          limit,
          {
            name: 'gtin',
            in: 'query',
            required: false,
            description: 'A GTIN (EAN) of 8, 12, 13 or 14 digits with a valid check digit: the variant that carries it',
            schema: { type: 'string', pattern: '^(\\d{8}|\\d{12,14})$' },
          },
          {
            name: 'updatedSince',
            in: 'query',
            required: false,
            description: 'ISO 8601 date or time: the variants whose product changed at or after it',
            schema: { type: 'string', format: 'date-time' },
          },
        ],
        { '503': error('The trade data are being made for the first time; try again after Retry-After seconds') },
      ),
      '/api/catalogue/variants/{article}': get(
        'One variant of the trade data, by its article number',
        'TradeVariantAnswer',
        [
          {
            name: 'article',
            in: 'path',
            required: true,
            description: 'Article number (`SH` and six digits; case does not matter)',
            schema: { type: 'string' },
          },
          lang,
        ],
        {
          '404': error(
            'The trade data hold no variant with this number (unknown, unpublished, or without an ETIM class)',
          ),
          '503': error('The trade data are being made for the first time; try again after Retry-After seconds'),
        },
      ),
      '/api/join/challenge': {
        get: {
          summary: 'A signed, short-lived challenge for the enquiry’s proof of work',
          responses: {
            '200': { description: 'OK', content: json(ref('ChallengeAnswer')) },
            '405': error('Only GET is served here'),
          },
        },
      },
      '/api/join': {
        post: {
          summary: 'Send a cooperation enquiry or a job application',
          parameters: [lang, idempotencyKey],
          requestBody: { required: true, content: json(enquiryBody()) },
          responses: submitResponses(
            '`invalid` (with a message per field; for `job` also when the position is no longer open), `bad_json`, `bad_language` or `challenge_failed`',
          ),
        },
      },
      '/api/showroom/{slug}/appointment': {
        post: {
          summary: 'Ask a showroom for an appointment',
          description:
            'Stored in the enquiry inbox as an appointment (read by sales) and told to the showroom’s own address and the sales recipients of its country’s market. The same challenge, Idempotency-Key, rate limits and field rules as POST /api/join; the limits count both together.',
          parameters: [
            {
              name: 'slug',
              in: 'path',
              required: true,
              description: 'The showroom’s slug, as its page’s address names it (`/de/showrooms/{slug}`)',
              schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,99}$' },
            },
            lang,
            idempotencyKey,
          ],
          requestBody: { required: true, content: json(appointmentBody()) },
          responses: {
            ...submitResponses(
              '`invalid` (with a message per field: the details as for an enquiry, `series`, `visitDate`, `visitTime`, `shareConsent`), `bad_json`, `bad_language` or `challenge_failed`',
            ),
            '404': error('No published showroom has this slug (`not_found`, naming the list of showrooms)'),
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  }
}
