import { cadAnswer } from '@/features/documents/cad'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The IFC4 model of a product's default variant, beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return cadAnswer(request, await params, 'ifc')
}
