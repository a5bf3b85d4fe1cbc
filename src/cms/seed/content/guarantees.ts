import type { Locale } from '@/i18n/locales'

import type { GuaranteeSeed, L, LRich, RichBlock } from './types'

/*
 * The page shows by itself who gives the guarantee (the office's name and address), how long it
 * runs (the fact `warranty_years`), where it applies (the market's countries) and that the
 * buyer's statutory rights stay unaffected; the texts here say what it covers and how to claim.
 * Where a sentence needs the length, it says {{warranty_years}}, never the figure.
 */

/** A value for each of the six languages. */
function perLocale<T>(f: (locale: Locale) => T): Record<Locale, T> {
  return { de: f('de'), zh: f('zh'), en: f('en'), it: f('it'), fr: f('fr'), es: f('es') }
}

/** Rich text made of parts, each in all six languages, one after the other. */
function join(...parts: readonly LRich[]): LRich {
  return perLocale((l) => parts.flatMap((part) => part[l]))
}

/* ------------------------------------------------------------------ what it covers */

/** What is covered and from when: the same in every market. */
const defects: LRich = {
  de: [
    { h3: 'Was abgedeckt ist und ab wann' },
    {
      p: 'Wir stehen dafür ein, dass Ihr Produkt frei von Material- und Fertigungsfehlern ist. Die Garantie läuft {{warranty_years}} Jahre ab dem Tag der Lieferung, wie er auf der Rechnung oder dem Lieferschein steht; ist dort kein Liefertag angegeben, zählt das Kaufdatum. Sie umfasst insbesondere:',
    },
    {
      ul: [
        'Waschbecken, Badewannen und Duschwannen aus Mineralguss oder Acryl: Risse, Verformungen und Verfärbungen, die vom Werkstoff ausgehen, sowie Blasen oder Ablösungen der Oberfläche',
        'Duschabtrennungen: Spontanbruch des Einscheibensicherheitsglases ohne äußere Einwirkung sowie Bruch oder Korrosion von Profilen, Scharnieren und Griffen',
        'Badmöbel: Aufquellen, Verziehen oder Ablösen von Korpus und Fronten bei üblichem Gebrauch im Bad, Lackfehler sowie Defekte an Scharnieren, Auszügen und an der LED-Beleuchtung von Spiegeln und Spiegelschränken',
        'WCs: Risse und Glasurfehler der Sanitärkeramik sowie Defekte der Spülung und der Absenkautomatik des Sitzes',
        'Armaturen: undichte Armaturenkörper und Keramikkartuschen, die tropfen oder sich nicht mehr sauber regeln lassen; Brauseschläuche, Handbrausen und Strahlregler bei Material- oder Fertigungsfehlern, nicht aber bei bloßer Abnutzung oder Verkalkung',
      ],
    },
  ],
  zh: [
    { h3: '质保内容与起始时间' },
    {
      p: '我们保证产品不存在材料和制造缺陷。质保期自交货之日起{{warranty_years}}年，交货日期以发票或送货单为准；未注明交货日期的，以购买日期为准。质保范围主要包括：',
    },
    {
      ul: [
        '人造石或亚克力材质的台盆、浴缸和淋浴底盘：因材料本身导致的开裂、变形、变色，以及表面起泡或脱层',
        '淋浴房：钢化安全玻璃在无外力作用下自爆，以及型材、合页和拉手断裂或锈蚀',
        '浴室柜：在正常浴室使用条件下柜体和门板起鼓、变形或开胶，漆面缺陷，以及铰链、滑轨和浴室镜、镜柜LED照明的故障',
        '马桶：陶瓷开裂和釉面缺陷，以及冲水组件和缓降盖板的故障',
        '龙头：阀体漏水，陶瓷阀芯滴漏或调节失灵；花洒软管、手持花洒和起泡器存在材料或制造缺陷的同样在保，单纯磨损或水垢堵塞除外',
      ],
    },
  ],
  en: [
    { h3: 'What is covered, and from when' },
    {
      p: 'We guarantee that your product is free from defects in material and manufacture. The guarantee runs for {{warranty_years}} years from the date of delivery shown on the invoice or delivery note, or from the date of purchase if no delivery date is shown. It covers in particular:',
    },
    {
      ul: [
        'basins, baths and shower trays in stone resin or acrylic: cracks, warping or discolouration arising from the material itself, and blistering or peeling of the surface',
        'shower enclosures: spontaneous breakage of the toughened safety glass without any external cause, and breakage or corrosion of profiles, hinges and handles',
        'bathroom furniture: swelling, warping or delamination of carcasses and fronts in normal bathroom use, defects in the lacquer, and faults in hinges, runners and the LED lighting of mirrors and mirror cabinets',
        'toilets: cracks and glaze defects in the vitreous china, and faults in the flush mechanism and the soft-close seat',
        'taps: leaking bodies, and ceramic cartridges that drip or no longer regulate properly; shower hoses, hand showers and aerators where they have a defect in material or manufacture, but not where they are simply worn or blocked by limescale',
      ],
    },
  ],
  it: [
    { h3: 'Che cosa copre e da quando' },
    {
      p: 'Garantiamo che il vostro prodotto è privo di difetti di materiale e di fabbricazione. La garanzia dura {{warranty_years}} anni dalla data di consegna indicata nella fattura o nel documento di trasporto; se la data di consegna manca, vale la data di acquisto. Copre in particolare:',
    },
    {
      ul: [
        'lavabi, vasche da bagno e piatti doccia in resina minerale o acrilico: crepe, deformazioni e alterazioni di colore dovute al materiale stesso, oltre a bolle o distacchi della superficie',
        'box doccia: rottura spontanea del vetro temperato di sicurezza senza cause esterne, rottura o corrosione di profili, cerniere e maniglie',
        'mobili bagno: rigonfiamenti, deformazioni o distacchi di strutture e frontali con un normale uso in bagno, difetti della laccatura e guasti di cerniere, guide e dell’illuminazione LED di specchi e pensili a specchio',
        'vasi WC: crepe e difetti di smaltatura della ceramica sanitaria, guasti del meccanismo di scarico e del sedile a chiusura rallentata',
        'rubinetteria: corpi che perdono e cartucce ceramiche che gocciolano o non regolano più correttamente; flessibili doccia, doccette e rompigetto in caso di difetti di materiale o di fabbricazione, ma non per semplice usura o calcare',
      ],
    },
  ],
  fr: [
    { h3: 'Ce qui est couvert, et à partir de quand' },
    {
      p: 'Nous garantissons que votre produit est exempt de défauts de matière et de fabrication. La garantie court pendant {{warranty_years}} ans à compter de la date de livraison figurant sur la facture ou le bon de livraison ; à défaut, la date d’achat fait foi. Elle couvre notamment :',
    },
    {
      ul: [
        'lavabos, vasques, baignoires et receveurs de douche en résine minérale ou en acrylique : fissures, déformations et décolorations dues au matériau lui-même, ainsi que cloques ou décollements de la surface',
        'parois de douche : casse spontanée du verre trempé de sécurité sans cause extérieure, casse ou corrosion des profilés, charnières et poignées',
        'meubles de salle de bains : gonflement, déformation ou décollement des caissons et façades dans un usage normal en salle de bains, défauts de laque et défaillances des charnières, des coulisses et de l’éclairage LED des miroirs et armoires de toilette',
        'WC : fissures et défauts d’émail de la céramique sanitaire, défaillances du mécanisme de chasse et de l’abattant à fermeture ralentie',
        'robinetterie : corps qui fuient et cartouches céramiques qui gouttent ou ne règlent plus correctement ; flexibles de douche, douchettes et mousseurs en cas de défaut de matière ou de fabrication, mais pas en cas de simple usure ou d’entartrage',
      ],
    },
  ],
  es: [
    { h3: 'Qué cubre y desde cuándo' },
    {
      p: 'Garantizamos que su producto está libre de defectos de material y de fabricación. La garantía dura {{warranty_years}} años a partir de la fecha de entrega que figura en la factura o el albarán; si no consta, se toma la fecha de compra. Cubre en particular:',
    },
    {
      ul: [
        'lavabos, bañeras y platos de ducha de resina mineral o acrílico: grietas, deformaciones y cambios de color debidos al propio material, así como burbujas o desprendimientos de la superficie',
        'mamparas de ducha: rotura espontánea del vidrio templado de seguridad sin causa externa y rotura o corrosión de perfiles, bisagras y tiradores',
        'muebles de baño: hinchazón, deformación o despegado de cascos y frentes con un uso normal en el baño, defectos del lacado y averías de bisagras, guías y de la iluminación LED de espejos y armarios con espejo',
        'inodoros: grietas y defectos del esmalte de la porcelana sanitaria, y averías del mecanismo de descarga y del asiento de cierre amortiguado',
        'grifería: cuerpos con fugas y cartuchos cerámicos que gotean o ya no regulan correctamente; tubos flexibles de ducha, duchas de mano y aireadores en caso de defecto de material o de fabricación, pero no por simple desgaste o cal',
      ],
    },
  ],
}

