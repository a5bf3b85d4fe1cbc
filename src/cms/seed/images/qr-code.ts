/** QR codes for the messaging contacts, rendered by the `qrcode` encoder so they really scan. */
import QRCode from 'qrcode'

const SIZE = 480

export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#2E2F31', light: '#FFFFFF' },
  })
  // The encoder emits only a viewBox; image pipelines need an intrinsic size.
  return svg.trim().replace(/^<svg\b([^>]*)>/, (_m: string, attrs: string) => {
    const rest = attrs.replace(/\s(width|height)="[^"]*"/g, '')
    return `<svg${rest} width="${SIZE}" height="${SIZE}">`
  })
}
