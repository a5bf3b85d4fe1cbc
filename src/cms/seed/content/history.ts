import type { HistorySeed } from './types'

export const history: readonly HistorySeed[] = [
  {
    year: 2003,
    content: {
      de: 'Die SANHAUS Bad GmbH aus Frankfurt am Main gründet SANHAUS in China. Im eigenen Werk in Pujiang entstehen die ersten Mineralguss-Waschbecken nach deutschen Entwürfen.',
      zh: '总部位于美因河畔法兰克福的德国母公司在中国创立尚豪斯，浦江自有工厂按照德国设计生产出第一批人造石盆。',
      en: 'SANHAUS Bad GmbH of Frankfurt am Main founds SANHAUS in China. Our own factory in Pujiang makes the first stone-resin basins to German designs.',
      it: 'La SANHAUS Bad GmbH di Francoforte sul Meno fonda SANHAUS in Cina. Nello stabilimento di proprietà a Pujiang nascono i primi lavabi in resina minerale su progetto tedesco.',
      fr: 'SANHAUS Bad GmbH, basée à Francfort-sur-le-Main, fonde SANHAUS en Chine. Notre usine de Pujiang fabrique les premières vasques en résine minérale d’après des dessins allemands.',
      es: 'SANHAUS Bad GmbH, con sede en Fráncfort del Meno, funda SANHAUS en China. En nuestra propia fábrica de Pujiang nacen los primeros lavabos de resina mineral con diseño alemán.',
    },
  },
  {
    year: 2005,
    content: {
      de: 'Die ersten Lieferungen gehen an den Fachhandel in Deutschland, Österreich und der Schweiz. Jedes Waschbecken wird vor dem Versand nach deutschen Qualitätsvorgaben geprüft.',
      zh: '首批产品发往德国、奥地利和瑞士的卫浴专业经销商，每一只台盆出厂前均按德国质量标准检验。',
      en: 'The first deliveries go to specialist retailers in Germany, Austria and Switzerland. Every basin is inspected to German quality specifications before dispatch.',
      it: 'Le prime forniture raggiungono i rivenditori specializzati in Germania, Austria e Svizzera. Ogni lavabo viene controllato secondo gli standard qualitativi tedeschi prima della spedizione.',
      fr: 'Les premières livraisons partent vers les négoces spécialisés d’Allemagne, d’Autriche et de Suisse. Chaque vasque est contrôlée selon les exigences de qualité allemandes avant expédition.',
      es: 'Los primeros envíos llegan a la distribución especializada de Alemania, Austria y Suiza. Cada lavabo se revisa conforme a los estándares de calidad alemanes antes de su expedición.',
    },
  },
  {
    year: 2007,
    content: {
      de: 'Erster Auftritt auf der ISH in Frankfurt. Mit den ersten Badmöbeln wird aus dem Waschbecken ein vollständiger Waschplatz.',
      zh: '首次亮相法兰克福国际卫浴展，并推出首批浴室柜，从单一台盆发展为完整的洗漱空间方案。',
      en: 'First appearance at ISH in Frankfurt. With our first bathroom furniture, the basin becomes a complete washstand.',
      it: 'Prima partecipazione alla ISH di Francoforte. Con i primi mobili bagno il lavabo diventa una zona lavabo completa.',
      fr: 'Première participation au salon ISH de Francfort. Avec nos premiers meubles de salle de bains, la vasque devient un espace lavabo complet.',
      es: 'Primera presencia en la feria ISH de Fráncfort. Con los primeros muebles de baño, el lavabo se convierte en un conjunto de lavabo completo.',
    },
  },
  {
    year: 2009,
    content: {
      de: 'Duschabtrennungen und Duschwannen ergänzen das Programm. Unser Qualitätsmanagement wird nach ISO 9001 zertifiziert.',
      zh: '淋浴房与淋浴底盘加入产品线，质量管理体系通过 ISO 9001 认证。',
      en: 'Shower enclosures and shower trays join the range, and our quality management is certified to ISO 9001.',
      it: 'Box doccia e piatti doccia completano la gamma; il nostro sistema di gestione per la qualità ottiene la certificazione ISO 9001.',
      fr: 'Les parois et receveurs de douche rejoignent la gamme ; notre management de la qualité est certifié ISO 9001.',
      es: 'Las mamparas y los platos de ducha se suman a la gama, y nuestra gestión de la calidad obtiene la certificación ISO 9001.',
    },
  },
  {
    year: 2011,
    content: {
      de: 'In Hangzhou eröffnet unser Vertriebs- und Betriebszentrum. SANHAUS tritt erstmals unter eigenem chinesischem Markennamen auf dem chinesischen Markt auf.',
      zh: '杭州销售运营中心成立，尚豪斯以自有中文品牌正式进入中国市场。',
      en: 'Our sales and operations centre opens in Hangzhou, and SANHAUS enters the Chinese market under its own Chinese brand name.',
      it: 'Apre a Hangzhou la nostra sede commerciale e operativa: SANHAUS debutta sul mercato cinese con un proprio marchio in lingua cinese.',
      fr: 'Ouverture de notre siège commercial et opérationnel à Hangzhou ; SANHAUS fait son entrée sur le marché chinois sous un nom de marque chinois.',
      es: 'Se inaugura nuestra sede comercial y de operaciones en Hangzhou, y SANHAUS entra en el mercado chino con su propia marca china.',
    },
  },
  {
    year: 2013,
    content: {
      de: 'Badewannen aus Acryl und Mineralguss vervollständigen das Sortiment. Das Werk in Pujiang wächst auf {{factory_area}} m².',
      zh: '亚克力浴缸与人造石浴缸相继上市，产品线更加完整；浦江工厂扩建至{{factory_area}}平方米。',
      en: 'Acrylic and stone-resin baths complete the range, and the Pujiang factory grows to {{factory_area}} m².',
      it: 'Le vasche in acrilico e in resina minerale completano la gamma; lo stabilimento di Pujiang si estende su {{factory_area}} m².',
      fr: 'Les baignoires en acrylique et en résine minérale complètent la gamme ; l’usine de Pujiang s’agrandit pour atteindre {{factory_area}} m².',
      es: 'Las bañeras de acrílico y de resina mineral completan la gama, y la fábrica de Pujiang se amplía hasta {{factory_area}} m².',
    },
  },
  {
    year: 2015,
    content: {
      de: 'Eröffnung unseres Entwicklungszentrums in Pujiang. Heute arbeiten dort mehr als {{rnd_staff}} Produktentwickler eng mit dem Designteam in Frankfurt zusammen.',
      zh: '浦江研发中心成立，如今已有{{rnd_staff}}余名研发人员在此与法兰克福设计团队紧密协作。',
      en: 'Our development centre opens in Pujiang. Today more than {{rnd_staff}} product developers there work closely with the design team in Frankfurt.',
      it: 'Apre a Pujiang il nostro centro di sviluppo, dove oggi oltre {{rnd_staff}} progettisti lavorano a stretto contatto con il team di design di Francoforte.',
      fr: 'Ouverture de notre centre de développement à Pujiang, où plus de {{rnd_staff}} concepteurs travaillent aujourd’hui en étroite collaboration avec l’équipe de design de Francfort.',
      es: 'Se inaugura nuestro centro de desarrollo en Pujiang, donde hoy más de {{rnd_staff}} especialistas en desarrollo de producto trabajan en estrecha colaboración con el equipo de diseño de Fráncfort.',
    },
  },
  {
    year: 2016,
    content: {
      de: 'Armaturen und WCs erweitern das Programm. Ein eigenes Prüflabor testet seither jede Produktfamilie nach europäischen Normen.',
      zh: '五金龙头与马桶加入产品线，自建实验室从此依照欧洲标准对每一类产品进行检测。',
      en: 'Taps and toilets extend the range, and our own test laboratory now checks every product family against European standards.',
      it: 'Rubinetteria e sanitari ampliano la gamma; da allora il nostro laboratorio prove verifica ogni famiglia di prodotti secondo le norme europee.',
      fr: 'La robinetterie et les WC élargissent la gamme ; depuis, notre laboratoire d’essais contrôle chaque famille de produits selon les normes européennes.',
      es: 'La grifería y los inodoros amplían la gama, y desde entonces nuestro laboratorio de ensayos verifica cada familia de productos según las normas europeas.',
    },
  },
  {
    year: 2017,
    content: {
      de: 'Unser erster Showroom öffnet in Hangzhou, zeitgleich mit den offiziellen Markenshops auf den großen chinesischen Online-Plattformen.',
      zh: '首家品牌展厅在杭州开业，同时入驻国内主流电商平台，开设官方旗舰店。',
      en: 'Our first showroom opens in Hangzhou, alongside official brand stores on the leading Chinese online marketplaces.',
      it: 'Apre a Hangzhou il nostro primo showroom, affiancato dai negozi ufficiali del marchio sulle principali piattaforme online cinesi.',
      fr: 'Ouverture de notre premier showroom à Hangzhou, en même temps que nos boutiques officielles sur les grandes plateformes en ligne chinoises.',
      es: 'Abre en Hangzhou nuestra primera sala de exposición, junto con las tiendas oficiales de la marca en las principales plataformas online de China.',
    },
  },
  {
    year: 2018,
    content: {
      de: 'Zertifizierung nach ISO 14001 und ISO 45001. Für das Handwaschbecken {{product:nova-45-compact-wall-hung-basin}} und die Schiebetür {{product:linea-140-sliding-door}} werden Designpatente eingetragen.',
      zh: '通过 ISO 14001 与 ISO 45001 体系认证，{{product:nova-45-compact-wall-hung-basin}} 小挂盆与{{product:linea-140-sliding-door}} 移门淋浴房获得外观设计专利。',
      en: 'Certification to ISO 14001 and ISO 45001. The {{product:nova-45-compact-wall-hung-basin}} compact wall-hung basin and the {{product:linea-140-sliding-door}} sliding door are granted design patents.',
      it: 'Certificazioni ISO 14001 e ISO 45001. Il lavamani sospeso {{product:nova-45-compact-wall-hung-basin}} e la porta scorrevole {{product:linea-140-sliding-door}} ottengono il brevetto di design.',
      fr: 'Certification ISO 14001 et ISO 45001. Deux de nos créations sont désormais protégées par des modèles déposés : le lave-mains suspendu {{product:nova-45-compact-wall-hung-basin}} et la porte coulissante {{product:linea-140-sliding-door}}.',
      es: 'Certificación ISO 14001 e ISO 45001. Obtienen patentes de diseño el lavamanos suspendido {{product:nova-45-compact-wall-hung-basin}} y la puerta corredera {{product:linea-140-sliding-door}}.',
    },
  },
  {
    year: 2019,
    content: {
      de: 'Das Wandwaschbecken {{product:luna-60-wall-hung-basin}} erhält den Red Dot Award. Die Zahl der ausgestatteten Hotel- und Wohnprojekte übersteigt {{projects}}.',
      zh: '{{product:luna-60-wall-hung-basin}} 挂盆荣获红点设计奖，累计配套的酒店与住宅工程项目突破{{projects}}个。',
      en: 'The {{product:luna-60-wall-hung-basin}} wall-hung basin wins a Red Dot Award, and the number of hotel and residential projects we have equipped passes {{projects}}.',
      it: 'Il lavabo sospeso {{product:luna-60-wall-hung-basin}} vince il Red Dot Award e i progetti alberghieri e residenziali realizzati superano quota {{projects}}.',
      fr: 'Red Dot Award pour notre lavabo suspendu {{product:luna-60-wall-hung-basin}}. Le nombre de projets hôteliers et résidentiels équipés par SANHAUS dépasse {{projects}}.',
      es: 'El lavabo suspendido {{product:luna-60-wall-hung-basin}} recibe un Red Dot Award, y los proyectos hoteleros y residenciales equipados por SANHAUS superan ya los {{projects}}.',
    },
  },
  {
    year: 2020,
    content: {
      de: '{{years|spec}} Jahre nach der Gründung liefert SANHAUS in mehr als {{countries}} Länder und Regionen. Neu im Programm: Dusch-WCs.',
      zh: '创立{{years|spec}}年之际，尚豪斯产品已远销{{countries}}多个国家和地区，智能马桶系列同步上市。',
      en: '{{years|spec}} years after its founding, SANHAUS supplies more than {{countries}} countries and regions, and the range now includes smart toilets.',
      it: 'A {{years|spec}} anni dalla fondazione, SANHAUS è presente in oltre {{countries}} paesi e regioni e la gamma si arricchisce di WC intelligenti.',
      fr: 'Présente dans plus de {{countries}} pays et régions, SANHAUS enrichit sa gamme de WC lavants.',
      es: 'SANHAUS ya está presente en más de {{countries}} países y regiones, y la gama incorpora inodoros inteligentes.',
    },
  },
]
