/**
 * Every product's parts: what is in the box (spare: false, one-off mounting material) and what
 * can be ordered again (spare: true, wear parts: seals, cartridges, aerators, rollers, waste
 * inserts, soft-close fittings, seats, hoses). Article numbers `ET` + 6 digits, counted up in
 * catalogue order; a name is the singular, the count is its quantity.
 */
import type { L } from '../types'
import type { PartSeed } from './types'

// Basins and wastes

const studM10: L = {
  de: 'Stockschraube M10 mit Dübel',
  zh: 'M10 双头螺栓（含膨胀管）',
  en: 'M10 stud bolt with wall plug',
  it: 'Prigioniero M10 con tassello',
  fr: 'Goujon M10 avec cheville',
  es: 'Espárrago M10 con taco',
}

const pushWaste: L = {
  de: 'Ablaufgarnitur mit Push-Open-Ventil G 1¼',
  zh: '按压式下水器 G 1¼（带溢水口）',
  en: 'Push-button waste G 1¼, slotted',
  it: 'Piletta click-clac G 1¼ con troppopieno',
  fr: 'Bonde clic-clac G 1¼ avec trop-plein',
  es: 'Válvula clic-clac G 1¼ con rebosadero',
}

const pushWasteUnslotted: L = {
  de: 'Ablaufgarnitur mit Push-Open-Ventil G 1¼, ohne Überlauf',
  zh: '按压式下水器 G 1¼（无溢水口）',
  en: 'Push-button waste G 1¼, unslotted',
  it: 'Piletta click-clac G 1¼ senza troppopieno',
  fr: 'Bonde clic-clac G 1¼ sans trop-plein',
  es: 'Válvula clic-clac G 1¼ sin rebosadero',
}

const wasteInsert: L = {
  de: 'Ventileinsatz für Push-Open-Ventil',
  zh: '按压式下水器阀芯',
  en: 'Push-button waste insert',
  it: 'Otturatore per piletta click-clac',
  fr: 'Clapet pour bonde clic-clac',
  es: 'Obturador para válvula clic-clac',
}

const overflowRing: L = {
  de: 'Überlaufring',
  zh: '溢水口装饰圈',
  en: 'Overflow ring',
  it: 'Anello copritroppopieno',
  fr: 'Enjoliveur de trop-plein',
  es: 'Embellecedor de rebosadero',
}

const wasteSeals: L = {
  de: 'Dichtungssatz für Ablaufgarnitur',
  zh: '下水器密封圈套装',
  en: 'Waste seal set',
  it: 'Set di guarnizioni per scarico',
  fr: 'Jeu de joints de bonde',
  es: 'Juego de juntas de desagüe',
}

const countertopSeal: L = {
  de: 'Silikondichtung für Aufsatzmontage',
  zh: '台上盆硅胶密封垫',
  en: 'Silicone seating gasket',
  it: 'Guarnizione d’appoggio in silicone',
  fr: 'Joint d’assise en silicone',
  es: 'Junta de apoyo de silicona',
}

const stoneWasteCover: L = {
  de: 'Ablaufabdeckung aus Mineralguss',
  zh: '人造石下水器盖板',
  en: 'Stone-resin waste cover',
  it: 'Copripiletta in resina minerale',
  fr: 'Cache-bonde en résine minérale',
  es: 'Tapa de desagüe de resina mineral',
}

const floorScrew: L = {
  de: 'Bodenschraube 8 × 100 mit Dübel',
  zh: '8 × 100 地面固定螺钉（含膨胀管）',
  en: 'Floor fixing screw 8 × 100 with plug',
  it: 'Vite di fissaggio a pavimento 8 × 100 con tassello',
  fr: 'Vis de fixation au sol 8 × 100 avec cheville',
  es: 'Tornillo de fijación al suelo 8 × 100 con taco',
}

const hairStrainer: L = {
  de: 'Haarsieb',
  zh: '毛发过滤网',
  en: 'Hair strainer',
  it: 'Filtro raccoglicapelli',
  fr: 'Filtre à cheveux',
  es: 'Filtro atrapapelos',
}

const designTrap: L = {
  de: 'Designsiphon G 1¼ × 32 mm, Messing',
  zh: '黄铜瓶式存水弯 G 1¼ × 32',
  en: 'Bottle trap G 1¼ × 32 mm, brass',
  it: 'Sifone a bottiglia G 1¼ × 32 mm in ottone',
  fr: 'Siphon bouteille G 1¼ × 32 mm en laiton',
  es: 'Sifón de botella G 1¼ × 32 mm de latón',
}

const wallEscutcheon: L = {
  de: 'Wandrosette',
  zh: '墙面装饰盖',
  en: 'Wall escutcheon',
  it: 'Rosone a parete',
  fr: 'Rosace murale',
  es: 'Embellecedor de pared',
}

// Cabinets

const hangingRail: L = {
  de: 'Aufhängeschiene mit Schrauben und Dübeln',
  zh: '挂墙铝轨（含螺钉和膨胀管）',
  en: 'Hanging rail with screws and wall plugs',
  it: 'Barra di aggancio con viti e tasselli',
  fr: 'Rail de suspension avec vis et chevilles',
  es: 'Perfil de cuelgue con tornillos y tacos',
}

