import type { Colour } from '@/lib/catalogue/specs'
import type { CertificateGroup, Family, IconName, SocialKind } from '@/lib/vocabularies'

import type { L, ProductSeed } from './content/types'
import type { SeedContext } from './context'
import { bannerSvg } from './images/banner-art'
import { caseSvg } from './images/case-art'
import { certificateSvg } from './images/certificate-art'
import { iconSvg } from './images/icon-set'
import { logoSvg } from './images/logo'
import { type NewsPicture, newsSvg } from './images/news-art'
import { inColour } from './images/product-colour'
import { productDetailSvg } from './images/product-detail'
import { productSvg } from './images/products'
import { qrSvg } from './images/qr-code'
import { sceneSvg, type SceneName } from './images/scene-art'
import { socialIconSvg } from './images/social-set'
import { ensureMedia } from './media'
import { defaultColour } from './variants'

type Id = number | string

/** The drawn images of the demo content, one function per kind. */
export const asset = {
  icon: (ctx: SeedContext, name: IconName, alt: L): Promise<Id> =>
    ensureMedia(ctx, `icon-${name}`, alt, { kind: 'svg', svg: () => iconSvg(name) }),
  social: (ctx: SeedContext, kind: SocialKind, alt: L): Promise<Id> =>
    ensureMedia(ctx, `social-${kind}`, alt, { kind: 'svg', svg: () => socialIconSvg(kind) }),
  logo: (ctx: SeedContext, alt: L): Promise<Id> => ensureMedia(ctx, 'logo', alt, { kind: 'svg', svg: () => logoSvg() }),
  qr: (ctx: SeedContext, name: string, text: string, alt: L): Promise<Id> =>
    ensureMedia(ctx, `qr-${name}`, alt, { kind: 'raster', svg: () => qrSvg(text), width: 480 }),
  /** A product's picture, in the colour it is first sold in (`colour`, where given). */
  product: (ctx: SeedContext, name: string, family: Family, variant: number, alt: L, colour?: Colour): Promise<Id> =>
    ensureMedia(ctx, `product-${name}`, alt, {
      kind: 'raster',
      svg: () => inColour(family, (c) => productSvg(family, variant, c), colour),
      width: 1600,
    }),
  /** The product's picture in a variant's colour. */
  productVariant: (ctx: SeedContext, name: string, family: Family, variant: number, colour: Colour, alt: L) =>
    ensureMedia(ctx, `product-${name}`, alt, {
      kind: 'raster',
      svg: () => inColour(family, (c) => productSvg(family, variant, c), colour),
      width: 1600,
    }),
  // Product pictures are raster files like any photo an editor uploads (SVG is only for icons
  // and the logo); the close-up too.
  productCloseUp: (ctx: SeedContext, product: ProductSeed, variant: number, alt: L): Promise<Id> =>
    ensureMedia(ctx, `product-${product.slug}-detail`, alt, {
      kind: 'raster',
      svg: () => inColour(product.family, (c) => productDetailSvg(product.family, variant, c), defaultColour(product)),
      width: 1600,
    }),
  banner: (ctx: SeedContext, index: number, alt: L): Promise<Id> =>
    ensureMedia(ctx, `banner-${index + 1}`, alt, { kind: 'raster', svg: () => bannerSvg(index), width: 2400 }),
  case: (ctx: SeedContext, region: 'foreign' | 'china', index: number, alt: L): Promise<Id> =>
    ensureMedia(ctx, `case-${region}-${index + 1}`, alt, {
      kind: 'raster',
      svg: () => caseSvg(region, index),
      width: 1200,
    }),
  certificate: (ctx: SeedContext, group: CertificateGroup, index: number, alt: L): Promise<Id> =>
    ensureMedia(ctx, `certificate-${group}-${index + 1}`, alt, {
      kind: 'raster',
      svg: () => certificateSvg(group, index),
      width: 900,
    }),
  scene: (ctx: SeedContext, name: SceneName, alt: L): Promise<Id> =>
    ensureMedia(ctx, `scene-${name}`, alt, { kind: 'raster', svg: () => sceneSvg(name), width: 1600 }),
  news: (ctx: SeedContext, picture: NewsPicture, alt: L): Promise<Id> =>
    ensureMedia(ctx, `news-${picture}`, alt, { kind: 'raster', svg: () => newsSvg(picture), width: 1200 }),
}
