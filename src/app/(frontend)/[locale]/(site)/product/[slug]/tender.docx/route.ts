import { variantTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The tender text (Word document) of a product's default variant, beside its page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return variantTenderAnswer(await params, 'docx')
}
