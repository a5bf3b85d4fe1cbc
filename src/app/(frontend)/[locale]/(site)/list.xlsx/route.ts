import { listExport } from '@/features/trade/listExport'

type Context = { params: Promise<{ locale: string }> }

/** A visitor's Merkliste for a purchaser's systems (`?items=SH300301:2,SH100101:1`). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return listExport(request, (await params).locale, 'xlsx')
}
