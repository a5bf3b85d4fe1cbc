import { isLocale, type Locale } from '@/i18n/locales'

type Names = Readonly<Record<Locale, string>>

/**
 * China's 34 provincial-level divisions (23 provinces incl. Taiwan, 5 autonomous regions,
 * 4 municipalities, 2 special administrative regions). The value is the Chinese name, as the
 * original form stored it; the label follows the page's language.
 */
export const provinces: readonly { value: string; names: Names }[] = [
  { value: '北京', names: { de: 'Peking', zh: '北京', en: 'Beijing', it: 'Pechino', fr: 'Pékin', es: 'Pekín' } },
  { value: '天津', names: { de: 'Tianjin', zh: '天津', en: 'Tianjin', it: 'Tianjin', fr: 'Tianjin', es: 'Tianjin' } },
  {
    value: '上海',
    names: { de: 'Shanghai', zh: '上海', en: 'Shanghai', it: 'Shanghai', fr: 'Shanghai', es: 'Shanghái' },
  },
  {
    value: '重庆',
    names: { de: 'Chongqing', zh: '重庆', en: 'Chongqing', it: 'Chongqing', fr: 'Chongqing', es: 'Chongqing' },
  },
  { value: '河北', names: { de: 'Hebei', zh: '河北', en: 'Hebei', it: 'Hebei', fr: 'Hebei', es: 'Hebei' } },
  { value: '山西', names: { de: 'Shanxi', zh: '山西', en: 'Shanxi', it: 'Shanxi', fr: 'Shanxi', es: 'Shanxi' } },
  {
    value: '辽宁',
    names: { de: 'Liaoning', zh: '辽宁', en: 'Liaoning', it: 'Liaoning', fr: 'Liaoning', es: 'Liaoning' },
  },
  { value: '吉林', names: { de: 'Jilin', zh: '吉林', en: 'Jilin', it: 'Jilin', fr: 'Jilin', es: 'Jilin' } },
  {
    value: '黑龙江',
    names: {
      de: 'Heilongjiang',
      zh: '黑龙江',
      en: 'Heilongjiang',
      it: 'Heilongjiang',
      fr: 'Heilongjiang',
      es: 'Heilongjiang',
    },
  },
  { value: '江苏', names: { de: 'Jiangsu', zh: '江苏', en: 'Jiangsu', it: 'Jiangsu', fr: 'Jiangsu', es: 'Jiangsu' } },
  {
    value: '浙江',
    names: { de: 'Zhejiang', zh: '浙江', en: 'Zhejiang', it: 'Zhejiang', fr: 'Zhejiang', es: 'Zhejiang' },
  },
  { value: '安徽', names: { de: 'Anhui', zh: '安徽', en: 'Anhui', it: 'Anhui', fr: 'Anhui', es: 'Anhui' } },
  { value: '福建', names: { de: 'Fujian', zh: '福建', en: 'Fujian', it: 'Fujian', fr: 'Fujian', es: 'Fujian' } },
  { value: '江西', names: { de: 'Jiangxi', zh: '江西', en: 'Jiangxi', it: 'Jiangxi', fr: 'Jiangxi', es: 'Jiangxi' } },
  {
    value: '山东',
    names: { de: 'Shandong', zh: '山东', en: 'Shandong', it: 'Shandong', fr: 'Shandong', es: 'Shandong' },
  },
  { value: '河南', names: { de: 'Henan', zh: '河南', en: 'Henan', it: 'Henan', fr: 'Henan', es: 'Henan' } },
  { value: '湖北', names: { de: 'Hubei', zh: '湖北', en: 'Hubei', it: 'Hubei', fr: 'Hubei', es: 'Hubei' } },
  { value: '湖南', names: { de: 'Hunan', zh: '湖南', en: 'Hunan', it: 'Hunan', fr: 'Hunan', es: 'Hunan' } },
  {
    value: '广东',
    names: { de: 'Guangdong', zh: '广东', en: 'Guangdong', it: 'Guangdong', fr: 'Guangdong', es: 'Cantón (Guangdong)' },
  },
  { value: '海南', names: { de: 'Hainan', zh: '海南', en: 'Hainan', it: 'Hainan', fr: 'Hainan', es: 'Hainan' } },
  { value: '四川', names: { de: 'Sichuan', zh: '四川', en: 'Sichuan', it: 'Sichuan', fr: 'Sichuan', es: 'Sichuan' } },
  { value: '贵州', names: { de: 'Guizhou', zh: '贵州', en: 'Guizhou', it: 'Guizhou', fr: 'Guizhou', es: 'Guizhou' } },
  { value: '云南', names: { de: 'Yunnan', zh: '云南', en: 'Yunnan', it: 'Yunnan', fr: 'Yunnan', es: 'Yunnan' } },
  { value: '陕西', names: { de: 'Shaanxi', zh: '陕西', en: 'Shaanxi', it: 'Shaanxi', fr: 'Shaanxi', es: 'Shaanxi' } },
  { value: '甘肃', names: { de: 'Gansu', zh: '甘肃', en: 'Gansu', it: 'Gansu', fr: 'Gansu', es: 'Gansu' } },
  { value: '青海', names: { de: 'Qinghai', zh: '青海', en: 'Qinghai', it: 'Qinghai', fr: 'Qinghai', es: 'Qinghai' } },
  { value: '台湾', names: { de: 'Taiwan', zh: '中国台湾', en: 'Taiwan', it: 'Taiwan', fr: 'Taïwan', es: 'Taiwán' } },
  {
    value: '内蒙古',
    names: {
      de: 'Innere Mongolei',
      zh: '内蒙古',
      en: 'Inner Mongolia',
      it: 'Mongolia Interna',
      fr: 'Mongolie-Intérieure',
      es: 'Mongolia Interior',
    },
  },
  { value: '广西', names: { de: 'Guangxi', zh: '广西', en: 'Guangxi', it: 'Guangxi', fr: 'Guangxi', es: 'Guangxi' } },
  { value: '西藏', names: { de: 'Tibet', zh: '西藏', en: 'Tibet', it: 'Tibet', fr: 'Tibet', es: 'Tíbet' } },
  { value: '宁夏', names: { de: 'Ningxia', zh: '宁夏', en: 'Ningxia', it: 'Ningxia', fr: 'Ningxia', es: 'Ningxia' } },
  {
    value: '新疆',
    names: { de: 'Xinjiang', zh: '新疆', en: 'Xinjiang', it: 'Xinjiang', fr: 'Xinjiang', es: 'Xinjiang' },
  },
  {
    value: '香港',
    names: { de: 'Hongkong', zh: '中国香港', en: 'Hong Kong', it: 'Hong Kong', fr: 'Hong Kong', es: 'Hong Kong' },
  },
  { value: '澳门', names: { de: 'Macau', zh: '中国澳门', en: 'Macao', it: 'Macao', fr: 'Macao', es: 'Macao' } },
]

export const provinceValues: readonly string[] = provinces.map((p) => p.value)

/** How staff read a stored province in mails and exports: `浙江 (Zhejiang)`. */
export function provinceForStaff(value: string): string {
  const province = provinces.find((p) => p.value === value)
  return province ? `${province.value} (${province.names.en})` : value
}

/** The provinces with labels in one language, sorted as readers of that language expect. */
export function provinceOptions(locale: Locale): { value: string; label: string }[] {
  const options = provinces.map((p) => ({ value: p.value, label: p.names[locale] }))
  // Chinese readers expect the official order (municipalities first); others an alphabetical list.
  if (locale === 'zh') return options
  const collator = new Intl.Collator(locale)
  return options.sort((a, b) => collator.compare(a.label, b.label))
}

/** A province (stored by its Chinese name) in a language, the Chinese name beside it; as stored where unknown. */
export function provinceInLanguage(value: unknown, language: string): string {
  if (typeof value !== 'string' || !value) return ''
  const province = provinces.find((p) => p.value === value)
  const name = province && isLocale(language) ? province.names[language] : undefined
  return name && name !== value ? `${name} (${value})` : value
}