/** What is not covered, after normal wear: how the installation is judged differs by market. */
const exclusions: Readonly<Record<Locale, { heading: string; wear: string; others: readonly string[] }>> = {
  de: {
    heading: 'Was nicht abgedeckt ist',
    wear: 'normale Abnutzung und Gebrauchsspuren, etwa feine Kratzer (auf Mineralguss lassen sie sich auspolieren)',
    others: [
      'Schäden durch ungeeignete Reinigungsmittel, etwa scheuernde, stark saure oder chlorhaltige, oder durch Pflege entgegen den Pflegehinweisen',
      'Kalkablagerungen sowie Verstopfungen und Schäden durch Kalk, Schmutz oder Fremdkörper aus der Wasserleitung',
      'Schäden durch unsachgemäßen Gebrauch, Überlastung, Stöße oder andere äußere Einwirkungen sowie durch den Betrieb mit Wasserdruck, Wassertemperatur oder Stromversorgung außerhalb der Angaben im Datenblatt',
      'Änderungen oder Reparaturen durch Dritte, die wir nicht freigegeben haben, und Teile, die nicht von SANHAUS stammen',
      'Verbrauchs- und Verschleißteile wie Dichtungen, Dichtprofile, O-Ringe und Silikonfugen',
    ],
  },
  zh: {
    heading: '不在质保范围内的情况',
    wear: '正常磨损和使用痕迹，如细微划痕（人造石表面可用抛光海绵打磨修复）',
    others: [
      '使用不适宜的清洁剂（如含磨砂颗粒、强酸性或含氯的清洁剂）或未按保养指南保养造成的损坏',
      '水垢，以及水垢、污物或水中杂质造成的堵塞和损坏',
      '使用不当、超负荷使用、撞击等外力造成的损坏，以及在超出产品数据表规定的水压、水温或电源条件下使用造成的损坏',
      '未经我们同意由第三方改装或维修，或使用非尚豪斯配件造成的损坏',
      '密封条、密封圈、O形圈和硅胶密封缝等易耗件和易损件',
    ],
  },
  en: {
    heading: 'What is not covered',
    wear: 'normal wear and signs of use, such as fine scratches (on stone resin they can be polished out)',
    others: [
      'damage caused by unsuitable cleaning agents, for example abrasive, strongly acidic or chlorine-based products, or by care contrary to the care instructions',
      'limescale, and blockages or damage caused by limescale, dirt or debris in the water supply',
      'damage caused by improper use, overloading, impact or other external force, or by operation with a water pressure, water temperature or power supply outside the values in the data sheet',
      'alterations or repairs by third parties that we have not approved, and parts not supplied by SANHAUS',
      'consumables and wearing parts such as seals, sealing strips, O-rings and silicone joints',
    ],
  },
  it: {
    heading: 'Che cosa non copre',
    wear: 'la normale usura e i segni d’uso, come graffi sottili (sulla resina minerale si eliminano lucidando)',
    others: [
      'i danni causati da detergenti non adatti, per esempio abrasivi, fortemente acidi o a base di cloro, o da una manutenzione non conforme alle indicazioni di manutenzione',
      'il calcare, nonché ostruzioni e danni dovuti a calcare, sporco o corpi estranei presenti nell’acqua',
      'i danni dovuti a uso improprio, sovraccarico, urti o altre cause esterne, o al funzionamento con pressione, temperatura dell’acqua o alimentazione elettrica diverse dai valori della scheda tecnica',
      'modifiche o riparazioni eseguite da terzi senza la nostra approvazione e parti non fornite da SANHAUS',
      'materiali di consumo e parti soggette a usura, come guarnizioni, profili di tenuta, O-ring e fughe in silicone',
    ],
  },
  fr: {
    heading: 'Ce qui n’est pas couvert',
    wear: 'l’usure normale et les traces d’usage, comme les rayures fines (sur la résine minérale, elles s’effacent au polissage)',
    others: [
      'les dommages causés par des produits d’entretien inadaptés, par exemple abrasifs, très acides ou chlorés, ou par un entretien contraire aux consignes d’entretien',
      'le calcaire, ainsi que les obstructions et dommages dus au calcaire, aux saletés ou aux corps étrangers présents dans l’eau',
      'les dommages dus à une utilisation inappropriée, à une surcharge, à des chocs ou à d’autres causes extérieures, ou à un fonctionnement avec une pression, une température d’eau ou une alimentation électrique hors des valeurs de la fiche technique',
      'les modifications ou réparations effectuées par des tiers sans notre accord et les pièces non fournies par SANHAUS',
      'les consommables et pièces d’usure, comme les joints, profils d’étanchéité, joints toriques et joints silicone',
    ],
  },
  es: {
    heading: 'Qué no cubre',
    wear: 'el desgaste normal y las marcas de uso, como arañazos finos (en la resina mineral se eliminan puliendo)',
    others: [
      'los daños causados por productos de limpieza inadecuados, por ejemplo abrasivos, muy ácidos o con cloro, o por un cuidado contrario a las guías de cuidado',
      'la cal, así como las obstrucciones y daños causados por cal, suciedad o partículas del agua',
      'los daños debidos a un uso indebido, sobrecarga, golpes u otras causas externas, o al funcionamiento con una presión, temperatura del agua o alimentación eléctrica fuera de los valores de la ficha técnica',
      'las modificaciones o reparaciones realizadas por terceros sin nuestra autorización y las piezas no suministradas por SANHAUS',
      'los consumibles y piezas de desgaste, como juntas, perfiles de estanqueidad, juntas tóricas y juntas de silicona',
    ],
  },
}

/** The exclusions with the market's sentence on installation in second place. */
function notCovered(installation: L): LRich {
  return perLocale((l): readonly RichBlock[] => {
    const { heading, wear, others } = exclusions[l]
    return [{ h3: heading }, { ul: [wear, installation[l], ...others] }]
  })
}

/** Europe and international: SANHAUS does not install there, so the installation is the buyer’s. */
const installedByOthers: L = {
  de: 'Schäden durch eine Montage, die nicht der Montageanleitung oder den anerkannten Regeln der Technik entspricht',
  zh: '未按照安装说明或公认的施工规范安装造成的损坏',
  en: 'damage caused by installation that does not follow the installation manual or accepted trade practice',
  it: 'i danni dovuti a un montaggio non conforme alle istruzioni di montaggio o alla regola dell’arte',
  fr: 'les dommages dus à une pose non conforme à la notice de montage ou aux règles de l’art',
  es: 'los daños debidos a un montaje que no siga las instrucciones de montaje o las buenas prácticas del oficio',
}

/** China: where SANHAUS’s own team installed the product, the installation is ours. */
const installedInChina: L = {
  de: 'Schäden durch eine Montage, die nicht der Montageanleitung entspricht – es sei denn, unser eigenes Montageteam hat das Produkt eingebaut',
  zh: '未按照安装说明安装造成的损坏（由尚豪斯安装团队安装的除外）',
  en: 'damage caused by installation that does not follow the installation manual, unless our own installation team fitted the product',
  it: 'i danni dovuti a un montaggio non conforme alle istruzioni di montaggio, salvo che il prodotto sia stato installato dalla nostra squadra di montaggio',
  fr: 'les dommages dus à une pose non conforme à la notice de montage, sauf si le produit a été posé par notre propre équipe',
  es: 'los daños debidos a un montaje que no siga las instrucciones de montaje, salvo que el producto lo haya instalado nuestro propio equipo',
}

/* ------------------------------------------------------------------ how to claim */