const cabinetHanger: L = {
  de: 'Schrankaufhänger, verstellbar',
  zh: '可调式柜体挂码',
  en: 'Adjustable cabinet hanger',
  it: 'Reggipensile regolabile',
  fr: 'Ferrure de suspension réglable',
  es: 'Colgador de mueble regulable',
}

const drawerRunner: L = {
  de: 'Vollauszugsführung mit Dämpfung, Paar',
  zh: '全拉出阻尼滑轨（一对）',
  en: 'Full-extension soft-close runner, pair',
  it: 'Guida a estrazione totale ammortizzata, coppia',
  fr: 'Coulisse à sortie totale avec amortisseur, paire',
  es: 'Guía de extracción total con amortiguación, par',
}

const pushRunner: L = {
  de: 'Vollauszugsführung mit Push-to-open, Paar',
  zh: '全拉出按压反弹滑轨（一对）',
  en: 'Full-extension push-to-open runner, pair',
  it: 'Guida a estrazione totale con apertura a pressione, coppia',
  fr: 'Coulisse à sortie totale avec ouverture par pression, paire',
  es: 'Guía de extracción total con apertura por presión, par',
}

const softHinge: L = {
  de: 'Topfscharnier 110° mit Dämpfung',
  zh: '110°阻尼铰链',
  en: '110° soft-close concealed hinge',
  it: 'Cerniera a scomparsa 110° ammortizzata',
  fr: 'Charnière invisible 110° avec amortisseur',
  es: 'Bisagra de cazoleta 110° con amortiguación',
}

const spaceTrap: L = {
  de: 'Raumsparsiphon G 1¼',
  zh: '省空间存水弯 G 1¼',
  en: 'Space-saving trap G 1¼',
  it: 'Sifone salvaspazio G 1¼',
  fr: 'Siphon gain de place G 1¼',
  es: 'Sifón ahorra espacio G 1¼',
}

const ledDriver: L = {
  de: 'LED-Netzteil 24 V für Spiegel',
  zh: '浴室镜LED驱动电源 24 V',
  en: '24 V LED driver for mirror',
  it: 'Alimentatore LED 24 V per specchio',
  fr: 'Alimentation LED 24 V pour miroir',
  es: 'Fuente de alimentación LED 24 V para espejo',
}

// Enclosures

const wallProfile: L = {
  de: 'Wandprofil',
  zh: '墙面型材',
  en: 'Wall profile',
  it: 'Profilo a parete',
  fr: 'Profilé mural',
  es: 'Perfil de pared',
}

const glazingGasket: L = {
  de: 'Klemmdichtung für Wandprofil',
  zh: '墙面型材夹玻璃密封条',
  en: 'Glazing gasket for wall profile',
  it: 'Guarnizione di serraggio per profilo a parete',
  fr: 'Joint de serrage pour profilé mural',
  es: 'Junta de apriete para perfil de pared',
}

const stabiliserBar: L = {
  de: 'Stabilisationsstange',
  zh: '玻璃固定拉杆',
  en: 'Stabiliser bar',
  it: 'Barra stabilizzatrice',
  fr: 'Barre de stabilisation',
  es: 'Barra estabilizadora',
}

const bottomSeal: L = {
  de: 'Abtropfdichtung',
  zh: '底部挡水密封条',
  en: 'Bottom seal with drip rail',
  it: 'Guarnizione inferiore con gocciolatoio',
  fr: 'Joint bas avec déflecteur',
  es: 'Junta inferior con vierteaguas',
}

const glassScrew: L = {
  de: 'Schraube 4,5 × 50 mit Dübel',
  zh: '4.5 × 50 螺钉（含膨胀管）',
  en: 'Screw 4.5 × 50 with wall plug',
  it: 'Vite 4,5 × 50 con tassello',
  fr: 'Vis 4,5 × 50 avec cheville',
  es: 'Tornillo 4,5 × 50 con taco',
}

const roller: L = {
  de: 'Laufrolle, kugelgelagert',
  zh: '轴承滑轮',
  en: 'Ball-bearing roller',
  it: 'Rotella con cuscinetto a sfere',
  fr: 'Roulette à roulement à billes',
  es: 'Rueda con rodamiento de bolas',
}

const verticalSeal: L = {
  de: 'Vertikaldichtung',
  zh: '竖向密封条',
  en: 'Vertical seal',
  it: 'Guarnizione verticale',
  fr: 'Joint vertical',
  es: 'Junta vertical',
}

const magneticSeal: L = {
  de: 'Magnetdichtleiste',
  zh: '磁吸密封条',
  en: 'Magnetic seal strip',
  it: 'Guarnizione magnetica',
  fr: 'Joint magnétique',
  es: 'Junta magnética',
}

const floorGuide: L = {
  de: 'Bodenführung',
  zh: '底部导向器',
  en: 'Floor guide',
  it: 'Guida a pavimento',
  fr: 'Guide au sol',
  es: 'Guía inferior',
}

const doorHandle: L = {
  de: 'Türgriff',
  zh: '门拉手',
  en: 'Door handle',
  it: 'Maniglia',
  fr: 'Poignée de porte',
  es: 'Tirador',
}

