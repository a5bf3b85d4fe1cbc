import { variantTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The tender text (GAEB DA XML X81) of a product's default variant, beside its page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return variantTenderAnswer(await params, 'x81')
}