/** What to send, where the claim is assessed from documents (Europe, international). */
const evidence: LRich = {
  de: [
    { h3: 'Was wir von Ihnen brauchen' },
    {
      ul: [
        'den Kaufbeleg (Rechnung oder Lieferschein) mit Datum',
        'die Artikelnummer vom Produktetikett oder aus dem Datenblatt',
        'Fotos des Mangels und des eingebauten Produkts',
        'eine kurze Beschreibung: was Ihnen aufgefallen ist, seit wann und unter welchen Umständen',
        'Ihre Anschrift und eine Telefonnummer für Rückfragen',
      ],
    },
  ],
  zh: [
    { h3: '需要提供的资料' },
    {
      ul: [
        '注明日期的购买凭证（发票或送货单）',
        '产品标签或产品数据表上的货号',
        '缺陷部位以及产品安装状况的照片',
        '问题简述：发现了什么问题、何时开始、在什么情况下出现',
        '您的地址和联系电话',
      ],
    },
  ],
  en: [
    { h3: 'What to send us' },
    {
      ul: [
        'proof of purchase (invoice or delivery note) showing the date',
        'the article number from the product label or the data sheet',
        'photos of the defect and of the product as installed',
        'a short description: what you noticed, since when and in what circumstances',
        'your address and a telephone number for any questions',
      ],
    },
  ],
  it: [
    { h3: 'Che cosa inviarci' },
    {
      ul: [
        'la prova d’acquisto (fattura o documento di trasporto) con la data',
        'il codice articolo riportato sull’etichetta del prodotto o nella scheda tecnica',
        'foto del difetto e del prodotto installato',
        'una breve descrizione: che cosa avete notato, da quando e in quali circostanze',
        'il vostro indirizzo e un numero di telefono per eventuali domande',
      ],
    },
  ],
  fr: [
    { h3: 'Ce qu’il faut nous envoyer' },
    {
      ul: [
        'la preuve d’achat (facture ou bon de livraison) avec sa date',
        'la référence figurant sur l’étiquette du produit ou dans la fiche technique',
        'des photos du défaut et du produit installé',
        'une brève description : ce que vous avez constaté, depuis quand et dans quelles circonstances',
        'votre adresse et un numéro de téléphone pour d’éventuelles questions',
      ],
    },
  ],
  es: [
    { h3: 'Qué debe enviarnos' },
    {
      ul: [
        'el justificante de compra (factura o albarán) con la fecha',
        'la referencia que figura en la etiqueta del producto o en la ficha técnica',
        'fotos del defecto y del producto instalado',
        'una breve descripción: qué ha observado, desde cuándo y en qué circunstancias',
        'su dirección y un teléfono de contacto para posibles consultas',
      ],
    },
  ],
}

/** When to tell us, where the product waits for a decision rather than a visit (Europe, international). */
const deadline: LRich = {
  de: [
    { h3: 'Frist' },
    {
      p: 'Melden Sie den Mangel innerhalb der Garantiezeit und bald, nachdem Sie ihn bemerkt haben, spätestens innerhalb von zwei Monaten. Ist ein Produkt undicht oder gebrochen, benutzen Sie es bis zur Klärung bitte nicht weiter, damit kein weiterer Schaden entsteht.',
    },
  ],
  zh: [
    { h3: '申请时限' },
    {
      p: '请在质保期内、发现缺陷后尽快告知我们，最迟不超过两个月。产品漏水或破损时，请在问题解决前停止使用，以免造成进一步损失。',
    },
  ],
  en: [
    { h3: 'Deadline' },
    {
      p: 'Please tell us about the defect within the guarantee period and promptly after you notice it, at the latest within two months. If a product leaks or is broken, please stop using it until the matter is resolved, so that no further damage occurs.',
    },
  ],
  it: [
    { h3: 'Entro quando segnalarlo' },
    {
      p: 'Segnalateci il difetto entro il periodo di garanzia e subito dopo averlo notato, al più tardi entro due mesi. Se il prodotto perde acqua o è rotto, non utilizzatelo finché la questione non è risolta, per evitare ulteriori danni.',
    },
  ],
  fr: [
    { h3: 'Délai' },
    {
      p: 'Signalez-nous le défaut pendant la durée de la garantie et rapidement après l’avoir constaté, au plus tard dans les deux mois. Si le produit fuit ou est cassé, cessez de l’utiliser jusqu’au règlement du problème afin d’éviter d’autres dommages.',
    },
  ],
  es: [
    { h3: 'Plazo' },
    {
      p: 'Comuníquenos el defecto dentro del periodo de garantía y en cuanto lo detecte, a más tardar en un plazo de dos meses. Si el producto pierde agua o está roto, deje de usarlo hasta que se resuelva la incidencia, para evitar daños mayores.',
    },
  ],
}

/** The Frankfurt service team (the regional contact of the European languages in the site settings). */
const frankfurtService: Readonly<Record<Locale, readonly string[]>> = {
  de: [
    'Telefon: +49 69 4800 7210 (Montag bis Freitag, 8:00–18:00 Uhr Frankfurter Ortszeit)',
    'E-Mail: service.europe@sanhaus.example',
  ],
  zh: ['电话：+49 69 4800 7210（周一至周五 8:00–18:00，法兰克福当地时间）', '电子邮箱：service.europe@sanhaus.example'],
  en: [
    'Telephone: +49 69 4800 7210 (Monday to Friday, 8:00–18:00 Frankfurt time)',
    'Email: service.europe@sanhaus.example',
  ],
  it: [
    'Telefono: +49 69 4800 7210 (dal lunedì al venerdì, 8:00–18:00, ora di Francoforte)',
    'E-mail: service.europe@sanhaus.example',
  ],
  fr: [
    'Téléphone : +49 69 4800 7210 (du lundi au vendredi, de 8 h à 18 h, heure de Francfort)',
    'E-mail : service.europe@sanhaus.example',
  ],
  es: [
    'Teléfono: +49 69 4800 7210 (de lunes a viernes, de 8:00 a 18:00, hora de Fráncfort)',
    'Correo electrónico: service.europe@sanhaus.example',
  ],
}

/* ------------------------------------------------------------------ China */