const pivotHinge: L = {
  de: 'Pendeltürscharnier',
  zh: '双向平开合页',
  en: 'Pivot hinge',
  it: 'Cerniera per porta battente',
  fr: 'Charnière pivotante',
  es: 'Bisagra pivotante',
}

// Trays and tubs

const trayWaste: L = {
  de: 'Ablaufgarnitur Ø 90 mit Abdeckung',
  zh: 'Ø 90 淋浴底盘下水器（带盖板）',
  en: 'Shower waste Ø 90 with cover',
  it: 'Piletta Ø 90 con copripiletta',
  fr: 'Bonde de douche Ø 90 avec capot',
  es: 'Válvula de desagüe Ø 90 con tapa',
}

const steelTrayCover: L = {
  de: 'Ablaufabdeckung Ø 90, Edelstahl',
  zh: 'Ø 90 不锈钢下水盖板',
  en: 'Waste cover Ø 90, stainless steel',
  it: 'Copripiletta Ø 90 in acciaio inox',
  fr: 'Capot de bonde Ø 90 en inox',
  es: 'Tapa de desagüe Ø 90 de acero inoxidable',
}

const trayCover: L = {
  de: 'Ablaufabdeckung Ø 90',
  zh: 'Ø 90 下水盖板',
  en: 'Waste cover Ø 90',
  it: 'Copripiletta Ø 90',
  fr: 'Capot de bonde Ø 90',
  es: 'Tapa de desagüe Ø 90',
}

const adjustableFoot: L = {
  de: 'Stellfuß, höhenverstellbar',
  zh: '可调支脚',
  en: 'Adjustable foot',
  it: 'Piedino regolabile',
  fr: 'Pied réglable',
  es: 'Pie regulable',
}

const wallTape: L = {
  de: 'Dichtband für Wandanschluss',
  zh: '墙角防水密封带',
  en: 'Wall sealing tape',
  it: 'Nastro sigillante per raccordo a parete',
  fr: 'Bande d’étanchéité murale',
  es: 'Banda de estanqueidad para pared',
}

const bathWaste: L = {
  de: 'Ab- und Überlaufgarnitur Ø 52 mit Push-Open-Ventil',
  zh: 'Ø 52 按压式浴缸下水器（带溢水）',
  en: 'Push-button bath waste and overflow Ø 52',
  it: 'Gruppo di scarico e troppopieno click-clac Ø 52',
  fr: 'Vidage clic-clac avec trop-plein Ø 52',
  es: 'Desagüe y rebosadero clic-clac Ø 52',
}

const overflowCover: L = {
  de: 'Überlaufabdeckung',
  zh: '溢水口盖板',
  en: 'Overflow cover',
  it: 'Rosone del troppopieno',
  fr: 'Cache trop-plein',
  es: 'Tapa de rebosadero',
}

const chainBathWaste: L = {
  de: 'Ab- und Überlaufgarnitur Ø 52 mit Stopfen und Kette',
  zh: 'Ø 52 浴缸下水器（带溢水、链条塞）',
  en: 'Bath waste and overflow Ø 52 with plug and chain',
  it: 'Gruppo di scarico e troppopieno Ø 52 con tappo a catenella',
  fr: 'Vidage avec trop-plein Ø 52, bouchon et chaînette',
  es: 'Desagüe y rebosadero Ø 52 con tapón y cadena',
}

const plugAndChain: L = {
  de: 'Stopfen mit Kette',
  zh: '链条塞',
  en: 'Plug and chain',
  it: 'Tappo con catenella',
  fr: 'Bouchon avec chaînette',
  es: 'Tapón con cadena',
}

const clawFoot: L = {
  de: 'Löwenfuß, höhenverstellbar',
  zh: '可调狮爪缸脚',
  en: 'Adjustable claw foot',
  it: 'Piedino a zampa di leone regolabile',
  fr: 'Pied griffe réglable',
  es: 'Pata de león regulable',
}

const rotaryBathWaste: L = {
  de: 'Ab- und Überlaufgarnitur Ø 52 mit Drehgriff',
  zh: 'Ø 52 旋钮式浴缸下水器（带溢水）',
  en: 'Bath waste and overflow Ø 52 with rotary handle',
  it: 'Gruppo di scarico e troppopieno Ø 52 con manopola',
  fr: 'Vidage à manette rotative avec trop-plein Ø 52',
  es: 'Desagüe y rebosadero Ø 52 con mando giratorio',
}

const rotaryOverflowCover: L = {
  de: 'Drehgriff mit Überlaufabdeckung',
  zh: '溢水口旋钮盖板',
  en: 'Rotary handle with overflow cover',
  it: 'Manopola con rosone del troppopieno',
  fr: 'Manette rotative avec cache trop-plein',
  es: 'Mando giratorio con tapa de rebosadero',
}

const wastePlug: L = {
  de: 'Ventilstopfen',
  zh: '下水器塞头',
  en: 'Waste plug',
  it: 'Tappo dello scarico',
  fr: 'Clapet de vidage',
  es: 'Tapón de desagüe',
}

const bathLegSet: L = {
  de: 'Wannenfußgestell, höhenverstellbar',
  zh: '可调浴缸支架',
  en: 'Adjustable bath leg set',
  it: 'Telaio di supporto regolabile per vasca',
  fr: 'Piètement réglable pour baignoire',
  es: 'Bastidor regulable para bañera',
}

