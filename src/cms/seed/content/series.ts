import type { SeriesSeed, VariantSeed } from './types'

/**
 * The design lines of the catalogue. Every product is in exactly one series; a series may cross
 * categories (a basin with its vanity, a tap with its waste) and is named after its products.
 */
export const series: readonly SeriesSeed[] = [
  {
    slug: 'luna',
    title: { de: 'Luna', zh: 'Luna', en: 'Luna', it: 'Luna', fr: 'Luna', es: 'Luna' },
    story: {
      de: 'Bei Luna hängt alles an der Wand: das Wandwaschbecken Luna 60, das kompakte Handwaschbecken Nova 45 und das spülrandlose Wand-WC Forma. Der Boden darunter bleibt frei und lässt sich mühelos wischen. Seidenmatter Mineralguss an den Becken und glänzende Sanitärkeramik am WC fügen sich zu einem ruhigen Ensemble.',
      zh: 'Luna 让洗手盆与马桶都离开地面：Luna 60 挂盆、Nova 45 小挂盆与 Forma 壁挂马桶均为挂墙安装，下方地面留空，打扫起来更轻松。哑光人造石台盆与光洁的陶瓷马桶相互映衬，整体安静而协调。',
      en: 'With Luna, everything hangs on the wall: the Luna 60 basin, the compact Nova 45 and the rimless Forma toilet. The floor beneath stays clear and easy to wipe. Silky matt stone resin on the basins and glossy vitreous china on the toilet come together as a calm, coherent set.',
      it: 'Con Luna tutto è sospeso: il lavabo Luna 60, il compatto Nova 45 e il vaso Forma senza brida. Il pavimento sottostante resta libero e si pulisce senza fatica. La resina minerale opaca e setosa dei lavabi e la ceramica lucida del vaso compongono un insieme sobrio e coerente.',
      fr: 'Avec Luna, tout se fixe au mur : le lavabo Luna 60, le compact Nova 45 et le WC Forma sans bride. Le sol reste dégagé et se nettoie sans effort. La résine minérale mate et soyeuse des lavabos et la céramique brillante du WC forment un ensemble calme et cohérent.',
      es: 'En Luna todo va suspendido: el lavabo Luna 60, el compacto Nova 45 y el inodoro Forma sin brida. El suelo queda libre y se limpia sin esfuerzo. La resina mineral mate y sedosa de los lavabos y la porcelana brillante del inodoro forman un conjunto sereno y coherente.',
    },
    products: ['luna-60-wall-hung-basin', 'nova-45-compact-wall-hung-basin', 'forma-rimless-wall-hung-toilet'],
  },
  {
    slug: 'aria',
    title: { de: 'Aria', zh: 'Aria', en: 'Aria', it: 'Aria', fr: 'Aria', es: 'Aria' },
    story: {
      de: 'Aria ist das wandhängende Badmöbel mit zwei Schubladen, gebaut aus feuchtebeständigem Multiplex, in Eiche furniert oder matt lackiert. Aria 60 bringt seinen Waschtisch aus Mineralguss gleich mit; Aria 80 ergänzt ein offenes Handtuchfach und nimmt wahlweise das Halbeinbau-Waschbecken Arco 70 oder das Aufsatzwaschbecken Quadra 50 auf. So entsteht auch in kleinen und mittleren Bädern ein aufgeräumter, wohnlicher Waschplatz.',
      zh: 'Aria 为双抽屉悬挂式浴室柜，柜体采用防潮多层实木板，饰面可选橡木贴皮或哑光烤漆。Aria 60 自带人造石台盆；Aria 80 增设毛巾开放格，可搭配 Arco 70 台中盆或 Quadra 50 方形台上盆。即使是中小户型，洗漱区也能整洁而温馨。',
      en: 'Aria is a wall-hung vanity with two drawers, built from moisture-resistant plywood and finished in oak veneer or matt lacquer. Aria 60 comes with its own stone-resin washbasin; Aria 80 adds an open towel shelf and takes either the semi-recessed Arco 70 or the Quadra 50 countertop basin. The result is a tidy, homely place to wash, even in small and medium-sized bathrooms.',
      it: 'Aria è il mobile sospeso a due cassetti in multistrato idrorepellente, impiallacciato in rovere o laccato opaco. Aria 60 ha già il suo lavabo in resina minerale; Aria 80 aggiunge un vano a giorno per gli asciugamani e accoglie a scelta il lavabo semincasso Arco 70 o quello da appoggio Quadra 50. Ne nasce una zona lavabo ordinata e accogliente anche nei bagni piccoli e medi.',
      fr: 'Aria est un meuble suspendu à deux tiroirs, en contreplaqué hydrofuge plaqué chêne ou laqué mat. Aria 60 intègre sa propre vasque en résine minérale ; Aria 80 ajoute une niche ouverte pour les serviettes et reçoit au choix la vasque semi-encastrée Arco 70 ou la vasque à poser Quadra 50. De quoi composer un coin toilette ordonné et chaleureux, même dans une petite ou moyenne salle de bains.',
      es: 'Aria es un mueble suspendido de dos cajones, de contrachapado hidrófugo, chapado en roble o lacado mate. Aria 60 incorpora su propio lavabo de resina mineral; Aria 80 añade un hueco abierto para toallas y admite, a elección, el lavabo semiencastrado Arco 70 o el lavabo sobre encimera Quadra 50. El resultado es una zona de lavabo ordenada y acogedora, también en baños pequeños y medianos.',
    },
    products: [
      'aria-60-vanity-unit',
      'aria-80-vanity-unit',
      'arco-70-semi-recessed-basin',
      'quadra-50-countertop-basin',
    ],
  },
  {
    slug: 'grande',
    title: { de: 'Grande', zh: 'Grande', en: 'Grande', it: 'Grande', fr: 'Grande', es: 'Grande' },
    story: {
      de: 'Grande ist für große Bäder gemacht, in denen Stauraum und Platz am Waschtisch zählen. Das Set Grande 160 besteht aus Waschtischunterschrank und Hochschrank mit grifflosen Fronten sowie einem indirekt beleuchteten Spiegel; auf der Platte steht das ovale Aufsatzwaschbecken Ovale 60 in glänzendem Weiß. Teilen sich zwei das Bad, bietet Vita 120 zwei Waschplätze auf einem durchgehenden Waschtisch aus Mineralguss und vier gedämpfte Vollauszüge.',
      zh: 'Grande 专为大户型卫生间打造，兼顾收纳空间与宽敞的洗漱台面。Grande 160 组合由无拉手台盆柜、高柜和间接照明镜组成，台面上可搭配高光白色的 Ovale 60 椭圆台上盆。若卫生间需两人共用，Vita 120 在一体人造石台面上设有双盆，下方四个全拉出式缓冲抽屉收纳充裕。',
      en: 'Grande is made for large bathrooms, where storage and room at the basin matter. The Grande 160 set brings together a vanity unit and a tall cabinet with handle-less fronts and a mirror with indirect lighting, topped by the oval Ovale 60 countertop basin in gloss white. Where two people share the bathroom, Vita 120 offers two washing places on one continuous stone-resin top, with four soft-close full-extension drawers below.',
      it: 'Grande è pensato per i bagni ampi, dove contano lo spazio per riporre e quello attorno al lavabo. La composizione Grande 160 riunisce mobile lavabo e colonna con frontali senza maniglie e uno specchio con illuminazione indiretta; sul piano si posa il lavabo da appoggio Ovale 60, ovale e bianco lucido. Quando il bagno è condiviso in due, Vita 120 offre due postazioni su un piano continuo in resina minerale e quattro cassetti a estrazione totale con chiusura ammortizzata.',
      fr: 'Grande est conçu pour les grandes salles de bains, où comptent le rangement et l’espace autour du lavabo. L’ensemble Grande 160 réunit meuble sous-vasque et colonne aux façades sans poignées, ainsi qu’un miroir à éclairage indirect ; sur le plan se pose la vasque ovale Ovale 60, d’un blanc brillant. Quand la salle de bains se partage à deux, Vita 120 offre deux postes de toilette sur un plan continu en résine minérale et quatre tiroirs à sortie totale et fermeture amortie.',
      es: 'Grande está pensado para baños amplios, donde cuentan el almacenaje y el espacio junto al lavabo. El conjunto Grande 160 reúne mueble de lavabo y columna con frentes sin tiradores, además de un espejo con iluminación indirecta; sobre la encimera se coloca el lavabo ovalado Ovale 60 en blanco brillo. Cuando dos personas comparten el baño, Vita 120 ofrece dos senos en una encimera continua de resina mineral y cuatro cajones de extracción total con cierre amortiguado.',
    },
    products: ['grande-160-vanity-set', 'ovale-60-countertop-basin', 'vita-120-double-vanity-unit'],
  },
  {
    slug: 'pietra',
    title: { de: 'Pietra', zh: 'Pietra', en: 'Pietra', it: 'Pietra', fr: 'Pietra', es: 'Pietra' },
    story: {
      de: 'Pietra versammelt Wannen und Becken aus seidenmattem Mineralguss, die wie Stücke aus Stein im Raum stehen. Terra hält das Badewasser spürbar länger warm als dünnwandige Wannen, Pietra 160 bringt eine freistehende Wanne auch in kleinere Bäder, und auf der Platte setzen die Designwaschbecken Petra in Kieselform und Onda mit gewellter Außenwand sowie das runde Orbit 42 mit nur 6 mm dünnem Rand eigene Akzente. Bis auf Terra sind alle Stücke durchgefärbt, sodass kleine Kratzer kaum auffallen.',
      zh: 'Pietra 汇集哑光人造石浴缸与台盆，如一块块石头般静置于空间之中。Terra 保温性能明显优于薄壁浴缸，Pietra 160 让面积有限的卫生间也能摆下独立浴缸；台面上，鹅卵石造型的 Petra、波浪纹外壁的 Onda 与盆沿仅6毫米的 Orbit 42 圆形台上盆各具特色。除 Terra 外，其余均为通体人造石，细小划痕不易察觉。',
      en: 'Pietra gathers baths and basins in silky matt stone resin that stand in the room like pieces of stone. Terra keeps the bath water warm noticeably longer than thin-walled tubs, Pietra 160 brings a freestanding bath into smaller rooms, and on the countertop the pebble-shaped Petra, the rippled Onda and the round Orbit 42 with its 6 mm rim each set an accent of their own. All but Terra are coloured through, so small scratches barely show.',
      it: 'Pietra riunisce vasche e lavabi in resina minerale opaca e setosa, che stanno nello spazio come blocchi di pietra. Terra mantiene l’acqua calda sensibilmente più a lungo delle vasche a parete sottile, Pietra 160 porta una vasca freestanding anche nei bagni più piccoli e, sul piano, Petra a forma di ciottolo, Onda dalla parete ondulata e il tondo Orbit 42 con il bordo di soli 6 mm danno ciascuno un accento proprio. Tranne Terra, sono tutti colorati in massa: i piccoli graffi si notano appena.',
      fr: 'Pietra réunit baignoires et vasques en résine minérale mate et soyeuse, posées dans la pièce comme des blocs de pierre. Terra garde l’eau du bain chaude nettement plus longtemps qu’une baignoire à parois minces, Pietra 160 fait entrer une baignoire îlot dans les petites pièces, et sur le plan, Petra en forme de galet, Onda à la paroi ondulée et la ronde Orbit 42 au rebord de 6 mm apportent chacune leur note. Toutes, sauf Terra, sont teintées dans la masse : les petites rayures se remarquent à peine.',
      es: 'Pietra reúne bañeras y lavabos de resina mineral mate y sedosa que se alzan en el espacio como bloques de piedra. Terra mantiene el agua caliente bastante más tiempo que las bañeras de pared fina, Pietra 160 lleva una bañera exenta también a baños pequeños y, sobre la encimera, Petra con forma de canto rodado, Onda con su pared ondulada y el redondo Orbit 42, con un borde de solo 6 mm, aportan cada uno su propio acento. Salvo Terra, todos están coloreados en masa, de modo que los pequeños arañazos apenas se notan.',
    },
    products: [
      'terra-freestanding-stone-bath',
      'pietra-160-freestanding-stone-bath',
      'petra-sculptural-basin',
      'onda-sculptural-basin',
      'orbit-42-countertop-basin',
    ],
  },
  {
    slug: 'solido',
    title: { de: 'Solido', zh: 'Solido', en: 'Solido', it: 'Solido', fr: 'Solido', es: 'Solido' },
    story: {
      de: 'Solido steht für Formen aus einem Stück: Beim Standwaschbecken Stele gehen Becken und Säule nahtlos ineinander über, beim Stand-WC Solido sind Schüssel und Spülkasten in einem Stück gebrannt. Ohne Fugen und Übergänge lassen sich die weißen Flächen leicht reinigen, und beide führen ihren Ablauf direkt in den Boden.',
      zh: 'Solido 讲究一体成型：Stele 立柱盆的盆体与立柱一体浇铸、浑然无缝，Solido 连体马桶的座体与水箱一次烧制而成。没有接缝与过渡，白色表面清洁起来更轻松，两者均从地面排水。',
      en: 'Solido stands for forms made in one piece: in the Stele pedestal basin, basin and column flow seamlessly into each other, and in the Solido toilet, bowl and cistern are fired as a single piece. With no joints or seams, the white surfaces are easy to clean, and both drain straight into the floor.',
      it: 'Solido significa forme in un solo pezzo: nel lavabo a colonna Stele vasca e colonna si fondono senza giunture, nel vaso monoblocco Solido catino e cassetta escono dal forno come un unico pezzo. Senza fughe né raccordi, le superfici bianche si puliscono con facilità, ed entrambi scaricano direttamente a pavimento.',
      fr: 'Solido, ce sont des formes d’une seule pièce : dans le lavabo sur colonne Stele, vasque et colonne se fondent sans raccord, et dans le WC monobloc Solido, cuvette et réservoir sont cuits d’un seul tenant. Sans joints ni ruptures, les surfaces blanches se nettoient facilement, et tous deux évacuent directement dans le sol.',
      es: 'Solido apuesta por formas de una sola pieza: en el lavabo de pedestal Stele, lavabo y columna se funden sin costuras, y en el inodoro monobloque Solido, taza y cisterna se cuecen en una sola pieza. Sin juntas ni transiciones, las superficies blancas se limpian con facilidad, y ambos desaguan directamente al suelo.',
    },
    products: ['stele-pedestal-basin', 'solido-one-piece-toilet'],
  },
  {
    slug: 'clara',
    title: { de: 'Clara', zh: 'Clara', en: 'Clara', it: 'Clara', fr: 'Clara', es: 'Clara' },
    story: {
      de: 'Clara setzt auf gerade Linien und 8 mm starkes Einscheibensicherheitsglas. Die Walk-in-Duschwand Clara 120 kommt ganz ohne Tür aus und passt zu bodenebenen Duschen, die Schiebetür Linea 140 schließt eine Nische mit einem festen und einem verschiebbaren Glasflügel. Profile in Chrom oder Schwarz geben beiden einen klaren Rahmen.',
      zh: 'Clara 以利落的直线和8毫米钢化安全玻璃为基调。Clara 120 一字形淋浴屏无需门扇，适合无门槛淋浴区；Linea 140 移门由一扇固定玻璃和一扇推拉玻璃组成，将淋浴壁龛围合起来。镀铬或黑色型材为两者勾勒出清晰的轮廓。',
      en: 'Clara is about straight lines and 8 mm toughened safety glass. The Clara 120 walk-in screen needs no door at all and suits level-access showers, while the Linea 140 sliding door closes off an alcove with one fixed and one sliding panel. Profiles in chrome or black give both a clean frame.',
      it: 'Clara punta su linee rette e vetro temperato di sicurezza da 8 mm. La parete walk-in Clara 120 non ha bisogno di porta ed è adatta alle docce a filo pavimento, mentre la porta scorrevole Linea 140 chiude una nicchia con un’anta fissa e una scorrevole. I profili cromati o neri incorniciano entrambe con un segno netto.',
      fr: 'Clara mise sur des lignes droites et du verre trempé de sécurité de 8 mm. La paroi walk-in Clara 120 se passe de porte et convient aux douches de plain-pied, tandis que la porte coulissante Linea 140 ferme une niche avec un panneau fixe et un panneau coulissant. Des profilés chromés ou noirs leur donnent à toutes deux un cadre net.',
      es: 'Clara apuesta por líneas rectas y vidrio templado de seguridad de 8 mm. La mampara walk-in Clara 120 prescinde de puerta y encaja en duchas a ras de suelo, mientras que la puerta corredera Linea 140 cierra un hueco con una hoja fija y otra corredera. Los perfiles en cromo o negro enmarcan ambas con un trazo limpio.',
    },
    products: ['clara-120-walk-in-screen', 'linea-140-sliding-door'],
  },
  {
    slug: 'quadro',
    title: { de: 'Quadro', zh: 'Quadro', en: 'Quadro', it: 'Quadro', fr: 'Quadro', es: 'Quadro' },
    story: {
      de: 'Quadro fasst die Dusche mit geraden Glasflächen ein, ganz wie es der Grundriss verlangt: als L in der Ecke, als U vor einer einzelnen Wand oder als Fünfeck mit abgeschrägter Front. Alle drei öffnen sich mit einer Pendeltür aus Einscheibensicherheitsglas; bei Trio lassen sich die Seitenteile zwischen 700 und 1000 mm wählen, und die schräge Front von Diamant 90 spart Stellfläche, ohne den Einstieg zu verengen.',
      zh: 'Quadro 以平直的玻璃围合淋浴区，形态随户型而定：转角的L形、靠一面墙的U形，或斜切正面的钻石形。三款均配钢化安全玻璃平开门；Trio 两侧侧屏宽度可在700至1000毫米之间选配，Diamant 90 的斜切正面节省空间，同时留出宽敞的出入口。',
      en: 'Quadro encloses the shower in straight panes of glass, shaped to the floor plan: an L in the corner, a U against a single wall or a pentagon with an angled front. Each of the three opens with a pivot door in toughened safety glass; Trio’s side panels can be chosen from 700 to 1000 mm, and the angled front of Diamant 90 saves floor space while leaving a generous entrance.',
      it: 'Quadro racchiude la doccia tra lastre di vetro diritte, seguendo la pianta del bagno: a L nell’angolo, a U contro una sola parete o pentagonale con il fronte smussato. Tutti e tre si aprono con una porta a battente in vetro temperato di sicurezza; in Trio i lati fissi si scelgono da 700 a 1000 mm, mentre il fronte smussato di Diamant 90 fa risparmiare spazio e lascia un ingresso ampio.',
      fr: 'Quadro entoure la douche de panneaux de verre droits, selon la configuration de la pièce : en L dans un angle, en U contre un seul mur ou en pentagone à façade biseautée. Chacune s’ouvre par une porte pivotante en verre trempé de sécurité ; sur Trio, les retours se choisissent de 700 à 1000 mm, et la façade en biais de Diamant 90 libère de la place tout en ménageant un large accès.',
      es: 'Quadro cierra la ducha con paños de vidrio rectos, según la planta del baño: en L en una esquina, en U contra una sola pared o pentagonal con el frente achaflanado. Las tres se abren con una puerta abatible de vidrio templado de seguridad; en Trio, los laterales se eligen entre 700 y 1000 mm, y el frente achaflanado de Diamant 90 ahorra espacio sin restar amplitud a la entrada.',
    },
    products: ['quadro-90-corner-enclosure', 'trio-u-shaped-enclosure', 'diamant-90-pentagonal-enclosure'],
  },
  {
    slug: 'curva',
    title: { de: 'Curva', zh: 'Curva', en: 'Curva', it: 'Curva', fr: 'Curva', es: 'Curva' },
    story: {
      de: 'Curva rundet die Duschecke ab: Gebogenes Glas nutzt gerade kleine Ecken gut aus und lässt das Bad offen wirken. Die Viertelkreisdusche Curva 90 öffnet ihre gebogenen Schiebetüren von der Mitte zu beiden Seiten, die asymmetrische Sfera 120 für Duschwannen von 1200 × 800 mm bietet mehr Bewegungsfreiheit als ein gleichmäßiger Viertelkreis.',
      zh: 'Curva 以弧线柔化淋浴转角：弧形玻璃充分利用卫生间角落，让空间更显通透。Curva 90 扇形淋浴房的弧形移门由中间向两侧开启；Sfera 120 适配1200×800毫米非对称淋浴底盘，比对称扇形更加宽敞。',
      en: 'Curva rounds off the shower corner: curved glass makes the most of small corners and keeps the room feeling open. The Curva 90 quadrant opens its curved sliding doors from the centre to both sides, while the offset Sfera 120, made for 1200 × 800 mm trays, gives more room to move than a symmetrical quadrant.',
      it: 'Curva arrotonda l’angolo doccia: il vetro curvo sfrutta al meglio anche gli angoli più piccoli e lascia il bagno arioso. Il box semicircolare Curva 90 apre le sue ante scorrevoli curve dal centro verso i due lati, mentre l’asimmetrico Sfera 120, pensato per piatti da 1200 × 800 mm, offre più libertà di movimento di un semicircolare simmetrico.',
      fr: 'Curva arrondit l’angle de douche : le verre cintré tire le meilleur parti des petits angles et garde la pièce ouverte. La paroi quart de cercle Curva 90 ouvre ses portes coulissantes cintrées du centre vers les côtés, tandis que l’asymétrique Sfera 120, conçue pour des receveurs de 1200 × 800 mm, laisse plus de liberté de mouvement qu’un quart de cercle symétrique.',
      es: 'Curva redondea la esquina de la ducha: el vidrio curvo aprovecha al máximo los rincones pequeños y mantiene la sensación de amplitud. La mampara semicircular Curva 90 abre sus puertas correderas curvas desde el centro hacia ambos lados, mientras que la asimétrica Sfera 120, pensada para platos de 1200 × 800 mm, ofrece más libertad de movimiento que un semicírculo simétrico.',
    },
    products: ['curva-90-quadrant-enclosure', 'sfera-120-offset-quadrant-enclosure'],
  },
  {
    slug: 'piano',
    title: { de: 'Piano', zh: 'Piano', en: 'Piano', it: 'Piano', fr: 'Piano', es: 'Piano' },
    story: {
      de: 'Piano steht für flache Duschwannen aus Mineralguss mit rutschhemmender Oberfläche, beide in Weiß, Steingrau, Sand und Schwarz erhältlich. Die fein strukturierte Piano 120 × 90 ist nur 30 mm hoch und wird bodeneben oder aufgesetzt montiert; Ardesia 140 × 80 zeigt eine griffige Schieferstruktur und lässt sich vor Ort mit einer Diamantscheibe auf Maß kürzen.',
      zh: 'Piano 汇集轻薄防滑的人造石淋浴底盘，均有白色、岩灰、沙色与黑色可选。Piano 120×90 厚度仅30毫米，表面细腻磨砂，可与地面齐平嵌装或直接落地安装；Ardesia 140×80 表面呈石板纹理，脚感防滑，可在现场用金刚石锯片裁切至所需尺寸。',
      en: 'Piano stands for low-profile stone-resin shower trays with a slip-resistant surface, both offered in white, stone grey, sand and black. The finely textured Piano 120 × 90 is just 30 mm high and can be fitted flush with the floor or on top of it, while Ardesia 140 × 80 has a grippy slate texture and can be cut to size on site with a diamond blade.',
      it: 'Piano riunisce piatti doccia extrapiatti in resina minerale con superficie antiscivolo, entrambi in bianco, grigio pietra, sabbia e nero. Piano 120 × 90, dalla superficie finemente strutturata, è alto appena 30 mm e si installa a filo pavimento o in appoggio; Ardesia 140 × 80 ha una texture effetto ardesia piacevolmente antiscivolo e si taglia su misura in cantiere con un disco diamantato.',
      fr: 'Piano réunit des receveurs extra-plats en résine minérale à surface antidérapante, proposés l’un comme l’autre en blanc, gris pierre, sable et noir. Finement texturé, Piano 120 × 90 ne fait que 30 mm d’épaisseur et se pose à fleur de sol ou en surélévation ; Ardesia 140 × 80 présente une texture ardoise bien adhérente et se recoupe sur mesure sur le chantier avec un disque diamant.',
      es: 'Piano reúne platos de ducha extraplanos de resina mineral con superficie antideslizante, ambos en blanco, gris piedra, arena y negro. Piano 120 × 90, de textura fina, tiene solo 30 mm de altura y se instala enrasado con el suelo o sobre él; Ardesia 140 × 80 tiene una textura de pizarra de agarre agradable y se corta a medida en obra con un disco de diamante.',
    },
    products: ['piano-120-stone-shower-tray', 'ardesia-140-slate-shower-tray'],
  },
  {
    slug: 'nuvola',
    title: { de: 'Nuvola', zh: 'Nuvola', en: 'Nuvola', it: 'Nuvola', fr: 'Nuvola', es: 'Nuvola' },
    story: {
      de: 'Nuvola umfasst Wannen aus hochglänzend weißem Sanitäracryl, von der freistehenden bis zur Einbauwanne. Nuvola 170 ist doppelwandig und leicht genug für Altbauten und obere Etagen, Lago 180 lädt mit zwei gleich geneigten Rückenlehnen und mittigem Ablauf zum Baden zu zweit ein, und Basis 170 wird im Standardmaß 1700 × 750 mm mit Wannenträger oder Schürze eingebaut.',
      zh: 'Nuvola 汇集高光白色亚克力浴缸，从独立式到嵌入式一应俱全。Nuvola 170 双层缸壁、分量轻巧，老房改造与高楼层安装都很轻松；Lago 180 两端靠背倾角一致、下水口居中，可容两人共浴；Basis 170 采用1700×750毫米标准尺寸，可配浴缸支架或裙板嵌入安装。',
      en: 'Nuvola gathers baths in gloss white sanitary acrylic, from freestanding to built-in. Nuvola 170 is double-walled and light enough for older buildings and upper floors, Lago 180 invites two to bathe together with its equally angled backrests and central waste, and Basis 170 fits the standard 1700 × 750 mm space with a support frame or bath panel.',
      it: 'Nuvola riunisce vasche in acrilico sanitario bianco lucido, dalla freestanding alla vasca da incasso. Nuvola 170 ha doppia parete ed è abbastanza leggera per le case d’epoca e i piani alti, Lago 180 invita al bagno in due con schienali ugualmente inclinati e scarico centrale, e Basis 170 si installa nella misura standard di 1700 × 750 mm con telaio di sostegno o pannello frontale.',
      fr: 'Nuvola rassemble des baignoires en acrylique sanitaire blanc brillant, de l’îlot à la baignoire encastrée. À double paroi, Nuvola 170 est assez légère pour l’ancien comme pour les étages élevés, Lago 180 invite au bain à deux avec ses dossiers également inclinés et sa vidange centrale, et Basis 170 s’installe dans le format standard de 1700 × 750 mm avec un bâti-support ou un tablier.',
      es: 'Nuvola reúne bañeras de acrílico sanitario blanco brillante, desde la exenta hasta la empotrable. Nuvola 170 tiene doble pared y es lo bastante ligera para edificios antiguos y plantas altas, Lago 180 invita al baño en pareja con dos respaldos de igual inclinación y desagüe central, y Basis 170 se instala en la medida estándar de 1700 × 750 mm con bastidor o faldón.',
    },
    products: ['nuvola-170-freestanding-acrylic-bath', 'lago-180-freestanding-acrylic-bath', 'basis-170-built-in-bath'],
  },
  {
    slug: 'regency',
    title: { de: 'Regency', zh: 'Regency', en: 'Regency', it: 'Regency', fr: 'Regency', es: 'Regency' },
    story: {
      de: 'Regency greift die klassische Slipper-Wanne auf, mit hochgezogenem Kopfende und vier Löwenfüßen in Chrom, gebürstetem Messing oder Schwarz. Die Wanne besteht aus Sanitäracryl, und ihre Außenseite lässt sich in jedem RAL-Farbton lackieren – so wird aus dem Nostalgie-Klassiker ein ganz persönliches Stück.',
      zh: 'Regency 延续经典贵妃浴缸的造型，头部高高扬起，四只狮爪缸脚可选镀铬、拉丝黄铜或黑色。缸体采用卫浴级亚克力，外壁可按色卡定制喷涂，让复古经典更具个性。',
      en: 'Regency echoes the classic slipper bath, with a raised head end and four claw feet in chrome, brushed brass or black. The tub is made of sanitary acrylic, and its exterior can be painted in any RAL colour, turning a period classic into a personal piece.',
      it: 'Regency reinterpreta la classica vasca a pantofola, con lo schienale rialzato e quattro piedini a zampa di leone in cromo, ottone spazzolato o nero. La vasca è in acrilico sanitario e l’esterno si può verniciare in qualsiasi colore RAL: un classico d’epoca che diventa un pezzo personale.',
      fr: 'Regency reprend la silhouette des baignoires d’antan : un dossier relevé et quatre pieds griffes en chrome, en laiton brossé ou en noir. En acrylique sanitaire, elle peut être laquée à l’extérieur dans toutes les teintes RAL, pour faire de ce classique rétro une pièce bien à soi.',
      es: 'Regency recupera la silueta de la bañera victoriana clásica, con el cabecero elevado y cuatro patas de garra en cromo, latón cepillado o negro. Es de acrílico sanitario y su exterior puede lacarse en cualquier color RAL, de modo que un clásico de época se convierte en una pieza personal.',
    },
    products: ['regency-victorian-bath'],
  },
  {
    slug: 'fino',
    title: { de: 'Fino', zh: 'Fino', en: 'Fino', it: 'Fino', fr: 'Fino', es: 'Fino' },
    story: {
      de: 'Fino ist die schlanke Armaturenlinie mit Messingkörper, die vom Waschtisch bis zur Badewanne reicht. Die Waschtischarmatur Fino passt zu Wandwaschbecken und Waschtischen auf Badmöbeln, die höhere Fino XL mit 210 mm Auslaufhöhe zu Aufsatzwaschbecken, und die bodenstehende Wannenarmatur bringt dieselbe Linie an die freistehende Wanne. Unter dem Becken vervollständigt die Ablaufgarnitur Clic mit Designsiphon aus Messing das Bild.',
      zh: 'Fino 以纤细的铜质龙头贯穿面盆与浴缸。Fino 面盆龙头适用于挂盆和浴室柜台盆，出水口高210毫米的 Fino XL 专为台上盆设计，Fino 落地浴缸龙头则把同样的线条带到独立浴缸旁。盆下再配 Clic 弹跳式下水器及铜质存水弯，整体搭配完整统一。',
      en: 'Fino is a slender line of brass-bodied taps that runs from basin to bath. The Fino basin mixer serves wall-hung and vanity basins, the taller Fino XL with its 210 mm spout suits countertop basins, and the floor-standing bath filler carries the same line to a freestanding bath. Beneath the basin, the Clic push-button waste with its brass bottle trap completes the set.',
      it: 'Fino è una linea sottile di rubinetti con corpo in ottone, dal lavabo alla vasca. Il miscelatore Fino è pensato per lavabi sospesi e da mobile, il più alto Fino XL, con la bocca a 210 mm, per i lavabi da appoggio, e il miscelatore a pavimento porta la stessa linea accanto alla vasca freestanding. Sotto il lavabo, la piletta a pressione Clic con sifone in ottone completa l’insieme.',
      fr: 'Fino est une ligne de robinetterie élancée à corps en laiton, du lavabo jusqu’à la baignoire. Le mitigeur Fino équipe lavabos suspendus et plans vasques, le Fino XL, plus haut avec son bec culminant à 210 mm, accompagne les vasques à poser, et le mitigeur sur pied prolonge la même ligne jusqu’à la baignoire îlot. Sous la vasque, la bonde clic-clac Clic et son siphon en laiton complètent l’ensemble.',
      es: 'Fino es una línea esbelta de grifería con cuerpo de latón, del lavabo a la bañera. El grifo Fino sirve para lavabos suspendidos y de mueble, el Fino XL, más alto y con el caño a 210 mm, para lavabos sobre encimera, y el grifo de pie lleva la misma línea hasta la bañera exenta. Bajo el lavabo, la válvula clic-clac Clic con su sifón de latón completa el conjunto.',
    },
    products: [
      'fino-basin-mixer',
      'fino-xl-tall-basin-mixer',
      'fino-freestanding-bath-filler',
      'clic-push-button-basin-waste',
    ],
  },
  {
    slug: 'pioggia',
    title: { de: 'Pioggia', zh: 'Pioggia', en: 'Pioggia', it: 'Pioggia', fr: 'Pioggia', es: 'Pioggia' },
    story: {
      de: 'Pioggia heißt auf Italienisch Regen, Goccia Tropfen: Die beiden Sets reichen vom großzügigen Duschsystem bis zur schlichten Handbrause. Pioggia 300 vereint eine Kopfbrause mit 300 mm Durchmesser, eine Handbrause mit drei Strahlarten und einen Thermostat mit Sicherheitssperre bei 38 °C. Goccia beschränkt sich auf eine schlanke Handbrause am verstellbaren Wandhalter, deren Silikondüsen sich mühelos von Kalk befreien lassen.',
      zh: 'Pioggia 在意大利语中意为雨，Goccia 意为水滴：两套花洒从完整的淋浴系统到简洁的手持花洒，各有所长。Pioggia 300 由直径300毫米顶喷、三种出水模式的手持花洒和带38℃防烫安全锁的恒温阀组成。Goccia 只保留纤细的手持花洒与可调节墙座，硅胶出水孔轻轻一抹即可除垢。',
      en: 'In Italian, Pioggia means rain and Goccia a drop: the two sets range from a generous shower system to a simple hand shower. Pioggia 300 combines a 300 mm overhead shower, a three-function hand shower and a thermostat with a safety stop at 38 °C. Goccia keeps to a slim hand shower on an adjustable wall bracket, with silicone nozzles that are easily rubbed free of limescale.',
      it: 'Dalla pioggia alla goccia: i due set coprono la doccia dal sistema completo alla semplice doccetta. Pioggia 300 riunisce un soffione da 300 mm di diametro, una doccetta a tre getti e un termostatico con blocco di sicurezza a 38 °C. Goccia si limita a una doccetta sottile su supporto a parete orientabile, con ugelli in silicone da cui il calcare si elimina con un dito.',
      fr: 'Pioggia signifie pluie en italien, et Goccia goutte : les deux ensembles vont du système de douche complet à la simple douchette. Pioggia 300 associe une douche de tête de 300 mm de diamètre, une douchette à trois jets et un thermostatique avec butée de sécurité à 38 °C. Goccia s’en tient à une douchette fine sur support mural orientable, dont les buses en silicone se détartrent d’un simple geste.',
      es: 'Pioggia significa lluvia en italiano, y Goccia, gota: los dos conjuntos van del sistema de ducha completo a la ducha de mano más sencilla. Pioggia 300 combina un rociador de 300 mm de diámetro, una ducha de mano de tres chorros y un termostato con tope de seguridad a 38 °C. Goccia se limita a una ducha de mano estilizada con soporte de pared orientable, cuyos difusores de silicona se libran de la cal con un simple gesto.',
    },
    products: ['pioggia-300-thermostatic-shower-set', 'goccia-hand-shower-set'],
  },
]

