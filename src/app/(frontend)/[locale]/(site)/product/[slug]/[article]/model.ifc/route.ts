import { cadAnswer } from '@/features/documents/cad'

type Context = { params: Promise<{ locale: string; slug: string; article: string }> }

/** The IFC4 model of one variant of a product, beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return cadAnswer(request, await params, 'ifc')
}