const bathTape: L = {
  de: 'Wannendichtband',
  zh: '浴缸墙角防水密封带',
  en: 'Bath sealing tape',
  it: 'Nastro sigillante per vasca',
  fr: 'Bande d’étanchéité pour baignoire',
  es: 'Banda de estanqueidad para bañera',
}

// Taps and showers

const tapHose = (mm: number): L => ({
  de: `Anschlussschlauch M10 × G ⅜, ${mm} mm`,
  zh: `进水软管 M10 × G ⅜，${mm}毫米`,
  en: `Flexible tap connector M10 × G ⅜, ${mm} mm`,
  it: `Flessibile di collegamento M10 × G ⅜, ${mm} mm`,
  fr: `Flexible d’alimentation M10 × G ⅜, ${mm} mm`,
  es: `Latiguillo flexible M10 × G ⅜, ${mm} mm`,
})

const ceramicCartridge = (mm: number): L => ({
  de: `Keramikkartusche Ø ${mm} mm`,
  zh: `${mm}毫米陶瓷阀芯`,
  en: `Ceramic cartridge Ø ${mm} mm`,
  it: `Cartuccia ceramica Ø ${mm} mm`,
  fr: `Cartouche céramique Ø ${mm} mm`,
  es: `Cartucho cerámico Ø ${mm} mm`,
})

/** A shower hose, its length in metres with a decimal comma and point. */
const showerHose = (comma: string, point: string): L => ({
  de: `Brauseschlauch ${comma} m`,
  zh: `${point}米花洒软管`,
  en: `Shower hose ${point} m`,
  it: `Flessibile doccia ${comma} m`,
  fr: `Flexible de douche ${comma} m`,
  es: `Flexo de ducha ${comma} m`,
})

const aerator: L = {
  de: 'Strahlregler M24 × 1',
  zh: 'M24 × 1 起泡器',
  en: 'Aerator M24 × 1',
  it: 'Rompigetto M24 × 1',
  fr: 'Aérateur M24 × 1',
  es: 'Aireador M24 × 1',
}

const tapFixingSet: L = {
  de: 'Befestigungsset mit Gewindestange und Hufeisenscheibe',
  zh: '龙头固定组件（螺杆、马蹄形垫片）',
  en: 'Fixing set with threaded rod and horseshoe washer',
  it: 'Kit di fissaggio con barra filettata e staffa a ferro di cavallo',
  fr: 'Kit de fixation avec tige filetée et fer à cheval',
  es: 'Kit de fijación con varilla roscada y arandela de herradura',
}

const tallTapFixingSet: L = {
  de: 'Befestigungsset mit Gewindestange und Stabilisierungsplatte',
  zh: '龙头固定组件（螺杆、加固垫板）',
  en: 'Fixing set with threaded rod and stabilising plate',
  it: 'Kit di fissaggio con barra filettata e piastra di rinforzo',
  fr: 'Kit de fixation avec tige filetée et plaque de renfort',
  es: 'Kit de fijación con varilla roscada y placa de refuerzo',
}

const tapBaseSeal: L = {
  de: 'Dichtring für Armaturenfuß',
  zh: '龙头底座密封圈',
  en: 'Base seal',
  it: 'Guarnizione di base',
  fr: 'Joint d’embase',
  es: 'Junta de base',
}

const thermostaticCartridge: L = {
  de: 'Thermostatkartusche',
  zh: '恒温阀芯',
  en: 'Thermostatic cartridge',
  it: 'Cartuccia termostatica',
  fr: 'Cartouche thermostatique',
  es: 'Cartucho termostático',
}

const diverterCartridge: L = {
  de: 'Umstellkartusche',
  zh: '分水阀芯',
  en: 'Diverter cartridge',
  it: 'Cartuccia deviatore',
  fr: 'Cartouche d’inverseur',
  es: 'Cartucho inversor',
}

const nonReturnValve: L = {
  de: 'Rückflussverhinderer',
  zh: '止回阀',
  en: 'Non-return valve',
  it: 'Valvola di non ritorno',
  fr: 'Clapet anti-retour',
  es: 'Válvula antirretorno',
}

const offsetUnion: L = {
  de: 'S-Anschluss G ½ × ¾ mit Rosette',
  zh: 'G ½ × ¾ 曲脚（带装饰盖）',
  en: 'Offset union G ½ × ¾ with escutcheon',
  it: 'Raccordo eccentrico G ½ × ¾ con rosone',
  fr: 'Raccord excentré G ½ × ¾ avec rosace',
  es: 'Excéntrica G ½ × ¾ con embellecedor',
}

const riserFixingSet: L = {
  de: 'Befestigungsset für Brausestange',
  zh: '升降杆固定组件',
  en: 'Riser rail fixing set',
  it: 'Kit di fissaggio per asta doccia',
  fr: 'Kit de fixation pour barre de douche',
  es: 'Kit de fijación para barra de ducha',
}

const showerHolder: L = {
  de: 'Brausehalter, verstellbar',
  zh: '可调花洒墙座',
  en: 'Adjustable wall bracket',
  it: 'Supporto doccia orientabile',
  fr: 'Support de douchette orientable',
  es: 'Soporte de ducha orientable',
}

