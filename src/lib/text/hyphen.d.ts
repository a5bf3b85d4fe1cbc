// The hyphenation patterns of the `hyphen` package (Liang's algorithm, TeX patterns), one module per language.
type HyphenOptions = { hyphenChar?: string; minWordLength?: number; exceptions?: string[] }
declare module 'hyphen/de' {
  export function hyphenateSync(text: string, options?: HyphenOptions): string
}
declare module 'hyphen/en' {
  export function hyphenateSync(text: string, options?: HyphenOptions): string
}
declare module 'hyphen/it' {
  export function hyphenateSync(text: string, options?: HyphenOptions): string
}
declare module 'hyphen/fr' {
  export function hyphenateSync(text: string, options?: HyphenOptions): string
}
declare module 'hyphen/es' {
  export function hyphenateSync(text: string, options?: HyphenOptions): string
}