const china: GuaranteeSeed = {
  market: 'china',
  guarantor: 'hangzhou',
  title: {
    de: 'Garantie für Käufe in China',
    zh: '在中国购买的产品质保',
    en: 'Guarantee for purchases in China',
    it: 'Garanzia per gli acquisti in Cina',
    fr: 'Garantie pour les achats en Chine',
    es: 'Garantía para compras en China',
  },
  covers: join(
    {
      de: [
        { h3: 'Wer die Garantie nutzen kann' },
        {
          p: 'Die Garantie gilt für den Endkunden, der das Produkt als Erster gekauft hat – für das eigene Zuhause ebenso wie für ein Objekt, etwa ein Hotel oder eine Wohnanlage, das über einen Händler ausgestattet wird; dort ist der Bauherr oder Betreiber der Endkunde. Sie umfasst alle SANHAUS-Produkte, die in China bei SANHAUS, auch im SANHAUS-Flagship-Store auf Tmall, oder bei einem autorisierten Händler gekauft wurden. Geht das Produkt mit dem Haus oder der Wohnung auf einen neuen Eigentümer über, gilt die Garantie für ihn bis zum Ende der Laufzeit weiter.',
        },
      ],
      zh: [
        { h3: '谁可以享受质保' },
        {
          p: '本质保由首位购买产品的最终用户享有，无论产品用于自家住宅，还是用于经销商承接的酒店、公寓等工程项目；工程项目中，业主或运营方即为最终用户。本质保适用于在中国境内通过尚豪斯（包括尚豪斯天猫旗舰店）或授权经销商购买的全部尚豪斯产品。产品随房屋转让的，新业主在剩余质保期内继续享有本质保。',
        },
      ],
      en: [
        { h3: 'Who can claim' },
        {
          p: 'The guarantee is given to the end customer who first bought the product, whether for their own home or for a project fitted out through a dealer, such as a hotel or an apartment building; there, the owner or operator is the end customer. It applies to every SANHAUS product bought in China from SANHAUS, including the SANHAUS flagship store on Tmall, or from an authorised dealer. If the product passes to a new owner together with the house or flat, the guarantee continues for them until it expires.',
        },
      ],
      it: [
        { h3: 'Chi può usufruirne' },
        {
          p: 'La garanzia spetta al cliente finale che ha acquistato per primo il prodotto, sia per la propria casa sia per un progetto, come un hotel o un complesso residenziale, allestito tramite un rivenditore; in questo caso il cliente finale è il committente o il gestore. Vale per tutti i prodotti SANHAUS acquistati in Cina da SANHAUS, anche nel flagship store SANHAUS su Tmall, o da un rivenditore autorizzato. Se il prodotto passa a un nuovo proprietario insieme alla casa o all’appartamento, la garanzia resta valida per lui fino alla scadenza.',
        },
      ],
      fr: [
        { h3: 'Qui peut en bénéficier' },
        {
          p: 'La garantie bénéficie au client final qui a acheté le produit en premier, que ce soit pour son propre logement ou pour un projet, comme un hôtel ou une résidence, équipé par l’intermédiaire d’un revendeur ; dans ce cas, le client final est le maître d’ouvrage ou l’exploitant. Elle s’applique à tous les produits SANHAUS achetés en Chine auprès de SANHAUS, y compris dans la boutique officielle SANHAUS sur Tmall, ou auprès d’un revendeur agréé. Si le produit change de propriétaire avec la maison ou l’appartement, la garantie reste acquise au nouveau propriétaire jusqu’à son terme.',
        },
      ],
      es: [
        { h3: 'Quién puede acogerse a ella' },
        {
          p: 'La garantía corresponde al cliente final que compró el producto en primer lugar, ya sea para su propia vivienda o para un proyecto, como un hotel o un complejo residencial, equipado a través de un distribuidor; en ese caso, el cliente final es el promotor o el explotador. Se aplica a todos los productos SANHAUS comprados en China a SANHAUS, incluida la tienda oficial de SANHAUS en Tmall, o a un distribuidor autorizado. Si el producto pasa a un nuevo propietario junto con la casa o el piso, la garantía sigue vigente para él hasta su vencimiento.',
        },
      ],
    },
    defects,
    notCovered(installedInChina),
    {
      de: [
        { h3: 'Was wir im Garantiefall leisten' },
        {
          p: 'Ist ein Mangel von der Garantie erfasst, reparieren wir das Produkt oder ersetzen nach unserer Wahl das fehlerhafte Teil oder das ganze Produkt. In China kommt dafür unser Kundendienst zu Ihnen: Teile, Arbeitszeit und Anfahrt sind kostenlos. Muss ein Produkt ersetzt werden, liefern wir das neue, bauen das alte aus und montieren den Ersatz, ohne dass Ihnen Kosten entstehen. Hat unser eigenes Team das Produkt montiert, gilt das auch für Mängel dieser Montage. Fliesen- oder Malerarbeiten und andere Folgekosten übernimmt die Garantie nicht, soweit das Gesetz nichts anderes vorschreibt. Ersetzte Teile gehen in unser Eigentum über.',
        },
      ],
      zh: [
        { h3: '我们提供的服务' },
        {
          p: '属于质保范围的缺陷，由我们选择维修产品，或更换有缺陷的部件或整件产品。在中国境内，我们的售后人员将上门服务，配件、人工和上门费用全免；需要更换整件产品的，新品配送、旧件拆除和重新安装同样免费。产品由尚豪斯安装团队安装的，安装质量问题同样在质保范围内。瓷砖或墙面修复费用及其他间接费用不在质保范围内，法律另有规定的除外。更换下来的部件归我们所有。',
        },
      ],
      en: [
        { h3: 'What we do' },
        {
          p: 'If a defect is covered, we will, at our choice, repair the product or replace the faulty part or the whole product. Within China our after-sales technicians come to you, and parts, labour and call-out are free of charge; if a product has to be replaced, we deliver the new one, remove the old one and install the replacement at no cost to you. Where our own team installed the product, this also applies to faults in that installation. Tiling, decorating and other consequential costs are not covered unless the law requires otherwise. Parts that are replaced become our property.',
        },
      ],
      it: [
        { h3: 'Che cosa facciamo' },
        {
          p: 'Se il difetto rientra nella garanzia, a nostra scelta ripariamo il prodotto oppure sostituiamo la parte difettosa o l’intero prodotto. In Cina i nostri tecnici dell’assistenza intervengono a domicilio: ricambi, manodopera e uscita sono gratuiti; se occorre sostituire il prodotto, consegniamo quello nuovo, smontiamo il vecchio e installiamo il sostituto senza alcun costo per voi. Se il prodotto è stato installato dalla nostra squadra, ciò vale anche per i difetti di installazione. Lavori di piastrellatura o tinteggiatura e altri costi indiretti non sono coperti, salvo diversa disposizione di legge. Le parti sostituite diventano di nostra proprietà.',
        },
      ],
      fr: [
        { h3: 'Ce que nous faisons' },
        {
          p: 'Si le défaut est couvert, nous réparons le produit ou remplaçons, à notre choix, la pièce défectueuse ou le produit entier. En Chine, nos techniciens du service après-vente se déplacent chez vous : pièces, main-d’œuvre et déplacement sont gratuits ; si un produit doit être remplacé, nous livrons le nouveau, déposons l’ancien et posons le produit de remplacement sans frais pour vous. Si notre propre équipe a posé le produit, cela vaut aussi pour les défauts de cette pose. Les travaux de carrelage ou de peinture et les autres frais indirects ne sont pas couverts, sauf disposition légale contraire. Les pièces remplacées deviennent notre propriété.',
        },
      ],
      es: [
        { h3: 'Qué hacemos' },
        {
          p: 'Si el defecto está cubierto, repararemos el producto o sustituiremos, a nuestra elección, la pieza defectuosa o el producto completo. En China, nuestros técnicos de posventa acuden a su domicilio: las piezas, la mano de obra y el desplazamiento son gratuitos; si hay que sustituir un producto, entregamos el nuevo, retiramos el antiguo e instalamos el de sustitución sin ningún coste para usted. Si el producto lo instaló nuestro propio equipo, esto se aplica también a los defectos de esa instalación. Los trabajos de alicatado o pintura y demás costes indirectos no están cubiertos, salvo que la ley disponga otra cosa. Las piezas sustituidas pasan a ser de nuestra propiedad.',
        },
      ],
    },
  ),
  claim: {
    de: [
      { h3: 'An wen Sie sich wenden' },
      {
        p: 'Wenden Sie sich an den Händler, bei dem Sie das Produkt gekauft haben, oder direkt an unseren Kundendienst:',
      },
      {
        ul: [
          'Service-Hotline: 400-826-9188 (Montag bis Samstag, 9:00–18:00 Uhr Pekinger Zeit)',
          'E-Mail: service@sanhaus.example',
          'WeChat: über den QR-Code am Fuß dieser Seite',
        ],
      },
      { h3: 'Was wir von Ihnen brauchen' },
      {
        ul: [
          'den Kaufbeleg (Rechnung, Lieferschein oder Online-Bestellung)',
          'die Artikelnummer vom Produktetikett oder aus dem Datenblatt',
          'Fotos oder ein kurzes Video, auf denen der Mangel gut zu erkennen ist',
          'eine kurze Beschreibung: was Ihnen aufgefallen ist, seit wann und unter welchen Umständen',
          'die Adresse, an der das Produkt eingebaut ist, und eine Telefonnummer',
        ],
      },
      { h3: 'Frist' },
      {
        p: 'Melden Sie den Mangel innerhalb der Garantiezeit und bald, nachdem Sie ihn bemerkt haben, spätestens innerhalb von zwei Monaten. Ist ein Produkt undicht oder gebrochen, benutzen Sie es bis zu unserem Besuch bitte nicht weiter und schließen Sie, wenn nötig, das Eckventil, damit kein weiterer Schaden entsteht.',
      },
      { h3: 'Wie es weitergeht' },
      {
        p: 'Wir melden uns innerhalb eines Arbeitstags nach Eingang Ihrer Meldung und vereinbaren einen Termin. Unser Techniker prüft das Produkt vor Ort und repariert oder ersetzt es nach diesen Bedingungen; alle Leistungen aus der Garantie sind für Sie kostenlos. Liegt kein Garantiefall vor, erklären wir Ihnen, warum, und berechnen den Besuch nicht; wünschen Sie dennoch eine Reparatur, nennen wir Ihnen vorher den Preis und werden erst mit Ihrer Zustimmung tätig. Sind Sie mit der Bearbeitung nicht zufrieden, erreichen Sie unser Beschwerde-Telefon unter 0571-8697 3315.',
      },
    ],
    zh: [
      { h3: '联系方式' },
      { p: '请联系您购买产品的经销商，或直接联系尚豪斯客服：' },
      {
        ul: [
          '服务热线：400-826-9188（周一至周六 9:00–18:00）',
          '电子邮箱：service@sanhaus.example',
          '微信：扫描本页页脚的二维码，添加微信客服',
        ],
      },
      { h3: '需要提供的资料' },
      {
        ul: [
          '购买凭证（发票、送货单或网购订单）',
          '产品标签或产品数据表上的货号',
          '能清楚显示缺陷的照片或短视频',
          '问题简述：发现了什么问题、何时开始、在什么情况下出现',
          '产品安装地址和联系电话',
        ],
      },
      { h3: '申请时限' },
      {
        p: '请在质保期内、发现缺陷后尽快告知我们，最迟不超过两个月。产品漏水或破损时，请在售后人员上门前停止使用，必要时关闭角阀，以免造成进一步损失。',
      },
      { h3: '处理流程与费用' },
      {
        p: '收到您的申请后，我们会在一个工作日内与您联系确认，并约定上门时间。售后人员现场检查后，按本质保条款为您维修或更换，质保范围内的一切服务对您均免费。如经检查不属于质保范围，我们会说明原因，上门检查不收取费用；如您仍希望维修，我们会事先报价，经您同意后再进行。如对处理结果不满意，请拨打投诉电话0571-8697 3315。',
      },
    ],
    en: [
      { h3: 'Whom to contact' },
      { p: 'Contact the dealer you bought the product from, or our customer service directly:' },
      {
        ul: [
          'Service hotline: 400-826-9188 (Monday to Saturday, 9:00–18:00 Beijing time)',
          'Email: service@sanhaus.example',
          'WeChat: scan the QR code at the foot of this page',
        ],
      },
      { h3: 'What to send us' },
      {
        ul: [
          'proof of purchase (invoice, delivery note or online order)',
          'the article number from the product label or the data sheet',
          'photos or a short video that show the defect clearly',
          'a short description: what you noticed, since when and in what circumstances',
          'the address where the product is installed and a telephone number',
        ],
      },
      { h3: 'Deadline' },
      {
        p: 'Please tell us about the defect within the guarantee period and promptly after you notice it, at the latest within two months. If a product leaks or is broken, please stop using it until our technician arrives and, if necessary, turn off the isolating valve, so that no further damage occurs.',
      },
      { h3: 'What happens next' },
      {
        p: 'We contact you within one working day of receiving your claim to confirm it and arrange a visit. Our technician inspects the product on site and repairs or replaces it under these terms; everything we do under the guarantee is free of charge for you. If the defect is not covered, we explain why and do not charge for the visit; if you would still like a repair, we quote the price first and go ahead only with your agreement. If you are not satisfied with how your claim is handled, please call our complaints line on 0571-8697 3315.',
      },
    ],
    it: [
      { h3: 'A chi rivolgersi' },
      {
        p: 'Rivolgetevi al rivenditore presso cui avete acquistato il prodotto oppure direttamente al nostro servizio clienti:',
      },
      {
        ul: [
          'Numero assistenza: 400-826-9188 (dal lunedì al sabato, 9:00–18:00, ora di Pechino)',
          'E-mail: service@sanhaus.example',
          'WeChat: inquadrate il codice QR in fondo a questa pagina',
        ],
      },
      { h3: 'Che cosa inviarci' },
      {
        ul: [
          'la prova d’acquisto (fattura, documento di trasporto o ordine online)',
          'il codice articolo riportato sull’etichetta del prodotto o nella scheda tecnica',
          'foto o un breve video in cui il difetto si veda chiaramente',
          'una breve descrizione: che cosa avete notato, da quando e in quali circostanze',
          'l’indirizzo in cui è installato il prodotto e un numero di telefono',
        ],
      },
      { h3: 'Entro quando segnalarlo' },
      {
        p: 'Segnalateci il difetto entro il periodo di garanzia e subito dopo averlo notato, al più tardi entro due mesi. Se il prodotto perde acqua o è rotto, non utilizzatelo fino alla visita del tecnico e, se necessario, chiudete il rubinetto d’arresto, per evitare ulteriori danni.',
      },
      { h3: 'Che cosa succede poi' },
      {
        p: 'Vi contattiamo entro un giorno lavorativo dalla ricezione della richiesta per confermarla e fissare un appuntamento. Il nostro tecnico controlla il prodotto sul posto e lo ripara o lo sostituisce secondo queste condizioni; tutte le prestazioni in garanzia sono gratuite per voi. Se il difetto non è coperto, vi spieghiamo il motivo e non vi addebitiamo la visita; se desiderate comunque una riparazione, vi comunichiamo prima il prezzo e procediamo solo con il vostro consenso. Se non siete soddisfatti di come è stata gestita la vostra richiesta, chiamate il nostro telefono reclami: 0571-8697 3315.',
      },
    ],
    fr: [
      { h3: 'À qui vous adresser' },
      {
        p: 'Adressez-vous au revendeur auprès duquel vous avez acheté le produit ou directement à notre service client :',
      },
      {
        ul: [
          'Ligne d’assistance : 400-826-9188 (du lundi au samedi, de 9 h à 18 h, heure de Pékin)',
          'E-mail : service@sanhaus.example',
          'WeChat : scannez le code QR en bas de cette page',
        ],
      },
      { h3: 'Ce qu’il faut nous envoyer' },
      {
        ul: [
          'la preuve d’achat (facture, bon de livraison ou commande en ligne)',
          'la référence figurant sur l’étiquette du produit ou dans la fiche technique',
          'des photos ou une courte vidéo montrant clairement le défaut',
          'une brève description : ce que vous avez constaté, depuis quand et dans quelles circonstances',
          'l’adresse où le produit est installé et un numéro de téléphone',
        ],
      },
      { h3: 'Délai' },
      {
        p: 'Signalez-nous le défaut pendant la durée de la garantie et rapidement après l’avoir constaté, au plus tard dans les deux mois. Si le produit fuit ou est cassé, cessez de l’utiliser jusqu’à la visite du technicien et, si nécessaire, fermez le robinet d’arrêt afin d’éviter d’autres dommages.',
      },
      { h3: 'La suite' },
      {
        p: 'Nous vous contactons dans un délai d’un jour ouvré après réception de votre demande pour la confirmer et convenir d’un rendez-vous. Notre technicien examine le produit sur place et le répare ou le remplace selon les présentes conditions ; toutes les prestations de la garantie sont gratuites pour vous. Si le défaut n’est pas couvert, nous vous en expliquons la raison et ne facturons pas le déplacement ; si vous souhaitez tout de même une réparation, nous vous communiquons d’abord le prix et n’intervenons qu’avec votre accord. Si le traitement de votre demande ne vous satisfait pas, appelez notre ligne réclamations au 0571-8697 3315.',
      },
    ],
    es: [
      { h3: 'A quién dirigirse' },
      {
        p: 'Diríjase al distribuidor donde compró el producto o directamente a nuestro servicio de atención al cliente:',
      },
      {
        ul: [
          'Línea de atención: 400-826-9188 (de lunes a sábado, de 9:00 a 18:00, hora de Pekín)',
          'Correo electrónico: service@sanhaus.example',
          'WeChat: escanee el código QR al pie de esta página',
        ],
      },
      { h3: 'Qué debe enviarnos' },
      {
        ul: [
          'el justificante de compra (factura, albarán o pedido en línea)',
          'la referencia que figura en la etiqueta del producto o en la ficha técnica',
          'fotos o un vídeo breve en los que se vea claramente el defecto',
          'una breve descripción: qué ha observado, desde cuándo y en qué circunstancias',
          'la dirección donde está instalado el producto y un teléfono de contacto',
        ],
      },
      { h3: 'Plazo' },
      {
        p: 'Comuníquenos el defecto dentro del periodo de garantía y en cuanto lo detecte, a más tardar en un plazo de dos meses. Si el producto pierde agua o está roto, deje de usarlo hasta la visita del técnico y, si es necesario, cierre la llave de paso para evitar daños mayores.',
      },
      { h3: 'Qué ocurre después' },
      {
        p: 'Nos ponemos en contacto con usted en un plazo de un día laborable desde la recepción de su reclamación para confirmarla y concertar una visita. Nuestro técnico revisa el producto en su domicilio y lo repara o lo sustituye conforme a estas condiciones; todas las prestaciones de la garantía son gratuitas para usted. Si el defecto no está cubierto, le explicamos el motivo y no le cobramos la visita; si aun así desea una reparación, le indicamos antes el precio y solo la realizamos con su conformidad. Si no está satisfecho con la gestión de su reclamación, llame a nuestro teléfono de reclamaciones: 0571-8697 3315.',
      },
    ],
  },
}