const holderScrew: L = {
  de: 'Schraube 5 × 40 mit Dübel',
  zh: '5 × 40 螺钉（含膨胀管）',
  en: 'Screw 5 × 40 with wall plug',
  it: 'Vite 5 × 40 con tassello',
  fr: 'Vis 5 × 40 avec cheville',
  es: 'Tornillo 5 × 40 con taco',
}

const hoseWasher: L = {
  de: 'Schlauchdichtung G ½ mit Sieb',
  zh: 'G ½ 软管密封垫（带滤网）',
  en: 'Hose washer G ½ with filter',
  it: 'Guarnizione G ½ con filtro',
  fr: 'Joint G ½ avec filtre',
  es: 'Junta G ½ con filtro',
}

const floorBody: L = {
  de: 'Unterputz-Grundkörper für Bodenmontage',
  zh: '落地龙头预埋件',
  en: 'Concealed floor-mounting body',
  it: 'Corpo incasso a pavimento',
  fr: 'Corps d’encastrement au sol',
  es: 'Cuerpo empotrado de suelo',
}

const floorBodySeals: L = {
  de: 'O-Ring-Satz für Grundkörper',
  zh: '预埋件O形圈套装',
  en: 'O-ring set for concealed body',
  it: 'Set di O-ring per corpo incasso',
  fr: 'Jeu de joints toriques pour corps d’encastrement',
  es: 'Juego de juntas tóricas para cuerpo empotrado',
}

// Toilets

const wcFixingSet: L = {
  de: 'Befestigungsset M12 für Wand-WC',
  zh: 'M12 壁挂马桶固定组件',
  en: 'M12 fixing set for wall-hung WC',
  it: 'Kit di fissaggio M12 per vaso sospeso',
  fr: 'Kit de fixation M12 pour WC suspendu',
  es: 'Kit de fijación M12 para inodoro suspendido',
}

const wcFloorScrew: L = {
  de: 'Befestigungsschraube 6 × 80 mit Dübel und Abdeckkappe',
  zh: '6 × 80 固定螺钉（含膨胀管、装饰帽）',
  en: 'Fixing screw 6 × 80 with plug and cover cap',
  it: 'Vite di fissaggio 6 × 80 con tassello e cappuccio',
  fr: 'Vis de fixation 6 × 80 avec cheville et cache',
  es: 'Tornillo de fijación 6 × 80 con taco y embellecedor',
}

const softCloseSeat: L = {
  de: 'WC-Sitz mit Deckel und Absenkautomatik',
  zh: '缓降马桶盖板',
  en: 'Soft-close seat and cover',
  it: 'Sedile con coperchio a chiusura rallentata',
  fr: 'Abattant WC à fermeture ralentie',
  es: 'Asiento y tapa con caída amortiguada',
}

const flushPipeSeal: L = {
  de: 'Anschlussdichtung Spülrohr Ø 45',
  zh: 'Ø 45 冲水管连接密封圈',
  en: 'Flush pipe connector seal Ø 45',
  it: 'Guarnizione per tubo di risciacquo Ø 45',
  fr: 'Joint de raccordement de chasse Ø 45',
  es: 'Junta de conexión de descarga Ø 45',
}

const outletSeal: L = {
  de: 'Anschlussdichtung Ablauf Ø 90',
  zh: 'Ø 90 排污口连接密封圈',
  en: 'Outlet connector seal Ø 90',
  it: 'Guarnizione per raccordo di scarico Ø 90',
  fr: 'Joint de raccordement d’évacuation Ø 90',
  es: 'Junta de conexión de desagüe Ø 90',
}

const floorOutletSeal: L = {
  de: 'Anschlussdichtung für Bodenabgang',
  zh: '马桶法兰密封圈',
  en: 'Floor outlet connector seal',
  it: 'Guarnizione per scarico a pavimento',
  fr: 'Joint de raccordement pour sortie au sol',
  es: 'Junta de conexión para salida a suelo',
}

const fillValve: L = {
  de: 'Füllventil G ⅜',
  zh: 'G ⅜ 进水阀',
  en: 'Fill valve G ⅜',
  it: 'Valvola di carico G ⅜',
  fr: 'Robinet flotteur G ⅜',
  es: 'Válvula de llenado G ⅜',
}

const flushValveSeal: L = {
  de: 'Dichtung für Spülventil',
  zh: '排水阀密封圈',
  en: 'Flush valve seal',
  it: 'Guarnizione della valvola di scarico',
  fr: 'Joint de mécanisme de chasse',
  es: 'Junta de válvula de descarga',
}

const soundPad: L = {
  de: 'Schallschutzmatte',
  zh: '隔音垫',
  en: 'Sound insulation pad',
  it: 'Tappetino fonoassorbente',
  fr: 'Tapis d’isolation phonique',
  es: 'Almohadilla de aislamiento acústico',
}

