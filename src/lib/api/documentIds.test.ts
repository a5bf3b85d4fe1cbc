import { describe, expect, it } from 'vitest'

import { malformedId, type RoutedCollection } from './documentIds'

// Payload's own endpoints, in its order, after a collection's own (as its config sanitises them).
const payloadEndpoints = [
  { path: '/count', method: 'get' },
  { path: '/', method: 'post' },
  { path: '/', method: 'delete' },
  { path: '/:id', method: 'delete' },
  { path: '/access/:id?', method: 'post' },
  { path: '/versions', method: 'get' },
  { path: '/:id/duplicate', method: 'post' },
  { path: '/', method: 'get' },
  { path: '/:id', method: 'get' },
  { path: '/versions/:id', method: 'get' },
  { path: '/versions/:id', method: 'post' },
  { path: '/', method: 'patch' },
  { path: '/:id', method: 'patch' },
]
const collections: RoutedCollection[] = [
  { slug: 'products', endpoints: [{ path: '/qr/:file', method: 'get' }, ...payloadEndpoints] },
  { slug: 'enquiries', endpoints: [{ path: '/export.csv', method: 'get' }, ...payloadEndpoints] },
  {
    slug: 'users',
    endpoints: [
      { path: '/login', method: 'post' },
      { path: '/me', method: 'get' },
      { path: '/verify/:id', method: 'post' },
      ...payloadEndpoints,
    ],
  },
]

describe('document ids in the API', () => {
  it('finds the ids no document can have, whatever the method', () => {
    for (const [method, path] of [
      ['GET', '/api/products/abc'],
      ['GET', '/api/enquiries/distinct'],
      ['PATCH', '/api/users/abc'],
      ['DELETE', '/api/products/1e3'],
      ['GET', '/api/products/-1'],
      ['GET', '/api/products/0'],
      ['GET', '/api/products/versions/abc'],
      ['POST', '/api/products/x/duplicate'],
      ['GET', '/api/products/%20'],
      ['GET', '/api/products/99999999999999999999'],
    ])
      expect(malformedId(collections, method!, path!), `${method} ${path}`).not.toBeNull()
  })

  it('leaves well-formed ids, named endpoints, tokens and other paths alone', () => {
    for (const [method, path] of [
      ['GET', '/api/products/12'],
      ['GET', '/api/products/qr/SH100103.svg'],
      ['GET', '/api/enquiries/export.csv'],
      ['GET', '/api/users/me'],
      ['POST', '/api/users/login'],
      ['POST', '/api/users/verify/3f9a-token'],
      ['GET', '/api/products'],
      ['GET', '/api/products/count'],
      ['GET', '/api/products/versions'],
      ['GET', '/api/globals/site-settings'],
      ['GET', '/api/unknown/abc'],
    ])
      expect(malformedId(collections, method!, path!), `${method} ${path}`).toBeNull()
  })
})
