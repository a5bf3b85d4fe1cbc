import type { BannerSeed } from './types'

export const banners: readonly BannerSeed[] = [
  {
    title: {
      de: 'Zeit für sich',
      zh: '静享沐浴时光',
      en: 'Time for yourself',
      it: 'Tempo per sé',
      fr: 'Un temps pour soi',
      es: 'Un momento para usted',
    },
    description: {
      de: 'Freistehende Badewannen aus Mineralguss und Acryl setzen einen ruhigen Mittelpunkt im Bad.',
      zh: '人造石与亚克力独立浴缸，为浴室营造宁静的视觉中心。',
      en: 'Freestanding baths in stone resin and acrylic create a calm centrepiece in the bathroom.',
      it: 'Le vasche freestanding in resina minerale e acrilico creano un punto focale sereno nel bagno.',
      fr: 'Les baignoires îlots en résine minérale et en acrylique forment un point central apaisant dans la salle de bains.',
      es: 'Las bañeras exentas de resina mineral y acrílico crean un punto central sereno en el baño.',
    },
    alt: {
      de: 'Freistehende weiße Badewanne vor einem großen Fenster mit Blick ins Grüne',
      zh: '落地窗前的白色独立浴缸，窗外绿意盎然',
      en: 'White freestanding bath in front of a large window overlooking greenery',
      it: 'Vasca freestanding bianca davanti a una grande finestra affacciata sul verde',
      fr: 'Baignoire îlot blanche devant une grande fenêtre donnant sur la verdure',
      es: 'Bañera exenta blanca frente a un gran ventanal con vistas a la vegetación',
    },
  },
  {
    title: {
      de: 'Geformt aus Mineralguss',
      zh: '匠心人造石盆',
      en: 'Shaped in stone resin',
      it: 'Forme in resina minerale',
      fr: 'Façonnées en résine minérale',
      es: 'Formas en resina mineral',
    },
    description: {
      de: 'Unsere Mineralguss-Waschbecken verbinden eine seidenmatte, porenfreie Oberfläche mit klaren Formen für jeden Waschtisch.',
      zh: '尚豪斯人造石盆表面细腻哑光、致密无孔，造型简洁，与各式台面相得益彰。',
      en: 'Our stone-resin basins pair a silky matt, non-porous surface with clear forms for every vanity.',
      it: 'I nostri lavabi in resina minerale uniscono una superficie opaca, setosa e non porosa a forme essenziali per ogni piano bagno.',
      fr: 'Nos vasques en résine minérale allient une surface mate, soyeuse et non poreuse à des lignes épurées pour chaque plan de toilette.',
      es: 'Nuestros lavabos de resina mineral combinan una superficie mate, sedosa y no porosa con formas depuradas para cualquier encimera.',
    },
    alt: {
      de: 'Mattweißes Mineralguss-Waschbecken auf einem Waschtisch aus Eiche in einem lichtdurchfluteten Bad',
      zh: '明亮浴室中，橡木台面上的哑光白人造石盆',
      en: 'Matt white stone-resin basin on an oak vanity in a sunlit bathroom',
      it: 'Lavabo bianco opaco in resina minerale su un mobile in rovere in un bagno luminoso',
      fr: 'Vasque blanc mat en résine minérale sur un meuble en chêne, dans une salle de bains baignée de lumière',
      es: 'Lavabo de resina mineral en blanco mate sobre un mueble de roble en un baño luminoso',
    },
  },
  {
    title: {
      de: 'Klarheit in Glas',
      zh: '通透之境',
      en: 'Clarity in glass',
      it: 'Trasparenza in cristallo',
      fr: 'La clarté du verre',
      es: 'Claridad en vidrio',
    },
    description: {
      de: 'Duschabtrennungen aus Sicherheitsglas mit pflegeleichter Beschichtung – mit einer Garantie von {{warranty_years}} Jahren.',
      zh: '钢化安全玻璃淋浴房，配易洁镀膜，享{{warranty_years}}年质保。',
      en: 'Shower enclosures in safety glass with an easy-clean coating, backed by a {{warranty_years}}-year guarantee.',
      it: 'Box doccia in cristallo temperato con trattamento anticalcare e {{warranty_years}} anni di garanzia.',
      fr: 'Des parois de douche en verre de sécurité avec traitement anticalcaire, garanties {{warranty_years}} ans.',
      es: 'Mamparas de ducha de vidrio de seguridad con tratamiento antical y {{warranty_years}} años de garantía.',
    },
    alt: {
      de: 'Rahmenlose Walk-in-Duschabtrennung aus Klarglas in einem hell gefliesten Bad',
      zh: '浅色瓷砖浴室中的无框透明玻璃淋浴屏',
      en: 'Frameless clear-glass walk-in shower screen in a light-tiled bathroom',
      it: 'Parete doccia walk-in senza telaio in vetro trasparente in un bagno dalle piastrelle chiare',
      fr: 'Paroi de douche walk-in sans cadre en verre clair dans une salle de bains au carrelage clair',
      es: 'Mampara walk-in sin perfiles de vidrio transparente en un baño de azulejos claros',
    },
  },
]