/** Every product's parts supplied and spare parts, by product slug. */
export const parts: Readonly<Record<string, readonly PartSeed[]>> = {
  // Wall-hung and semi-recessed basins: two M10 studs, a slotted waste (they have an overflow)
  'luna-60-wall-hung-basin': [
    { article: 'ET100001', name: studM10, quantity: 2, spare: false },
    { article: 'ET100002', name: pushWaste, quantity: 1, spare: false },
    { article: 'ET100003', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100004', name: overflowRing, quantity: 1, spare: true },
    { article: 'ET100005', name: wasteSeals, quantity: 1, spare: true },
  ],
  'nova-45-compact-wall-hung-basin': [
    { article: 'ET100006', name: studM10, quantity: 2, spare: false },
    { article: 'ET100007', name: pushWaste, quantity: 1, spare: false },
    { article: 'ET100008', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100009', name: overflowRing, quantity: 1, spare: true },
    { article: 'ET100010', name: wasteSeals, quantity: 1, spare: true },
  ],
  'arco-70-semi-recessed-basin': [
    { article: 'ET100011', name: studM10, quantity: 2, spare: false },
    { article: 'ET100012', name: pushWaste, quantity: 1, spare: false },
    { article: 'ET100013', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100014', name: overflowRing, quantity: 1, spare: true },
    { article: 'ET100015', name: wasteSeals, quantity: 1, spare: true },
  ],
  // Countertop basins: no overflow (measures), so an unslotted waste, and a seating gasket
  'orbit-42-countertop-basin': [
    { article: 'ET100016', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100017', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100018', name: countertopSeal, quantity: 1, spare: true },
    { article: 'ET100019', name: wasteSeals, quantity: 1, spare: true },
  ],
  'quadra-50-countertop-basin': [
    { article: 'ET100020', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100021', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100022', name: countertopSeal, quantity: 1, spare: true },
    { article: 'ET100023', name: wasteSeals, quantity: 1, spare: true },
  ],
  'ovale-60-countertop-basin': [
    { article: 'ET100024', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100025', name: stoneWasteCover, quantity: 1, spare: true },
    { article: 'ET100026', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100027', name: countertopSeal, quantity: 1, spare: true },
    { article: 'ET100028', name: wasteSeals, quantity: 1, spare: true },
  ],
  'petra-sculptural-basin': [
    { article: 'ET100029', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100030', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100031', name: countertopSeal, quantity: 1, spare: true },
    { article: 'ET100032', name: wasteSeals, quantity: 1, spare: true },
  ],
  'onda-sculptural-basin': [
    { article: 'ET100033', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100034', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100035', name: countertopSeal, quantity: 1, spare: true },
    { article: 'ET100036', name: wasteSeals, quantity: 1, spare: true },
  ],
  // The pedestal basin stands free: screwed to the floor, supply and waste through the floor
  'stele-pedestal-basin': [
    { article: 'ET100037', name: floorScrew, quantity: 4, spare: false },
    { article: 'ET100038', name: pushWasteUnslotted, quantity: 1, spare: false },
    { article: 'ET100039', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100040', name: wasteSeals, quantity: 1, spare: true },
  ],
  // Vanity units: drawers only (two, or four on Vita), one trap per washing place
  'aria-60-vanity-unit': [
    { article: 'ET100041', name: hangingRail, quantity: 1, spare: false },
    { article: 'ET100042', name: cabinetHanger, quantity: 2, spare: false },
    { article: 'ET100043', name: drawerRunner, quantity: 2, spare: true },
    { article: 'ET100044', name: spaceTrap, quantity: 1, spare: false },
  ],
  'aria-80-vanity-unit': [
    { article: 'ET100045', name: hangingRail, quantity: 1, spare: false },
    { article: 'ET100046', name: cabinetHanger, quantity: 2, spare: false },
    { article: 'ET100047', name: drawerRunner, quantity: 2, spare: true },
    { article: 'ET100048', name: spaceTrap, quantity: 1, spare: false },
  ],
  'vita-120-double-vanity-unit': [
    { article: 'ET100049', name: hangingRail, quantity: 1, spare: false },
    { article: 'ET100050', name: cabinetHanger, quantity: 2, spare: false },
    { article: 'ET100051', name: drawerRunner, quantity: 4, spare: true },
    { article: 'ET100052', name: spaceTrap, quantity: 2, spare: false },
  ],
  // Vanity unit and tall cabinet each hang on a rail; the tall cabinet's door on soft-close hinges
  'grande-160-vanity-set': [
    { article: 'ET100053', name: hangingRail, quantity: 2, spare: false },
    { article: 'ET100054', name: cabinetHanger, quantity: 4, spare: false },
    { article: 'ET100055', name: pushRunner, quantity: 2, spare: true },
    { article: 'ET100056', name: softHinge, quantity: 3, spare: true },
    { article: 'ET100057', name: spaceTrap, quantity: 1, spare: false },
    { article: 'ET100058', name: ledDriver, quantity: 1, spare: true },
  ],
  // Enclosures: three screws per wall profile
  'clara-120-walk-in-screen': [
    { article: 'ET100059', name: wallProfile, quantity: 1, spare: false },
    { article: 'ET100060', name: glazingGasket, quantity: 2, spare: true },
    { article: 'ET100061', name: stabiliserBar, quantity: 1, spare: false },
    { article: 'ET100062', name: bottomSeal, quantity: 1, spare: true },
    { article: 'ET100063', name: glassScrew, quantity: 5, spare: false },
  ],
  'linea-140-sliding-door': [
    { article: 'ET100064', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100065', name: roller, quantity: 4, spare: true },
    { article: 'ET100066', name: verticalSeal, quantity: 2, spare: true },
    { article: 'ET100067', name: floorGuide, quantity: 1, spare: false },
    { article: 'ET100068', name: doorHandle, quantity: 1, spare: false },
    { article: 'ET100069', name: glassScrew, quantity: 6, spare: false },
  ],
  'quadro-90-corner-enclosure': [
    { article: 'ET100070', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100071', name: pivotHinge, quantity: 2, spare: false },
    { article: 'ET100072', name: magneticSeal, quantity: 2, spare: true },
    { article: 'ET100073', name: bottomSeal, quantity: 1, spare: true },
    { article: 'ET100074', name: doorHandle, quantity: 1, spare: false },
    { article: 'ET100075', name: glassScrew, quantity: 6, spare: false },
  ],
  'trio-u-shaped-enclosure': [
    { article: 'ET100076', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100077', name: pivotHinge, quantity: 2, spare: false },
    { article: 'ET100078', name: verticalSeal, quantity: 2, spare: true },
    { article: 'ET100079', name: bottomSeal, quantity: 1, spare: true },
    { article: 'ET100080', name: doorHandle, quantity: 1, spare: false },
    { article: 'ET100081', name: glassScrew, quantity: 6, spare: false },
  ],
  'diamant-90-pentagonal-enclosure': [
    { article: 'ET100082', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100083', name: pivotHinge, quantity: 2, spare: false },
    { article: 'ET100084', name: verticalSeal, quantity: 2, spare: true },
    { article: 'ET100085', name: bottomSeal, quantity: 1, spare: true },
    { article: 'ET100086', name: doorHandle, quantity: 1, spare: false },
    { article: 'ET100087', name: glassScrew, quantity: 6, spare: false },
  ],
  // Quadrant enclosures: two curved sliding doors, four rollers each, meeting on magnetic seals
  'curva-90-quadrant-enclosure': [
    { article: 'ET100088', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100089', name: roller, quantity: 8, spare: true },
    { article: 'ET100090', name: magneticSeal, quantity: 2, spare: true },
    { article: 'ET100091', name: bottomSeal, quantity: 2, spare: true },
    { article: 'ET100092', name: doorHandle, quantity: 2, spare: false },
    { article: 'ET100093', name: glassScrew, quantity: 6, spare: false },
  ],
  'sfera-120-offset-quadrant-enclosure': [
    { article: 'ET100094', name: wallProfile, quantity: 2, spare: false },
    { article: 'ET100095', name: roller, quantity: 8, spare: true },
    { article: 'ET100096', name: magneticSeal, quantity: 2, spare: true },
    { article: 'ET100097', name: bottomSeal, quantity: 2, spare: true },
    { article: 'ET100098', name: doorHandle, quantity: 2, spare: false },
    { article: 'ET100099', name: glassScrew, quantity: 6, spare: false },
  ],
  // Freestanding baths: central Ø 52 waste, levelling feet (six under the heavy and the long ones)
  'terra-freestanding-stone-bath': [
    { article: 'ET100100', name: bathWaste, quantity: 1, spare: false },
    { article: 'ET100101', name: adjustableFoot, quantity: 6, spare: false },
    { article: 'ET100102', name: overflowCover, quantity: 1, spare: true },
    { article: 'ET100103', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100104', name: wasteSeals, quantity: 1, spare: true },
  ],
  'pietra-160-freestanding-stone-bath': [
    { article: 'ET100105', name: bathWaste, quantity: 1, spare: false },
    { article: 'ET100106', name: adjustableFoot, quantity: 6, spare: false },
    { article: 'ET100107', name: overflowCover, quantity: 1, spare: true },
    { article: 'ET100108', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100109', name: wasteSeals, quantity: 1, spare: true },
  ],
  'nuvola-170-freestanding-acrylic-bath': [
    { article: 'ET100110', name: bathWaste, quantity: 1, spare: false },
    { article: 'ET100111', name: adjustableFoot, quantity: 4, spare: false },
    { article: 'ET100112', name: overflowCover, quantity: 1, spare: true },
    { article: 'ET100113', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100114', name: wasteSeals, quantity: 1, spare: true },
  ],
  'lago-180-freestanding-acrylic-bath': [
    { article: 'ET100115', name: bathWaste, quantity: 1, spare: false },
    { article: 'ET100116', name: adjustableFoot, quantity: 6, spare: false },
    { article: 'ET100117', name: overflowCover, quantity: 1, spare: true },
    { article: 'ET100118', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100119', name: wasteSeals, quantity: 1, spare: true },
  ],
  // The Victorian bath: plug and chain, on four claw feet
  'regency-victorian-bath': [
    { article: 'ET100120', name: chainBathWaste, quantity: 1, spare: false },
    { article: 'ET100121', name: clawFoot, quantity: 4, spare: false },
    { article: 'ET100122', name: plugAndChain, quantity: 1, spare: true },
    { article: 'ET100123', name: overflowCover, quantity: 1, spare: true },
    { article: 'ET100124', name: wasteSeals, quantity: 1, spare: true },
  ],
  'basis-170-built-in-bath': [
    { article: 'ET100125', name: rotaryBathWaste, quantity: 1, spare: false },
    { article: 'ET100126', name: bathLegSet, quantity: 1, spare: false },
    { article: 'ET100127', name: rotaryOverflowCover, quantity: 1, spare: true },
    { article: 'ET100128', name: wastePlug, quantity: 1, spare: true },
    { article: 'ET100129', name: bathTape, quantity: 1, spare: false },
  ],
  // Taps and showers
  'fino-basin-mixer': [
    { article: 'ET100130', name: tapHose(350), quantity: 2, spare: true },
    { article: 'ET100131', name: ceramicCartridge(35), quantity: 1, spare: true },
    { article: 'ET100132', name: aerator, quantity: 1, spare: true },
    { article: 'ET100133', name: tapFixingSet, quantity: 1, spare: false },
    { article: 'ET100134', name: tapBaseSeal, quantity: 1, spare: true },
  ],
  'fino-xl-tall-basin-mixer': [
    { article: 'ET100135', name: tapHose(500), quantity: 2, spare: true },
    { article: 'ET100136', name: ceramicCartridge(35), quantity: 1, spare: true },
    { article: 'ET100137', name: aerator, quantity: 1, spare: true },
    { article: 'ET100138', name: tallTapFixingSet, quantity: 1, spare: false },
    { article: 'ET100139', name: tapBaseSeal, quantity: 1, spare: true },
  ],
  'pioggia-300-thermostatic-shower-set': [
    { article: 'ET100140', name: thermostaticCartridge, quantity: 1, spare: true },
    { article: 'ET100141', name: diverterCartridge, quantity: 1, spare: true },
    { article: 'ET100142', name: showerHose('1,75', '1.75'), quantity: 1, spare: true },
    { article: 'ET100143', name: nonReturnValve, quantity: 2, spare: true },
    { article: 'ET100144', name: offsetUnion, quantity: 2, spare: false },
    { article: 'ET100145', name: riserFixingSet, quantity: 1, spare: false },
  ],
  'goccia-hand-shower-set': [
    { article: 'ET100146', name: showerHose('1,5', '1.5'), quantity: 1, spare: true },
    { article: 'ET100147', name: showerHolder, quantity: 1, spare: false },
    { article: 'ET100148', name: holderScrew, quantity: 2, spare: false },
    { article: 'ET100149', name: hoseWasher, quantity: 2, spare: true },
  ],
  'fino-freestanding-bath-filler': [
    { article: 'ET100150', name: floorBody, quantity: 1, spare: false },
    { article: 'ET100151', name: ceramicCartridge(40), quantity: 1, spare: true },
    { article: 'ET100152', name: diverterCartridge, quantity: 1, spare: true },
    { article: 'ET100153', name: showerHose('1,25', '1.25'), quantity: 1, spare: true },
    { article: 'ET100154', name: floorBodySeals, quantity: 1, spare: true },
  ],
  'clic-push-button-basin-waste': [
    { article: 'ET100155', name: wasteInsert, quantity: 1, spare: true },
    { article: 'ET100156', name: hairStrainer, quantity: 1, spare: true },
    { article: 'ET100157', name: wasteSeals, quantity: 1, spare: true },
    { article: 'ET100158', name: designTrap, quantity: 1, spare: false },
    { article: 'ET100159', name: wallEscutcheon, quantity: 1, spare: false },
  ],
  // Shower trays: Piano also stands on feet when fitted on top of the floor
  'piano-120-stone-shower-tray': [
    { article: 'ET100160', name: trayWaste, quantity: 1, spare: false },
    { article: 'ET100161', name: steelTrayCover, quantity: 1, spare: true },
    { article: 'ET100162', name: hairStrainer, quantity: 1, spare: true },
    { article: 'ET100163', name: wasteSeals, quantity: 1, spare: true },
    { article: 'ET100164', name: adjustableFoot, quantity: 6, spare: false },
    { article: 'ET100165', name: wallTape, quantity: 1, spare: false },
  ],
  'ardesia-140-slate-shower-tray': [
    { article: 'ET100166', name: trayWaste, quantity: 1, spare: false },
    { article: 'ET100167', name: trayCover, quantity: 1, spare: true },
    { article: 'ET100168', name: hairStrainer, quantity: 1, spare: true },
    { article: 'ET100169', name: wasteSeals, quantity: 1, spare: true },
    { article: 'ET100170', name: wallTape, quantity: 1, spare: false },
  ],
  // Toilets
  'forma-rimless-wall-hung-toilet': [
    { article: 'ET100171', name: wcFixingSet, quantity: 1, spare: false },
    { article: 'ET100172', name: softCloseSeat, quantity: 1, spare: true },
    { article: 'ET100173', name: flushPipeSeal, quantity: 1, spare: true },
    { article: 'ET100174', name: outletSeal, quantity: 1, spare: true },
    { article: 'ET100175', name: soundPad, quantity: 1, spare: false },
  ],
  'solido-one-piece-toilet': [
    { article: 'ET100176', name: wcFloorScrew, quantity: 2, spare: false },
    { article: 'ET100177', name: softCloseSeat, quantity: 1, spare: true },
    { article: 'ET100178', name: fillValve, quantity: 1, spare: true },
    { article: 'ET100179', name: flushValveSeal, quantity: 1, spare: true },
    { article: 'ET100180', name: floorOutletSeal, quantity: 1, spare: true },
    { article: 'ET100181', name: soundPad, quantity: 1, spare: false },
  ],
}