/* ------------------------------------------------------------------ Europe */

const europe: GuaranteeSeed = {
  market: 'europe',
  guarantor: 'germany',
  title: {
    de: 'Garantie für Käufe in Europa',
    zh: '在欧洲购买的产品质保',
    en: 'Guarantee for purchases in Europe',
    it: 'Garanzia per gli acquisti in Europa',
    fr: 'Garantie pour les achats en Europe',
    es: 'Garantía para compras en Europa',
  },
  covers: join(
    {
      de: [
        { h3: 'Wer die Garantie nutzen kann' },
        {
          p: 'Die Garantie gilt für den Endkunden, der das Produkt als Erster gekauft hat – für das eigene Zuhause ebenso wie für ein Objekt, etwa ein Hotel oder eine Wohnanlage, das über einen Händler ausgestattet wird; dort ist der Bauherr oder Betreiber der Endkunde. Sie umfasst alle SANHAUS-Produkte, die bei SANHAUS oder bei einem autorisierten Händler in einem Land dieses Markts gekauft wurden. Geht das Produkt mit dem Haus oder der Wohnung auf einen neuen Eigentümer über, gilt die Garantie für ihn bis zum Ende der Laufzeit weiter.',
        },
      ],
      zh: [
        { h3: '谁可以享受质保' },
        {
          p: '本质保由首位购买产品的最终用户享有，无论产品用于自家住宅，还是用于经销商承接的酒店、公寓等工程项目；工程项目中，业主或运营方即为最终用户。本质保适用于在本市场所属国家通过尚豪斯或授权经销商购买的全部尚豪斯产品。产品随房屋转让的，新业主在剩余质保期内继续享有本质保。',
        },
      ],
      en: [
        { h3: 'Who can claim' },
        {
          p: 'The guarantee is given to the end customer who first bought the product, whether for their own home or for a project fitted out through a dealer, such as a hotel or an apartment building; there, the owner or operator is the end customer. It applies to every SANHAUS product bought from SANHAUS or from an authorised dealer in a country of this market. If the product passes to a new owner together with the house or flat, the guarantee continues for them until it expires.',
        },
      ],
      it: [
        { h3: 'Chi può usufruirne' },
        {
          p: 'La garanzia spetta al cliente finale che ha acquistato per primo il prodotto, sia per la propria casa sia per un progetto, come un hotel o un complesso residenziale, allestito tramite un rivenditore; in questo caso il cliente finale è il committente o il gestore. Vale per tutti i prodotti SANHAUS acquistati da SANHAUS o da un rivenditore autorizzato in un paese di questo mercato. Se il prodotto passa a un nuovo proprietario insieme alla casa o all’appartamento, la garanzia resta valida per lui fino alla scadenza.',
        },
      ],
      fr: [
        { h3: 'Qui peut en bénéficier' },
        {
          p: 'La garantie bénéficie au client final qui a acheté le produit en premier, que ce soit pour son propre logement ou pour un projet, comme un hôtel ou une résidence, équipé par l’intermédiaire d’un revendeur ; dans ce cas, le client final est le maître d’ouvrage ou l’exploitant. Elle s’applique à tous les produits SANHAUS achetés auprès de SANHAUS ou d’un revendeur agréé dans un pays de ce marché. Si le produit change de propriétaire avec la maison ou l’appartement, la garantie reste acquise au nouveau propriétaire jusqu’à son terme.',
        },
      ],
      es: [
        { h3: 'Quién puede acogerse a ella' },
        {
          p: 'La garantía corresponde al cliente final que compró el producto en primer lugar, ya sea para su propia vivienda o para un proyecto, como un hotel o un complejo residencial, equipado a través de un distribuidor; en ese caso, el cliente final es el promotor o el explotador. Se aplica a todos los productos SANHAUS comprados a SANHAUS o a un distribuidor autorizado en un país de este mercado. Si el producto pasa a un nuevo propietario junto con la casa o el piso, la garantía sigue vigente para él hasta su vencimiento.',
        },
      ],
    },
    defects,
    notCovered(installedByOthers),
    {
      de: [
        { h3: 'Was wir im Garantiefall leisten' },
        {
          p: 'Ist ein Mangel von der Garantie erfasst, reparieren wir das Produkt oder ersetzen nach unserer Wahl das fehlerhafte Teil oder, wenn nötig, das ganze Produkt; ist ein Modell nicht mehr lieferbar, liefern wir ein gleichwertiges. Wir tragen die Kosten der Teile, ihres Versands zu Ihnen und der Rücksendung von Teilen, die wir zur Prüfung anfordern. Arbeiten vor Ort umfasst die Garantie nicht: Kosten für Aus- und Einbau durch einen Handwerker, Fliesen- oder Malerarbeiten und andere Folgekosten übernimmt sie nicht, soweit das Gesetz nichts anderes vorschreibt. Ersetzte Teile gehen in unser Eigentum über.',
        },
      ],
      zh: [
        { h3: '我们提供的服务' },
        {
          p: '属于质保范围的缺陷，由我们选择维修产品，或更换有缺陷的部件，必要时更换整件产品；如该型号已停产，我们提供同等产品。配件费用、配件寄送给您的运费，以及我们要求寄回检测的部件的运费，均由我们承担。本质保不包括上门服务：请安装工拆装产品的费用、瓷砖或墙面修复费用及其他间接费用不在质保范围内，法律另有规定的除外。更换下来的部件归我们所有。',
        },
      ],
      en: [
        { h3: 'What we do' },
        {
          p: 'If a defect is covered, we will, at our choice, repair the product or replace the faulty part or, where necessary, the whole product; if a model is no longer available, we supply an equivalent one. We bear the cost of the parts, of shipping them to you and of returning any part we ask to inspect. The guarantee does not include work on site: the cost of removal and refitting by an installer, tiling or decorating and other consequential costs are not covered unless the law requires otherwise. Parts that are replaced become our property.',
        },
      ],
      it: [
        { h3: 'Che cosa facciamo' },
        {
          p: 'Se il difetto rientra nella garanzia, a nostra scelta ripariamo il prodotto oppure sostituiamo la parte difettosa o, se necessario, l’intero prodotto; se un modello non è più disponibile, forniamo un prodotto equivalente. Sosteniamo i costi dei ricambi, della loro spedizione a voi e della restituzione delle parti che vi chiediamo di inviarci per un controllo. La garanzia non comprende interventi sul posto: i costi di smontaggio e rimontaggio da parte di un installatore, i lavori di piastrellatura o tinteggiatura e gli altri costi indiretti non sono coperti, salvo diversa disposizione di legge. Le parti sostituite diventano di nostra proprietà.',
        },
      ],
      fr: [
        { h3: 'Ce que nous faisons' },
        {
          p: 'Si le défaut est couvert, nous réparons le produit ou remplaçons, à notre choix, la pièce défectueuse ou, si nécessaire, le produit entier ; si un modèle n’est plus disponible, nous fournissons un modèle équivalent. Nous prenons en charge les pièces, leur envoi jusqu’à vous et le retour des pièces que nous vous demandons de nous envoyer pour examen. La garantie ne comprend pas d’intervention sur place : les frais de dépose et de repose par un installateur, les travaux de carrelage ou de peinture et les autres frais indirects ne sont pas couverts, sauf disposition légale contraire. Les pièces remplacées deviennent notre propriété.',
        },
      ],
      es: [
        { h3: 'Qué hacemos' },
        {
          p: 'Si el defecto está cubierto, repararemos el producto o sustituiremos, a nuestra elección, la pieza defectuosa o, si es necesario, el producto completo; si un modelo ya no está disponible, suministraremos uno equivalente. Asumimos el coste de las piezas, de su envío hasta usted y de la devolución de las piezas que le pidamos que nos envíe para su revisión. La garantía no incluye trabajos in situ: los costes de desmontaje y montaje por un instalador, los trabajos de alicatado o pintura y demás costes indirectos no están cubiertos, salvo que la ley disponga otra cosa. Las piezas sustituidas pasan a ser de nuestra propiedad.',
        },
      ],
    },
  ),
  claim: join(
    {
      de: [
        { h3: 'An wen Sie sich wenden' },
        {
          p: 'Am einfachsten wenden Sie sich an den Händler, bei dem Sie das Produkt gekauft haben; er leitet Ihre Meldung an uns weiter. Sie können sich auch direkt an den Service der SANHAUS Bad GmbH in Frankfurt am Main wenden:',
        },
        { ul: frankfurtService.de },
      ],
      zh: [
        { h3: '联系方式' },
        {
          p: '最便捷的方式是联系您购买产品的经销商，由其将您的申请转交给我们。您也可以直接联系位于美因河畔法兰克福的德国尚豪斯卫浴有限公司客服团队：',
        },
        { ul: frankfurtService.zh },
      ],
      en: [
        { h3: 'Whom to contact' },
        {
          p: 'The simplest way is to contact the dealer you bought the product from; they will pass your claim on to us. You can also contact the service team of SANHAUS Bad GmbH in Frankfurt am Main directly:',
        },
        { ul: frankfurtService.en },
      ],
      it: [
        { h3: 'A chi rivolgersi' },
        {
          p: 'Il modo più semplice è rivolgervi al rivenditore presso cui avete acquistato il prodotto, che ci trasmetterà la vostra segnalazione. Potete anche contattare direttamente il servizio clienti di SANHAUS Bad GmbH a Francoforte sul Meno:',
        },
        { ul: frankfurtService.it },
      ],
      fr: [
        { h3: 'À qui vous adresser' },
        {
          p: 'Le plus simple est de vous adresser au revendeur auprès duquel vous avez acheté le produit ; il nous transmettra votre demande. Vous pouvez aussi contacter directement le service client de SANHAUS Bad GmbH à Francfort-sur-le-Main :',
        },
        { ul: frankfurtService.fr },
      ],
      es: [
        { h3: 'A quién dirigirse' },
        {
          p: 'Lo más sencillo es dirigirse al distribuidor donde compró el producto, que nos hará llegar su reclamación. También puede contactar directamente con el servicio de atención de SANHAUS Bad GmbH en Fráncfort del Meno:',
        },
        { ul: frankfurtService.es },
      ],
    },
    evidence,
    deadline,
    {
      de: [
        { h3: 'Wie es weitergeht' },
        {
          p: 'Wir bestätigen den Eingang Ihrer Meldung innerhalb von zwei Arbeitstagen und prüfen sie anhand Ihrer Unterlagen. Benötigen wir das Teil zur Prüfung, erhalten Sie von uns ein vorfrankiertes Versandetikett. Danach teilen wir Ihnen mit, ob ein Garantiefall vorliegt, und senden Ihnen das Ersatzteil, das Ersatzprodukt oder das reparierte Teil zu. Alle Leistungen aus der Garantie sind für Sie kostenlos. Liegt kein Garantiefall vor, erklären wir Ihnen, warum; die Prüfung selbst kostet Sie nichts.',
        },
      ],
      zh: [
        { h3: '处理流程与费用' },
        {
          p: '我们会在两个工作日内确认收到您的申请，并根据您提供的资料进行审核。如需检测部件，我们会向您提供预付运费的寄件面单。审核完成后，我们会告知您是否属于质保范围，并为您寄送替换部件、替换产品或修好的部件。质保范围内的一切服务对您均免费。如不属于质保范围，我们会说明原因，审核本身不收取任何费用。',
        },
      ],
      en: [
        { h3: 'What happens next' },
        {
          p: 'We confirm receipt within two working days and assess your claim from the documents. If we need to inspect the part, we send you a prepaid shipping label. We then tell you whether the defect is covered and send you the replacement part, the replacement product or the repaired part. Everything we do under the guarantee is free of charge for you. If the defect is not covered, we explain why; the assessment itself costs you nothing.',
        },
      ],
      it: [
        { h3: 'Che cosa succede poi' },
        {
          p: 'Confermiamo la ricezione entro due giorni lavorativi ed esaminiamo la vostra richiesta sulla base dei documenti. Se dobbiamo controllare la parte, vi inviamo un’etichetta di spedizione prepagata. Vi comunichiamo quindi se il difetto è coperto dalla garanzia e vi spediamo la parte di ricambio, il prodotto sostitutivo o la parte riparata. Tutte le prestazioni in garanzia sono gratuite per voi. Se il difetto non è coperto, vi spieghiamo il motivo; la verifica in sé non vi costa nulla.',
        },
      ],
      fr: [
        { h3: 'La suite' },
        {
          p: 'Nous accusons réception de votre demande sous deux jours ouvrés et l’examinons sur la base de vos documents. Si nous devons examiner la pièce, nous vous envoyons une étiquette d’expédition prépayée. Nous vous indiquons ensuite si le défaut est couvert et vous envoyons la pièce de rechange, le produit de remplacement ou la pièce réparée. Toutes les prestations de la garantie sont gratuites pour vous. Si le défaut n’est pas couvert, nous vous en expliquons la raison ; l’examen lui-même ne vous coûte rien.',
        },
      ],
      es: [
        { h3: 'Qué ocurre después' },
        {
          p: 'Le confirmamos la recepción en un plazo de dos días laborables y revisamos su reclamación con la documentación aportada. Si necesitamos examinar la pieza, le enviamos una etiqueta de envío prepagada. Después le comunicamos si el defecto está cubierto y le enviamos la pieza de recambio, el producto de sustitución o la pieza reparada. Todas las prestaciones de la garantía son gratuitas para usted. Si el defecto no está cubierto, le explicamos el motivo; la revisión en sí no le cuesta nada.',
        },
      ],
    },
  ),
}