/**
 * All variants of a product, the first being the product as the catalogue describes it; each
 * gives only what differs from it. Products not listed here have a single variant.
 */
export const variants: Readonly<Record<string, readonly VariantSeed[]>> = {
  // The shorter side panel, for 900 × 800 mm trays: its profiles take niches of 770 to 805 mm.
  'quadro-90-corner-enclosure': [{}, { depth: 800, fitRange: { depthFrom: 770, depthTo: 805 } }],
  'luna-60-wall-hung-basin': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'black' }],
  'orbit-42-countertop-basin': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'black' }],
  'quadra-50-countertop-basin': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'sand' }],
  'petra-sculptural-basin': [{ colour: 'grey' }, { colour: 'white' }],
  'onda-sculptural-basin': [{ colour: 'white' }, { colour: 'black' }],
  'aria-60-vanity-unit': [{ colour: 'oak' }, { colour: 'grey', finish: 'lacquer' }],
  'aria-80-vanity-unit': [{ colour: 'grey' }, { colour: 'white' }, { colour: 'oak', finish: 'veneer' }],
  'vita-120-double-vanity-unit': [{ colour: 'oak' }, { colour: 'grey', finish: 'lacquer' }],
  'grande-160-vanity-set': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'sand' }],
  'clara-120-walk-in-screen': [{ colour: 'chrome' }, { colour: 'black' }],
  'linea-140-sliding-door': [{ colour: 'chrome' }, { colour: 'black' }],
  // the side panels come from 700 to 1000 mm (the catalogue's description): depth variants
  'trio-u-shaped-enclosure': [
    { colour: 'chrome' },
    { colour: 'chrome', depth: 1000 },
    { colour: 'black' },
    { colour: 'black', depth: 1000 },
  ],
  'sfera-120-offset-quadrant-enclosure': [{ colour: 'chrome' }, { colour: 'black' }],
  'pietra-160-freestanding-stone-bath': [{ colour: 'grey' }, { colour: 'white' }],
  'regency-victorian-bath': [{ colour: 'white' }, { colour: 'black' }],
  'fino-xl-tall-basin-mixer': [{ colour: 'chrome' }, { colour: 'black', finish: 'matt' }],
  'fino-freestanding-bath-filler': [{ colour: 'chrome' }, { colour: 'black', finish: 'matt' }],
  'goccia-hand-shower-set': [{ colour: 'black' }, { colour: 'chrome', finish: 'chrome' }],
  'piano-120-stone-shower-tray': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'sand' }, { colour: 'black' }],
  'ardesia-140-slate-shower-tray': [{ colour: 'white' }, { colour: 'grey' }, { colour: 'sand' }, { colour: 'black' }],
}