/* ------------------------------------------------------------------ international */

const international: GuaranteeSeed = {
  market: 'international',
  guarantor: 'germany',
  title: {
    de: 'Garantie für Käufe weltweit (außerhalb Chinas und Europas)',
    zh: '在中国和欧洲以外地区购买的产品质保',
    en: 'Guarantee for purchases worldwide (outside China and Europe)',
    it: 'Garanzia per gli acquisti nel resto del mondo (fuori da Cina ed Europa)',
    fr: 'Garantie pour les achats dans le reste du monde (hors Chine et Europe)',
    es: 'Garantía para compras en el resto del mundo (fuera de China y Europa)',
  },
  covers: join(
    {
      de: [
        { h3: 'Wer die Garantie nutzen kann' },
        {
          p: 'Die Garantie gilt für den Endkunden, der das Produkt als Erster gekauft hat – für das eigene Zuhause ebenso wie für ein Objekt, etwa ein Hotel oder eine Wohnanlage, das über einen Händler ausgestattet wird; dort ist der Bauherr oder Betreiber der Endkunde. Sie umfasst alle SANHAUS-Produkte, die bei SANHAUS oder bei einem autorisierten Händler oder Importeur in einem Land außerhalb Chinas und Europas gekauft wurden. Geht das Produkt mit dem Haus oder der Wohnung auf einen neuen Eigentümer über, gilt die Garantie für ihn bis zum Ende der Laufzeit weiter.',
        },
      ],
      zh: [
        { h3: '谁可以享受质保' },
        {
          p: '本质保由首位购买产品的最终用户享有，无论产品用于自家住宅，还是用于经销商承接的酒店、公寓等工程项目；工程项目中，业主或运营方即为最终用户。本质保适用于在中国和欧洲以外的国家通过尚豪斯或授权经销商、进口商购买的全部尚豪斯产品。产品随房屋转让的，新业主在剩余质保期内继续享有本质保。',
        },
      ],
      en: [
        { h3: 'Who can claim' },
        {
          p: 'The guarantee is given to the end customer who first bought the product, whether for their own home or for a project fitted out through a dealer, such as a hotel or an apartment building; there, the owner or operator is the end customer. It applies to every SANHAUS product bought from SANHAUS or from an authorised dealer or importer in a country outside China and Europe. If the product passes to a new owner together with the house or flat, the guarantee continues for them until it expires.',
        },
      ],
      it: [
        { h3: 'Chi può usufruirne' },
        {
          p: 'La garanzia spetta al cliente finale che ha acquistato per primo il prodotto, sia per la propria casa sia per un progetto, come un hotel o un complesso residenziale, allestito tramite un rivenditore; in questo caso il cliente finale è il committente o il gestore. Vale per tutti i prodotti SANHAUS acquistati da SANHAUS o da un rivenditore o importatore autorizzato in un paese al di fuori della Cina e dell’Europa. Se il prodotto passa a un nuovo proprietario insieme alla casa o all’appartamento, la garanzia resta valida per lui fino alla scadenza.',
        },
      ],
      fr: [
        { h3: 'Qui peut en bénéficier' },
        {
          p: 'La garantie bénéficie au client final qui a acheté le produit en premier, que ce soit pour son propre logement ou pour un projet, comme un hôtel ou une résidence, équipé par l’intermédiaire d’un revendeur ; dans ce cas, le client final est le maître d’ouvrage ou l’exploitant. Elle s’applique à tous les produits SANHAUS achetés auprès de SANHAUS ou d’un revendeur ou importateur agréé dans un pays situé hors de Chine et d’Europe. Si le produit change de propriétaire avec la maison ou l’appartement, la garantie reste acquise au nouveau propriétaire jusqu’à son terme.',
        },
      ],
      es: [
        { h3: 'Quién puede acogerse a ella' },
        {
          p: 'La garantía corresponde al cliente final que compró el producto en primer lugar, ya sea para su propia vivienda o para un proyecto, como un hotel o un complejo residencial, equipado a través de un distribuidor; en ese caso, el cliente final es el promotor o el explotador. Se aplica a todos los productos SANHAUS comprados a SANHAUS o a un distribuidor o importador autorizado en un país fuera de China y de Europa. Si el producto pasa a un nuevo propietario junto con la casa o el piso, la garantía sigue vigente para él hasta su vencimiento.',
        },
      ],
    },
    defects,
    notCovered(installedByOthers),
    {
      de: [
        { h3: 'Was wir im Garantiefall leisten' },
        {
          p: 'Ist ein Mangel von der Garantie erfasst, reparieren wir das Produkt oder ersetzen nach unserer Wahl das fehlerhafte Teil oder, wenn nötig, das ganze Produkt; ist ein Modell nicht mehr lieferbar, liefern wir ein gleichwertiges. Ersatzteile und Ersatzprodukte erhalten Sie über Ihren Händler oder Importeur oder, wo es keinen gibt, direkt von uns. Wir tragen die Kosten der Teile, ihres Versands und der Rücksendung von Teilen, die wir zur Prüfung anfordern. Arbeiten vor Ort umfasst die Garantie nicht: Kosten für Aus- und Einbau durch einen Handwerker, Fliesen- oder Malerarbeiten und andere Folgekosten übernimmt sie nicht, soweit das Gesetz nichts anderes vorschreibt. Ersetzte Teile gehen in unser Eigentum über.',
        },
      ],
      zh: [
        { h3: '我们提供的服务' },
        {
          p: '属于质保范围的缺陷，由我们选择维修产品，或更换有缺陷的部件，必要时更换整件产品；如该型号已停产，我们提供同等产品。替换部件和替换产品通过您的经销商或进口商交付；当地没有经销商的，由我们直接寄送给您。配件费用、运费，以及我们要求寄回检测的部件的运费，均由我们承担。本质保不包括上门服务：请安装工拆装产品的费用、瓷砖或墙面修复费用及其他间接费用不在质保范围内，法律另有规定的除外。更换下来的部件归我们所有。',
        },
      ],
      en: [
        { h3: 'What we do' },
        {
          p: 'If a defect is covered, we will, at our choice, repair the product or replace the faulty part or, where necessary, the whole product; if a model is no longer available, we supply an equivalent one. Replacement parts and products reach you through your dealer or importer or, where there is none, directly from us. We bear the cost of the parts, of shipping them and of returning any part we ask to inspect. The guarantee does not include work on site: the cost of removal and refitting by an installer, tiling or decorating and other consequential costs are not covered unless the law requires otherwise. Parts that are replaced become our property.',
        },
      ],
      it: [
        { h3: 'Che cosa facciamo' },
        {
          p: 'Se il difetto rientra nella garanzia, a nostra scelta ripariamo il prodotto oppure sostituiamo la parte difettosa o, se necessario, l’intero prodotto; se un modello non è più disponibile, forniamo un prodotto equivalente. Ricambi e prodotti sostitutivi vi arrivano tramite il vostro rivenditore o importatore oppure, dove non ce n’è uno, direttamente da noi. Sosteniamo i costi dei ricambi, della loro spedizione e della restituzione delle parti che vi chiediamo di inviarci per un controllo. La garanzia non comprende interventi sul posto: i costi di smontaggio e rimontaggio da parte di un installatore, i lavori di piastrellatura o tinteggiatura e gli altri costi indiretti non sono coperti, salvo diversa disposizione di legge. Le parti sostituite diventano di nostra proprietà.',
        },
      ],
      fr: [
        { h3: 'Ce que nous faisons' },
        {
          p: 'Si le défaut est couvert, nous réparons le produit ou remplaçons, à notre choix, la pièce défectueuse ou, si nécessaire, le produit entier ; si un modèle n’est plus disponible, nous fournissons un modèle équivalent. Les pièces et produits de remplacement vous parviennent par votre revendeur ou importateur ou, à défaut, directement de chez nous. Nous prenons en charge les pièces, leur expédition et le retour des pièces que nous vous demandons de nous envoyer pour examen. La garantie ne comprend pas d’intervention sur place : les frais de dépose et de repose par un installateur, les travaux de carrelage ou de peinture et les autres frais indirects ne sont pas couverts, sauf disposition légale contraire. Les pièces remplacées deviennent notre propriété.',
        },
      ],
      es: [
        { h3: 'Qué hacemos' },
        {
          p: 'Si el defecto está cubierto, repararemos el producto o sustituiremos, a nuestra elección, la pieza defectuosa o, si es necesario, el producto completo; si un modelo ya no está disponible, suministraremos uno equivalente. Las piezas y productos de sustitución le llegan a través de su distribuidor o importador o, si no lo hay, directamente desde nosotros. Asumimos el coste de las piezas, de su envío y de la devolución de las piezas que le pidamos que nos envíe para su revisión. La garantía no incluye trabajos in situ: los costes de desmontaje y montaje por un instalador, los trabajos de alicatado o pintura y demás costes indirectos no están cubiertos, salvo que la ley disponga otra cosa. Las piezas sustituidas pasan a ser de nuestra propiedad.',
        },
      ],
    },
  ),
  claim: join(
    {
      de: [
        { h3: 'An wen Sie sich wenden' },
        {
          p: 'Wenden Sie sich zuerst an den Händler oder Importeur, bei dem Sie das Produkt gekauft haben; er leitet Ihre Meldung an uns weiter. Erreichen Sie keinen Händler, wenden Sie sich direkt an den Service der SANHAUS Bad GmbH in Frankfurt am Main:',
        },
        { ul: frankfurtService.de },
      ],
      zh: [
        { h3: '联系方式' },
        {
          p: '请首先联系您购买产品的经销商或进口商，由其将您的申请转交给我们。如无法联系到经销商，请直接联系位于美因河畔法兰克福的德国尚豪斯卫浴有限公司客服团队：',
        },
        { ul: frankfurtService.zh },
      ],
      en: [
        { h3: 'Whom to contact' },
        {
          p: 'Please contact the dealer or importer you bought the product from first; they will pass your claim on to us. If you cannot reach a dealer, contact the service team of SANHAUS Bad GmbH in Frankfurt am Main directly:',
        },
        { ul: frankfurtService.en },
      ],
      it: [
        { h3: 'A chi rivolgersi' },
        {
          p: 'Rivolgetevi prima al rivenditore o all’importatore presso cui avete acquistato il prodotto, che ci trasmetterà la vostra segnalazione. Se non riuscite a raggiungere un rivenditore, contattate direttamente il servizio clienti di SANHAUS Bad GmbH a Francoforte sul Meno:',
        },
        { ul: frankfurtService.it },
      ],
      fr: [
        { h3: 'À qui vous adresser' },
        {
          p: 'Adressez-vous d’abord au revendeur ou à l’importateur auprès duquel vous avez acheté le produit ; il nous transmettra votre demande. Si vous ne pouvez joindre aucun revendeur, contactez directement le service client de SANHAUS Bad GmbH à Francfort-sur-le-Main :',
        },
        { ul: frankfurtService.fr },
      ],
      es: [
        { h3: 'A quién dirigirse' },
        {
          p: 'Diríjase en primer lugar al distribuidor o importador donde compró el producto, que nos hará llegar su reclamación. Si no puede contactar con ningún distribuidor, diríjase directamente al servicio de atención de SANHAUS Bad GmbH en Fráncfort del Meno:',
        },
        { ul: frankfurtService.es },
      ],
    },
    evidence,
    deadline,
    {
      de: [
        { h3: 'Wie es weitergeht' },
        {
          p: 'Wir bestätigen den Eingang Ihrer Meldung innerhalb von zwei Arbeitstagen und prüfen sie anhand Ihrer Unterlagen. Benötigen wir das Teil zur Prüfung, sagen wir Ihnen, wie Sie es uns auf unsere Kosten senden. Danach teilen wir Ihnen mit, ob ein Garantiefall vorliegt, und senden das Ersatzteil, das Ersatzprodukt oder das reparierte Teil an Ihren Händler oder direkt an Sie. Alle Leistungen aus der Garantie sind für Sie kostenlos, einschließlich Versand und etwaiger Einfuhrabgaben für Ersatzteile. Liegt kein Garantiefall vor, erklären wir Ihnen, warum; die Prüfung selbst kostet Sie nichts.',
        },
      ],
      zh: [
        { h3: '处理流程与费用' },
        {
          p: '我们会在两个工作日内确认收到您的申请，并根据您提供的资料进行审核。如需检测部件，我们会告知您寄送方式，费用由我们承担。审核完成后，我们会告知您是否属于质保范围，并将替换部件、替换产品或修好的部件寄给您的经销商或直接寄给您。质保范围内的一切服务对您均免费，包括运费以及替换部件可能产生的进口关税。如不属于质保范围，我们会说明原因，审核本身不收取任何费用。',
        },
      ],
      en: [
        { h3: 'What happens next' },
        {
          p: 'We confirm receipt within two working days and assess your claim from the documents. If we need to inspect the part, we tell you how to send it to us, at our expense. We then tell you whether the defect is covered and send the replacement part, the replacement product or the repaired part to your dealer or directly to you. Everything we do under the guarantee is free of charge for you, including shipping and any import duties on replacement parts. If the defect is not covered, we explain why; the assessment itself costs you nothing.',
        },
      ],
      it: [
        { h3: 'Che cosa succede poi' },
        {
          p: 'Confermiamo la ricezione entro due giorni lavorativi ed esaminiamo la vostra richiesta sulla base dei documenti. Se dobbiamo controllare la parte, vi indichiamo come inviarcela, a nostre spese. Vi comunichiamo quindi se il difetto è coperto dalla garanzia e spediamo la parte di ricambio, il prodotto sostitutivo o la parte riparata al vostro rivenditore o direttamente a voi. Tutte le prestazioni in garanzia sono gratuite per voi, comprese la spedizione e gli eventuali dazi all’importazione sui ricambi. Se il difetto non è coperto, vi spieghiamo il motivo; la verifica in sé non vi costa nulla.',
        },
      ],
      fr: [
        { h3: 'La suite' },
        {
          p: 'Nous accusons réception de votre demande sous deux jours ouvrés et l’examinons sur la base de vos documents. Si nous devons examiner la pièce, nous vous indiquons comment nous l’envoyer, à nos frais. Nous vous indiquons ensuite si le défaut est couvert et envoyons la pièce de rechange, le produit de remplacement ou la pièce réparée à votre revendeur ou directement à vous. Toutes les prestations de la garantie sont gratuites pour vous, y compris l’expédition et les éventuels droits d’importation sur les pièces de remplacement. Si le défaut n’est pas couvert, nous vous en expliquons la raison ; l’examen lui-même ne vous coûte rien.',
        },
      ],
      es: [
        { h3: 'Qué ocurre después' },
        {
          p: 'Le confirmamos la recepción en un plazo de dos días laborables y revisamos su reclamación con la documentación aportada. Si necesitamos examinar la pieza, le indicamos cómo enviárnosla, a nuestro cargo. Después le comunicamos si el defecto está cubierto y enviamos la pieza de recambio, el producto de sustitución o la pieza reparada a su distribuidor o directamente a usted. Todas las prestaciones de la garantía son gratuitas para usted, incluidos el envío y los posibles aranceles de importación de las piezas de recambio. Si el defecto no está cubierto, le explicamos el motivo; la revisión en sí no le cuesta nada.',
        },
      ],
    },
  ),
}

/** The guarantee of each demo market (see `demoMarkets`). */
export const guarantees: readonly GuaranteeSeed[] = [china, europe, international]
