import type { JobSeed, L } from './types'

const hangzhou: L = {
  de: 'Hangzhou, China',
  zh: '浙江杭州',
  en: 'Hangzhou, China',
  it: 'Hangzhou, Cina',
  fr: 'Hangzhou, Chine',
  es: 'Hangzhou, China',
}

const pujiang: L = {
  de: 'Pujiang (Jinhua), China',
  zh: '浙江金华浦江',
  en: 'Pujiang (Jinhua), China',
  it: 'Pujiang (Jinhua), Cina',
  fr: 'Pujiang (Jinhua), Chine',
  es: 'Pujiang (Jinhua), China',
}

export const jobs: readonly JobSeed[] = [
  {
    slug: 'online-store-manager',
    legacyValue: '网店运营/店长',
    title: {
      de: 'Online-Shop-Manager (m/w/d)',
      zh: '网店运营/店长',
      en: 'Online Store Manager (Tmall and JD.com)',
      it: 'Responsabile negozio online',
      fr: 'Responsable de boutique en ligne (H/F)',
      es: 'Responsable de tienda online',
    },
    location: hangzhou,
    employmentType: 'FULL_TIME',
    datePosted: '2026-09-14',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie verantworten unsere offiziellen Markenshops auf Tmall und JD.com – von der Sortimentspflege bis zur großen Festtagskampagne.',
      zh: '负责尚豪斯天猫、京东官方旗舰店的日常运营与大促活动，持续提升店铺流量与转化。',
      en: 'You run our official brand stores on Tmall and JD.com, from product listings to the big shopping-festival campaigns.',
      it: 'Gestirà i nostri negozi ufficiali su Tmall e JD.com, dalle schede prodotto alle grandi campagne promozionali.',
      fr: 'Vous pilotez nos boutiques officielles sur Tmall et JD.com, des fiches produits aux grandes opérations commerciales.',
      es: 'Gestionará nuestras tiendas oficiales en Tmall y JD.com, desde las fichas de producto hasta las grandes campañas promocionales.',
    },
    description: {
      de: [
        {
          p: 'Für unsere offiziellen Markenshops auf den großen chinesischen Plattformen suchen wir in Hangzhou eine erfahrene Persönlichkeit, die jeden Shop so sorgfältig führt wie eine eigene Filiale.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie steuern den täglichen Betrieb unserer Shops auf Tmall und JD.com: Sortiment, Preise, Produktseiten und Bestände.',
            'Sie planen Aktionen zu den großen Shopping-Festivals wie 618 und Double 11 und setzen sie gemeinsam mit Design und Einkauf um.',
            'Sie werten Traffic-, Conversion- und Werbedaten aus und leiten daraus konkrete Maßnahmen ab.',
            'Sie führen ein kleines Team und stimmen sich eng mit Kundenservice, Lager und Logistik ab.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Mindestens drei Jahre Erfahrung im E-Commerce, idealerweise mit Möbeln, Baustoffen oder Einrichtung.',
            'Sicherer Umgang mit den Werbe- und Analysewerkzeugen der Plattformen sowie mit Excel.',
            'Erste Führungserfahrung und ein klares Gespür für Zahlen und Ziele.',
            'Verhandlungssicheres Chinesisch; Englischkenntnisse sind von Vorteil.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Einen unbefristeten Arbeitsvertrag in einem Unternehmen mit deutscher Muttergesellschaft, leistungsbezogene Prämien, Sozialversicherung und Wohnungsbaufonds, bezahlte Weiterbildung sowie ein ruhiges, modernes Büro im Zentrum von Hangzhou.',
        },
      ],
      zh: [
        {
          p: '尚豪斯杭州销售运营中心现招聘网店运营/店长，全面负责品牌官方旗舰店的经营，像经营一家实体门店一样用心打理线上店铺。',
        },
        { h3: '岗位职责' },
        {
          ul: [
            '负责天猫、京东旗舰店的日常运营，包括商品上架、定价、详情页与库存管理；',
            '策划“618”“双11”等大促活动，并协同设计、采购部门落地执行；',
            '分析流量、转化与推广数据，制定并跟进优化方案；',
            '带领运营小组，与客服、仓储及物流部门紧密配合。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '三年以上电商运营经验，有家居、建材类目经验者优先；',
            '熟练使用各平台推广及数据分析工具，精通办公软件；',
            '具备团队管理经验，对数据和目标高度敏感；',
            '沟通表达能力强，英语良好者优先。',
          ],
        },
        { h3: '我们提供' },
        { p: '德资企业的稳定平台，五险一金、绩效奖金、带薪培训，以及位于钱江新城的现代化办公环境。' },
      ],
      en: [
        {
          p: "For our official brand stores on China's leading marketplaces we are looking for an experienced e-commerce manager in Hangzhou who runs each store as carefully as a shop on the high street.",
        },
        { h3: 'Your tasks' },
        {
          ul: [
            'Run the day-to-day business of our Tmall and JD.com stores: range, pricing, product pages and stock.',
            'Plan campaigns for the major shopping festivals such as 618 and Double 11 and deliver them with the design and purchasing teams.',
            'Analyse traffic, conversion and advertising data and turn it into concrete actions.',
            'Lead a small team and work closely with customer service, warehouse and logistics.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'At least three years of e-commerce operations experience, ideally in furniture, building materials or interiors.',
            "Confident with the platforms' advertising and analytics tools and with Excel.",
            'Some leadership experience and a clear sense for figures and targets.',
            'Fluent Chinese; English is an advantage.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'A permanent contract with a German-owned company, performance bonuses, social insurance and housing fund, paid training and a calm, modern office in central Hangzhou.',
        },
      ],
      it: [
        {
          p: 'Per i nostri negozi ufficiali sulle principali piattaforme cinesi cerchiamo a Hangzhou una persona esperta che gestisca ogni negozio con la cura di un punto vendita fisico.',
        },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Gestire l’operatività quotidiana dei negozi su Tmall e JD.com: assortimento, prezzi, pagine prodotto e scorte.',
            'Pianificare le campagne per i grandi eventi di shopping come il 618 e il Double 11 e realizzarle con i team design e acquisti.',
            'Analizzare i dati di traffico, conversione e pubblicità e tradurli in azioni concrete.',
            'Coordinare un piccolo team e collaborare strettamente con servizio clienti, magazzino e logistica.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Almeno tre anni di esperienza nella gestione e-commerce, preferibilmente nei settori arredo, edilizia o interior design.',
            'Padronanza degli strumenti pubblicitari e di analisi delle piattaforme e di Excel.',
            'Prime esperienze nella guida di un team e una spiccata sensibilità per numeri e obiettivi.',
            'Ottima conoscenza del cinese; l’inglese è un plus.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Un contratto a tempo indeterminato in un’azienda a capitale tedesco, premi legati ai risultati, previdenza sociale e fondo casa, formazione retribuita e un ufficio moderno e tranquillo nel centro di Hangzhou.',
        },
      ],
      fr: [
        {
          p: 'Pour nos boutiques officielles sur les grandes plateformes chinoises, nous recherchons à Hangzhou une personne expérimentée qui gère chaque boutique avec le même soin qu’un magasin physique.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Piloter l’activité quotidienne de nos boutiques Tmall et JD.com : assortiment, prix, fiches produits et stocks.',
            'Planifier les opérations des grands temps forts commerciaux comme le 618 et le Double 11, et les mettre en œuvre avec les équipes design et achats.',
            'Analyser les données de trafic, de conversion et de publicité pour en tirer des actions concrètes.',
            'Encadrer une petite équipe et travailler en étroite collaboration avec le service client, l’entrepôt et la logistique.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Au moins trois ans d’expérience en gestion e-commerce, idéalement dans l’ameublement, les matériaux de construction ou la décoration.',
            'Maîtrise des outils publicitaires et analytiques des plateformes ainsi que d’Excel.',
            'Une première expérience d’encadrement et le sens des chiffres et des objectifs.',
            'Chinois courant ; l’anglais est un atout.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Un CDI dans une entreprise à capitaux allemands, des primes sur objectifs, une couverture sociale complète avec fonds de logement, des formations rémunérées et un bureau moderne et calme au cœur de Hangzhou.',
        },
      ],
      es: [
        {
          p: 'Para nuestras tiendas oficiales en las principales plataformas chinas buscamos en Hangzhou a una persona con experiencia que gestione cada tienda con el mismo cuidado que una tienda física.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Gestionar el día a día de nuestras tiendas en Tmall y JD.com: surtido, precios, fichas de producto y existencias.',
            'Planificar las campañas de los grandes eventos de compras como el 618 y el Double 11 y ejecutarlas junto con los equipos de diseño y compras.',
            'Analizar los datos de tráfico, conversión y publicidad y convertirlos en acciones concretas.',
            'Dirigir un pequeño equipo y coordinarse estrechamente con atención al cliente, almacén y logística.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Al menos tres años de experiencia en gestión de e-commerce, idealmente en mobiliario, materiales de construcción o interiorismo.',
            'Dominio de las herramientas de publicidad y análisis de las plataformas y de Excel.',
            'Experiencia previa dirigiendo equipos y buen olfato para las cifras y los objetivos.',
            'Chino fluido; se valorará el inglés.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Un contrato indefinido en una empresa de capital alemán, primas por objetivos, seguridad social y fondo de vivienda, formación remunerada y una oficina moderna y tranquila en el centro de Hangzhou.',
        },
      ],
    },
  },
  {
    slug: 'international-platform-operator',
    legacyValue: '国际平台运营',
    title: {
      de: 'Manager internationale Marktplätze (m/w/d)',
      zh: '国际平台运营',
      en: 'International Marketplace Manager',
      it: 'Responsabile marketplace internazionali',
      fr: 'Chargé(e) des marketplaces internationales',
      es: 'Responsable de marketplaces internacionales',
    },
    location: hangzhou,
    employmentType: 'FULL_TIME',
    datePosted: '2026-09-21',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie betreuen unsere Shops auf Amazon, eBay und Alibaba.com und bringen SANHAUS-Produkte zu Kunden in Europa und weltweit.',
      zh: '负责尚豪斯在亚马逊、eBay及阿里巴巴国际站的店铺运营，拓展欧洲及全球市场。',
      en: 'You manage our stores on Amazon, eBay and Alibaba.com and bring SANHAUS products to customers in Europe and beyond.',
      it: 'Gestirà i nostri negozi su Amazon, eBay e Alibaba.com e porterà i prodotti SANHAUS ai clienti in Europa e nel mondo.',
      fr: 'Vous gérez nos boutiques sur Amazon, eBay et Alibaba.com et faites découvrir les produits SANHAUS aux clients d’Europe et d’ailleurs.',
      es: 'Gestionará nuestras tiendas en Amazon, eBay y Alibaba.com y llevará los productos SANHAUS a clientes de Europa y de todo el mundo.',
    },
    description: {
      de: [
        {
          p: 'Von Hangzhou aus betreuen Sie gemeinsam mit unseren Kolleginnen und Kollegen in Frankfurt unsere internationalen Online-Marktplätze.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie erstellen und optimieren Produktangebote auf Amazon Europa, eBay und Alibaba.com – auf Englisch und in Abstimmung mit dem deutschen Team.',
            'Sie recherchieren Suchbegriffe, steuern Werbekampagnen und behalten Bewertungen und Rankings im Blick.',
            'Sie beantworten Händler- und Projektanfragen über die Plattformen und leiten qualifizierte Kontakte an den Vertrieb weiter.',
            'Sie planen Bestände und Versand in die europäischen Lager gemeinsam mit der Logistik.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Mindestens zwei Jahre Erfahrung im grenzüberschreitenden E-Commerce.',
            'Sehr gutes Englisch in Wort und Schrift; Deutsch oder eine weitere europäische Sprache ist ein Plus.',
            'Analytisches Denken und sicherer Umgang mit Verkaufs- und Werbeberichten.',
            'Interesse an Design und hochwertigen Badprodukten.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Ein internationales Team mit kurzen Wegen nach Frankfurt, leistungsbezogene Prämien, Sozialversicherung und Wohnungsbaufonds, Sprachkurse und die Chance auf Messeeinsätze in Europa.',
        },
      ],
      zh: [
        { p: '与法兰克福的同事协同工作，在杭州负责尚豪斯国际电商平台的运营。' },
        { h3: '岗位职责' },
        {
          ul: [
            '负责亚马逊欧洲站、eBay及阿里巴巴国际站的产品上架与详情优化，英文文案与德国团队协同确认；',
            '开展关键词调研，管理站内广告投放，关注评价与排名变化；',
            '回复平台上的经销商与工程询盘，将优质线索转交销售团队；',
            '与物流部门协作，规划欧洲海外仓的备货与发运。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '两年以上跨境电商运营经验；',
            '英语读写流利，懂德语或其他欧洲语言者优先；',
            '具备数据分析能力，能熟练解读销售与广告报表；',
            '热爱设计，对高品质卫浴产品有浓厚兴趣。',
          ],
        },
        { h3: '我们提供' },
        { p: '国际化团队，与法兰克福总部沟通顺畅；五险一金、绩效奖金、语言培训，并有机会赴欧洲参加展会。' },
      ],
      en: [
        {
          p: 'Working from Hangzhou alongside our colleagues in Frankfurt, you look after our international online marketplaces.',
        },
        { h3: 'Your tasks' },
        {
          ul: [
            'Create and optimise product listings on Amazon Europe, eBay and Alibaba.com in English, coordinated with the German team.',
            'Research keywords, manage advertising campaigns and keep an eye on reviews and rankings.',
            'Answer dealer and project enquiries received through the platforms and pass qualified leads to sales.',
            'Plan stock and shipments to our European warehouses together with logistics.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'At least two years of cross-border e-commerce experience.',
            'Excellent written and spoken English; German or another European language is a plus.',
            'Analytical thinking and confidence with sales and advertising reports.',
            'An interest in design and high-quality bathroom products.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'An international team with close ties to Frankfurt, performance bonuses, social insurance and housing fund, language courses and the chance to work at trade fairs in Europe.',
        },
      ],
      it: [
        { p: 'Da Hangzhou, insieme ai colleghi di Francoforte, seguirà i nostri marketplace online internazionali.' },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Creare e ottimizzare le schede prodotto su Amazon Europa, eBay e Alibaba.com in inglese, in accordo con il team tedesco.',
            'Svolgere ricerche di parole chiave, gestire le campagne pubblicitarie e monitorare recensioni e posizionamenti.',
            'Rispondere alle richieste di rivenditori e progetti ricevute tramite le piattaforme e trasmettere i contatti qualificati alle vendite.',
            'Pianificare scorte e spedizioni verso i magazzini europei insieme alla logistica.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Almeno due anni di esperienza nell’e-commerce transfrontaliero.',
            'Ottimo inglese scritto e parlato; il tedesco o un’altra lingua europea è un plus.',
            'Capacità analitiche e dimestichezza con i report di vendita e pubblicità.',
            'Interesse per il design e per i prodotti bagno di qualità.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Un team internazionale in stretto contatto con Francoforte, premi legati ai risultati, previdenza sociale e fondo casa, corsi di lingua e la possibilità di partecipare a fiere in Europa.',
        },
      ],
      fr: [
        {
          p: 'Depuis Hangzhou, en lien étroit avec nos collègues de Francfort, vous prenez en charge nos marketplaces internationales.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Créer et optimiser les fiches produits sur Amazon Europe, eBay et Alibaba.com en anglais, en coordination avec l’équipe allemande.',
            'Effectuer la recherche de mots-clés, piloter les campagnes publicitaires et suivre les avis et les classements.',
            'Répondre aux demandes de revendeurs et de projets reçues via les plateformes et transmettre les contacts qualifiés aux ventes.',
            'Planifier les stocks et les expéditions vers nos entrepôts européens avec la logistique.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Au moins deux ans d’expérience dans l’e-commerce transfrontalier.',
            'Excellent anglais à l’écrit comme à l’oral ; l’allemand ou une autre langue européenne est un plus.',
            'Esprit d’analyse et aisance avec les rapports de ventes et de publicité.',
            'Un intérêt pour le design et les produits de salle de bains haut de gamme.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Une équipe internationale en lien direct avec Francfort, des primes sur objectifs, une couverture sociale complète avec fonds de logement, des cours de langue et la possibilité de participer à des salons en Europe.',
        },
      ],
      es: [
        {
          p: 'Desde Hangzhou, y en estrecho contacto con nuestros compañeros de Fráncfort, usted se ocupará de nuestros marketplaces internacionales.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Crear y optimizar fichas de producto en Amazon Europa, eBay y Alibaba.com en inglés, en coordinación con el equipo alemán.',
            'Investigar palabras clave, gestionar campañas publicitarias y seguir las valoraciones y los rankings.',
            'Responder a las consultas de distribuidores y proyectos recibidas a través de las plataformas y derivar los contactos cualificados a ventas.',
            'Planificar existencias y envíos a nuestros almacenes europeos junto con logística.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Al menos dos años de experiencia en comercio electrónico transfronterizo.',
            'Excelente inglés oral y escrito; se valorará el alemán u otro idioma europeo.',
            'Pensamiento analítico y soltura con los informes de ventas y publicidad.',
            'Interés por el diseño y los productos de baño de calidad.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Un equipo internacional en contacto directo con Fráncfort, primas por objetivos, seguridad social y fondo de vivienda, cursos de idiomas y la oportunidad de participar en ferias en Europa.',
        },
      ],
    },
  },
  {
    slug: '3d-animation-designer',
    legacyValue: '3D动画设计师',
    title: {
      de: '3D-Animationsdesigner (m/w/d)',
      zh: '3D动画设计师',
      en: '3D Animation Designer',
      it: 'Designer di animazioni 3D',
      fr: 'Designer en animation 3D (H/F)',
      es: 'Diseñador/a de animación 3D',
    },
    location: hangzhou,
    employmentType: 'FULL_TIME',
    datePosted: '2026-09-28',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie machen unsere Produkte in fotorealistischen Visualisierungen und Animationen erlebbar – für Website, Kataloge und Messen.',
      zh: '为官网、画册及展会制作写实级产品效果图与三维动画，让尚豪斯产品跃然眼前。',
      en: 'You bring our products to life in photorealistic renderings and animations for the website, catalogues and trade fairs.',
      it: 'Darà vita ai nostri prodotti con rendering fotorealistici e animazioni per il sito, i cataloghi e le fiere.',
      fr: 'Vous donnez vie à nos produits grâce à des rendus photoréalistes et des animations pour le site, les catalogues et les salons.',
      es: 'Dará vida a nuestros productos con renders fotorrealistas y animaciones para la web, los catálogos y las ferias.',
    },
    description: {
      de: [
        {
          p: 'Unser Marketingteam in Hangzhou sucht Verstärkung für die dreidimensionale Darstellung unserer Kollektionen – vom einzelnen Waschbecken bis zum kompletten Bad.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie bauen 3D-Modelle unserer Produkte nach Konstruktionsdaten auf und pflegen eine saubere Materialbibliothek.',
            'Sie gestalten fotorealistische Badszenen für Website, Kataloge, Online-Shops und Messestände.',
            'Sie produzieren kurze Produkt- und Montageanimationen für Video- und Social-Media-Kanäle.',
            'Sie arbeiten eng mit Produktentwicklung und Marketing zusammen, damit jedes Detail stimmt.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Abgeschlossenes Studium in Design, Animation oder Architektur oder eine vergleichbare Ausbildung.',
            'Sehr gute Kenntnisse in 3ds Max, Blender oder Cinema 4D sowie in V-Ray, Corona oder KeyShot.',
            'Ein aussagekräftiges Portfolio mit Innenraum- oder Produktvisualisierungen.',
            'Ein sicheres Auge für Licht, Material und ruhige Bildkompositionen.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Leistungsstarke Workstations, Raum für eigene Ideen, Sozialversicherung und Wohnungsbaufonds, ein Weiterbildungsbudget und ein Team, das gutes Design schätzt.',
        },
      ],
      zh: [
        { p: '杭州市场部现招聘3D动画设计师，负责从单只台盆到整体卫浴空间的三维视觉呈现。' },
        { h3: '岗位职责' },
        {
          ul: [
            '根据结构图纸建立产品三维模型，维护规范的材质库；',
            '为官网、画册、线上店铺及展会制作写实级卫浴空间效果图；',
            '制作产品展示与安装演示短动画，用于视频及新媒体平台；',
            '与研发、市场部门紧密配合，确保每一处细节准确无误。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '设计、动画或建筑相关专业本科及以上学历，或具备同等能力；',
            '精通3ds Max、Blender或Cinema 4D，熟悉V-Ray、Corona或KeyShot渲染；',
            '有室内或产品效果图作品集；',
            '对光影、材质和画面构图有敏锐的审美。',
          ],
        },
        { h3: '我们提供' },
        { p: '高性能工作站、充分发挥创意的空间、五险一金、专项培训预算，以及一支重视设计品质的团队。' },
      ],
      en: [
        {
          p: 'Our marketing team in Hangzhou is looking for someone to present our collections in three dimensions – from a single basin to a complete bathroom.',
        },
        { h3: 'Your tasks' },
        {
          ul: [
            'Build 3D models of our products from engineering data and maintain a well-organised material library.',
            'Create photorealistic bathroom scenes for the website, catalogues, online stores and trade fair stands.',
            'Produce short product and installation animations for video and social media channels.',
            'Work closely with product development and marketing so that every detail is right.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'A degree in design, animation or architecture, or equivalent training.',
            'Strong skills in 3ds Max, Blender or Cinema 4D, and in V-Ray, Corona or KeyShot.',
            'A convincing portfolio of interior or product visualisations.',
            'A sure eye for light, materials and calm composition.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'Powerful workstations, room for your own ideas, social insurance and housing fund, a training budget and a team that values good design.',
        },
      ],
      it: [
        {
          p: 'Il nostro team marketing di Hangzhou cerca una persona che presenti le nostre collezioni in tre dimensioni, dal singolo lavabo al bagno completo.',
        },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Realizzare i modelli 3D dei prodotti a partire dai dati tecnici e curare una libreria di materiali ordinata.',
            'Creare ambientazioni bagno fotorealistiche per sito, cataloghi, negozi online e stand fieristici.',
            'Produrre brevi animazioni di prodotto e di montaggio per i canali video e social.',
            'Lavorare a stretto contatto con sviluppo prodotto e marketing perché ogni dettaglio sia corretto.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Laurea in design, animazione o architettura, o formazione equivalente.',
            'Ottima padronanza di 3ds Max, Blender o Cinema 4D e di V-Ray, Corona o KeyShot.',
            'Un portfolio convincente di visualizzazioni d’interni o di prodotto.',
            'Occhio sicuro per luce, materiali e composizioni equilibrate.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Workstation performanti, spazio per le Sue idee, previdenza sociale e fondo casa, un budget per la formazione e un team che apprezza il buon design.',
        },
      ],
      fr: [
        {
          p: 'Notre équipe marketing de Hangzhou recherche un talent pour présenter nos collections en trois dimensions, de la simple vasque à la salle de bains complète.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Modéliser nos produits en 3D à partir des données techniques et tenir à jour une bibliothèque de matériaux soignée.',
            'Créer des scènes de salle de bains photoréalistes pour le site, les catalogues, les boutiques en ligne et les stands de salon.',
            'Réaliser de courtes animations produit et de montage pour nos chaînes vidéo et nos réseaux sociaux.',
            'Travailler en étroite collaboration avec le développement produit et le marketing pour que chaque détail soit juste.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Un diplôme en design, animation ou architecture, ou une formation équivalente.',
            'Une très bonne maîtrise de 3ds Max, Blender ou Cinema 4D ainsi que de V-Ray, Corona ou KeyShot.',
            'Un portfolio convaincant de visualisations d’intérieur ou de produit.',
            'Un œil sûr pour la lumière, les matières et les compositions apaisées.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Des stations de travail performantes, de la place pour vos idées, une couverture sociale complète avec fonds de logement, un budget formation et une équipe attachée au beau design.',
        },
      ],
      es: [
        {
          p: 'Nuestro equipo de marketing en Hangzhou busca a alguien que presente nuestras colecciones en tres dimensiones, desde un solo lavabo hasta un baño completo.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Modelar nuestros productos en 3D a partir de los datos técnicos y mantener una biblioteca de materiales ordenada.',
            'Crear escenas de baño fotorrealistas para la web, los catálogos, las tiendas online y los stands de feria.',
            'Producir breves animaciones de producto y de montaje para los canales de vídeo y redes sociales.',
            'Trabajar en estrecha colaboración con desarrollo de producto y marketing para que cada detalle sea correcto.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Titulación en diseño, animación o arquitectura, o formación equivalente.',
            'Dominio de 3ds Max, Blender o Cinema 4D, y de V-Ray, Corona o KeyShot.',
            'Un portfolio convincente de visualizaciones de interiores o de producto.',
            'Buen ojo para la luz, los materiales y las composiciones serenas.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Estaciones de trabajo potentes, espacio para sus ideas, seguridad social y fondo de vivienda, presupuesto de formación y un equipo que valora el buen diseño.',
        },
      ],
    },
  },
  {
    slug: 'product-follow-up',
    legacyValue: '产品跟单',
    title: {
      de: 'Auftragskoordinator Produktion (m/w/d)',
      zh: '产品跟单',
      en: 'Production Order Coordinator',
      it: 'Coordinatore/trice ordini di produzione',
      fr: 'Chargé(e) de suivi de production',
      es: 'Coordinador/a de seguimiento de pedidos',
    },
    location: pujiang,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-08',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie begleiten Kundenaufträge in unserem Werk in Pujiang von der Bestätigung bis zur Verladung – termingerecht und in geprüfter Qualität.',
      zh: '在浦江工厂全程跟进客户订单，从下单确认到装柜出货，确保交期与品质。',
      en: 'You steer customer orders through our Pujiang factory from confirmation to loading – on time and in inspected quality.',
      it: 'Seguirà gli ordini dei clienti nel nostro stabilimento di Pujiang dalla conferma al carico, nei tempi previsti e con qualità verificata.',
      fr: 'Vous suivez les commandes clients dans notre usine de Pujiang, de la confirmation au chargement, dans les délais et avec une qualité contrôlée.',
      es: 'Acompañará los pedidos de los clientes en nuestra fábrica de Pujiang desde la confirmación hasta la carga, a tiempo y con calidad verificada.',
    },
    description: {
      de: [
        {
          p: 'In unserem Werk in Pujiang sind Sie die zentrale Ansprechperson zwischen Vertrieb, Produktion und Qualitätssicherung.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie übernehmen bestätigte Aufträge, klären technische Details und erstellen die Produktionsunterlagen.',
            'Sie verfolgen Material, Termine und Fertigungsfortschritt und greifen bei Abweichungen frühzeitig ein.',
            'Sie stimmen Verpackung, Etiketten und Kennzeichnung nach Kundenvorgaben ab und begleiten die Endkontrolle.',
            'Sie halten Vertrieb und Kunden über den Auftragsstatus auf dem Laufenden und bereiten die Versanddokumente vor.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Mindestens zwei Jahre Erfahrung in der Auftragsabwicklung eines produzierenden Unternehmens.',
            'Sie lesen technische Zeichnungen und arbeiten sicher mit ERP-Systemen und Excel.',
            'Grundkenntnisse in Englisch für Exportunterlagen.',
            'Sorgfalt, Belastbarkeit und eine ruhige, verbindliche Art.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Eine feste Stelle in einem modernen Werk, Sozialversicherung und Wohnungsbaufonds, Unterkunft im Mitarbeiterwohnheim, Kantine und Werksbus sowie eine strukturierte Einarbeitung.',
        },
      ],
      zh: [
        { p: '浦江工厂现招聘产品跟单，作为连接销售、生产与品管的核心纽带。' },
        { h3: '岗位职责' },
        {
          ul: [
            '承接已确认订单，核实技术细节并编制生产资料；',
            '跟踪物料、交期与生产进度，发现异常及时协调处理；',
            '按客户要求确认包装、标签及标识，参与出货前终检；',
            '及时向销售和客户反馈订单状态，准备出货单据。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '两年以上制造企业跟单经验；',
            '能看懂产品图纸，熟练使用企业资源管理系统及办公软件；',
            '具备基础英语读写能力，能处理出口单据；',
            '细心严谨，抗压能力强，做事稳重可靠。',
          ],
        },
        { h3: '我们提供' },
        { p: '稳定的岗位与现代化工厂环境，五险一金，提供员工宿舍和食堂，班车接送，并有系统的岗前培训。' },
      ],
      en: [
        { p: 'At our Pujiang factory you are the key link between sales, production and quality assurance.' },
        { h3: 'Your tasks' },
        {
          ul: [
            'Take over confirmed orders, clarify technical details and prepare the production documents.',
            'Track materials, schedules and production progress and step in early when anything deviates.',
            'Agree packaging, labels and markings in line with customer requirements and accompany the final inspection.',
            'Keep sales and customers informed about order status and prepare the shipping documents.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'At least two years of order-handling experience in a manufacturing company.',
            'Able to read technical drawings and confident with ERP systems and Excel.',
            'Basic English for export documents.',
            'Careful, resilient and calm, with a reliable manner.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'A permanent position in a modern factory, social insurance and housing fund, accommodation in the staff residence, a canteen and company shuttle bus, and structured onboarding.',
        },
      ],
      it: [
        {
          p: 'Nel nostro stabilimento di Pujiang sarà il punto di riferimento tra vendite, produzione e controllo qualità.',
        },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Prendere in carico gli ordini confermati, chiarire i dettagli tecnici e preparare la documentazione di produzione.',
            'Monitorare materiali, scadenze e avanzamento della produzione, intervenendo per tempo in caso di scostamenti.',
            'Definire imballaggi, etichette e marcature secondo le richieste del cliente e seguire il collaudo finale.',
            'Aggiornare vendite e clienti sullo stato degli ordini e preparare i documenti di spedizione.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Almeno due anni di esperienza nella gestione ordini in un’azienda manifatturiera.',
            'Capacità di leggere disegni tecnici e dimestichezza con sistemi ERP ed Excel.',
            'Conoscenza di base dell’inglese per i documenti di esportazione.',
            'Precisione, resistenza allo stress e un modo di fare calmo e affidabile.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Un posto stabile in uno stabilimento moderno, previdenza sociale e fondo casa, alloggio nella residenza aziendale, mensa e navetta, e un inserimento strutturato.',
        },
      ],
      fr: [
        {
          p: 'Dans notre usine de Pujiang, vous êtes le lien essentiel entre les ventes, la production et l’assurance qualité.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Prendre en charge les commandes confirmées, clarifier les détails techniques et préparer les dossiers de fabrication.',
            'Suivre les matières, les délais et l’avancement de la production, et réagir tôt en cas d’écart.',
            'Valider l’emballage, les étiquettes et le marquage selon les exigences du client et accompagner le contrôle final.',
            'Informer les ventes et les clients de l’état des commandes et préparer les documents d’expédition.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Au moins deux ans d’expérience en suivi de commandes dans une entreprise industrielle.',
            'Vous savez lire des plans techniques et maîtrisez les ERP et Excel.',
            'Des bases d’anglais pour les documents d’exportation.',
            'Rigueur, résistance au stress et un tempérament calme et fiable.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Un poste stable dans une usine moderne, une couverture sociale complète avec fonds de logement, un hébergement en résidence d’entreprise, une cantine et une navette, ainsi qu’une intégration structurée.',
        },
      ],
      es: [
        {
          p: 'En nuestra fábrica de Pujiang, usted será el enlace clave entre ventas, producción y control de calidad.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Hacerse cargo de los pedidos confirmados, aclarar los detalles técnicos y preparar la documentación de producción.',
            'Seguir materiales, plazos y avance de la producción, e intervenir a tiempo ante cualquier desviación.',
            'Acordar embalaje, etiquetas y marcado según los requisitos del cliente y acompañar la inspección final.',
            'Mantener informados a ventas y clientes sobre el estado de los pedidos y preparar los documentos de envío.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Al menos dos años de experiencia en gestión de pedidos en una empresa industrial.',
            'Capacidad para leer planos técnicos y soltura con sistemas ERP y Excel.',
            'Inglés básico para la documentación de exportación.',
            'Meticulosidad, resistencia a la presión y un carácter sereno y fiable.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Un puesto estable en una fábrica moderna, seguridad social y fondo de vivienda, alojamiento en la residencia de empleados, comedor y autobús de empresa, y una incorporación estructurada.',
        },
      ],
    },
  },
  {
    slug: 'new-media-operator',
    legacyValue: '新媒体运营',
    title: {
      de: 'Social-Media- und Content-Manager (m/w/d)',
      zh: '新媒体运营',
      en: 'Social Media Content Manager',
      it: 'Specialista social media e contenuti',
      fr: 'Chargé(e) de communication digitale (H/F)',
      es: 'Responsable de nuevos medios y redes sociales',
    },
    location: hangzhou,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-12',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie erzählen die Geschichten hinter unseren Bädern auf WeChat, Douyin und Xiaohongshu – mit Bildern, Videos und Livestreams.',
      zh: '负责尚豪斯微信公众号、抖音、小红书等平台的内容策划与运营，用图文、短视频和直播讲好品牌故事。',
      en: 'You tell the stories behind our bathrooms on WeChat, Douyin and Xiaohongshu through images, videos and livestreams.',
      it: 'Racconterà le storie dietro i nostri bagni su WeChat, Douyin e Xiaohongshu con immagini, video e dirette.',
      fr: 'Vous racontez les histoires derrière nos salles de bains sur WeChat, Douyin et Xiaohongshu, en images, en vidéos et en direct.',
      es: 'Contará las historias que hay detrás de nuestros baños en WeChat, Douyin y Xiaohongshu con imágenes, vídeos y directos.',
    },
    description: {
      de: [
        {
          p: 'Für unsere Kanäle in China suchen wir in Hangzhou eine kreative Persönlichkeit, die Design, Handwerk und den Alltag im Bad stimmig in Szene setzt.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie planen Themen und Redaktionskalender für WeChat, Douyin und Xiaohongshu.',
            'Sie schreiben Texte, entwickeln Drehbücher für Kurzvideos und begleiten die Produktion.',
            'Sie organisieren Livestreams aus Showroom und Werk und betreuen die Community.',
            'Sie werten Reichweite und Interaktion aus und entwickeln die Inhalte laufend weiter.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Mindestens zwei Jahre Erfahrung im Social-Media- oder Content-Marketing.',
            'Ein sicheres Gespür für Sprache und Bild sowie Erfahrung im Videoschnitt.',
            'Interesse an Innenarchitektur, Wohnen und Design.',
            'Neugier auf Trends und Freude daran, neue Formate auszuprobieren.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Kreativen Freiraum, ein junges Team, Sozialversicherung und Wohnungsbaufonds, leistungsbezogene Prämien und ein modernes Büro mit eigenem Fotostudio.',
        },
      ],
      zh: [
        { p: '杭州销售运营中心现招聘新媒体运营，用有温度的内容呈现尚豪斯的设计、工艺与卫浴生活方式。' },
        { h3: '岗位职责' },
        {
          ul: [
            '负责微信公众号、抖音、小红书的选题策划与内容排期；',
            '撰写图文内容，策划短视频脚本并跟进拍摄制作；',
            '组织展厅及工厂直播，维护粉丝社群互动；',
            '分析阅读量、互动率等数据，持续优化内容策略。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '两年以上新媒体或内容营销经验；',
            '文字功底扎实，画面感好，具备视频剪辑能力；',
            '对室内设计与家居生活有浓厚兴趣；',
            '紧跟潮流，乐于尝试新的内容形式。',
          ],
        },
        { h3: '我们提供' },
        { p: '充分的创作空间，年轻有活力的团队，五险一金、绩效奖金，以及配有专属摄影棚的现代化办公环境。' },
      ],
      en: [
        {
          p: 'For our channels in China we are looking for a creative person in Hangzhou who presents design, craftsmanship and everyday life in the bathroom with a consistent voice.',
        },
        { h3: 'Your tasks' },
        {
          ul: [
            'Plan topics and the editorial calendar for WeChat, Douyin and Xiaohongshu.',
            'Write copy, develop scripts for short videos and follow them through production.',
            'Organise livestreams from our showroom and factory and look after the community.',
            'Analyse reach and engagement and keep improving the content.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'At least two years of experience in social media or content marketing.',
            'A sure feel for words and images, and experience in video editing.',
            'An interest in interiors, home life and design.',
            'Curiosity about trends and a liking for trying out new formats.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'Creative freedom, a young team, social insurance and housing fund, performance bonuses and a modern office with its own photo studio.',
        },
      ],
      it: [
        {
          p: 'Per i nostri canali in Cina cerchiamo a Hangzhou una persona creativa che sappia raccontare con coerenza design, artigianalità e vita quotidiana in bagno.',
        },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Pianificare temi e calendario editoriale per WeChat, Douyin e Xiaohongshu.',
            'Scrivere testi, sviluppare sceneggiature per brevi video e seguirne la produzione.',
            'Organizzare dirette dallo showroom e dallo stabilimento e curare la community.',
            'Analizzare copertura e interazioni e migliorare costantemente i contenuti.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Almeno due anni di esperienza nel social media marketing o nel content marketing.',
            'Sensibilità per parole e immagini ed esperienza nel montaggio video.',
            'Interesse per l’interior design, l’abitare e il design.',
            'Curiosità per le tendenze e voglia di sperimentare nuovi formati.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Libertà creativa, un team giovane, previdenza sociale e fondo casa, premi legati ai risultati e un ufficio moderno con studio fotografico interno.',
        },
      ],
      fr: [
        {
          p: 'Pour nos canaux en Chine, nous recherchons à Hangzhou une personne créative capable de mettre en scène avec justesse le design, le savoir-faire et le quotidien de la salle de bains.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Planifier les sujets et le calendrier éditorial pour WeChat, Douyin et Xiaohongshu.',
            'Rédiger les contenus, écrire les scénarios de vidéos courtes et suivre leur production.',
            'Organiser des lives depuis le showroom et l’usine et animer la communauté.',
            'Analyser la portée et l’engagement pour faire évoluer les contenus en continu.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Au moins deux ans d’expérience en social media ou en marketing de contenu.',
            'Un sens aigu des mots et des images, et une expérience du montage vidéo.',
            'Un intérêt pour l’architecture intérieure, l’habitat et le design.',
            'De la curiosité pour les tendances et l’envie de tester de nouveaux formats.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Une vraie liberté créative, une équipe jeune, une couverture sociale complète avec fonds de logement, des primes sur objectifs et un bureau moderne doté de son propre studio photo.',
        },
      ],
      es: [
        {
          p: 'Para nuestros canales en China buscamos en Hangzhou a una persona creativa que sepa contar con coherencia el diseño, la artesanía y el día a día en el baño.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Planificar temas y el calendario editorial para WeChat, Douyin y Xiaohongshu.',
            'Redactar textos, desarrollar guiones de vídeos cortos y acompañar su producción.',
            'Organizar directos desde la sala de exposición y la fábrica, y dinamizar la comunidad.',
            'Analizar el alcance y la interacción y mejorar los contenidos de forma continua.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Al menos dos años de experiencia en redes sociales o marketing de contenidos.',
            'Sensibilidad para la palabra y la imagen, y experiencia en edición de vídeo.',
            'Interés por el interiorismo, el hogar y el diseño.',
            'Curiosidad por las tendencias y ganas de probar nuevos formatos.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Libertad creativa, un equipo joven, seguridad social y fondo de vivienda, primas por objetivos y una oficina moderna con estudio fotográfico propio.',
        },
      ],
    },
  },
  {
    slug: 'pre-sales-customer-service',
    legacyValue: '售前客服',
    title: {
      de: 'Kundenberater Pre-Sales (m/w/d)',
      zh: '售前客服',
      en: 'Pre-Sales Customer Adviser',
      it: 'Addetto/a al servizio clienti pre-vendita',
      fr: 'Conseiller(ère) clientèle avant-vente',
      es: 'Asesor/a de atención al cliente preventa',
    },
    location: hangzhou,
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-19',
    validThrough: '2027-03-31',
    summary: {
      de: 'Sie beraten Kundinnen und Kunden vor dem Kauf im Online-Chat und am Telefon und finden mit ihnen das passende Produkt für ihr Bad.',
      zh: '通过线上客服与电话为顾客提供购前咨询，帮助他们为自家浴室挑选合适的产品。',
      en: 'You advise customers before they buy, by online chat and phone, and help them find the right product for their bathroom.',
      it: 'Consiglierà i clienti prima dell’acquisto, in chat e al telefono, e li aiuterà a trovare il prodotto giusto per il loro bagno.',
      fr: 'Vous conseillez les clients avant l’achat, par chat et par téléphone, et les aidez à trouver le produit adapté à leur salle de bains.',
      es: 'Asesorará a los clientes antes de la compra, por chat y por teléfono, y les ayudará a encontrar el producto adecuado para su baño.',
    },
    description: {
      de: [
        {
          p: 'Für viele Kundinnen und Kunden ist unser Serviceteam in Hangzhou der erste Kontakt zu SANHAUS. Dafür suchen wir Verstärkung mit Herz und Geduld.',
        },
        { h3: 'Ihre Aufgaben' },
        {
          ul: [
            'Sie beantworten Anfragen in unseren Online-Shops und an der Service-Hotline freundlich und kompetent.',
            'Sie beraten zu Produktauswahl, Maßen, Materialien und Einbauvoraussetzungen.',
            'Sie erfassen Bestellungen, informieren über Lieferung und Montage und übergeben an den Kundendienst.',
            'Sie dokumentieren Rückmeldungen und geben Anregungen an das Produkt- und Shopteam weiter.',
          ],
        },
        { h3: 'Ihr Profil' },
        {
          ul: [
            'Erste Erfahrung im Kundenservice, gern im Onlinehandel.',
            'Eine freundliche, geduldige Art und eine klare Ausdrucksweise in Wort und Schrift.',
            'Schnelles, sicheres Tippen und Freude an der Arbeit im Team.',
            'Bereitschaft zur Schichtarbeit mit wechselnden Wochenenddiensten.',
          ],
        },
        { h3: 'Was wir bieten' },
        {
          p: 'Eine gründliche Produktschulung, Sozialversicherung und Wohnungsbaufonds, leistungsbezogene Prämien, klare Entwicklungsperspektiven im Vertrieb und ein herzliches Team.',
        },
      ],
      zh: [
        { p: '杭州客服团队是许多顾客认识尚豪斯的第一站，现诚邀耐心细致、热情真诚的伙伴加入。' },
        { h3: '岗位职责' },
        {
          ul: [
            '通过线上店铺客服及服务热线，热情专业地解答顾客咨询；',
            '为顾客提供产品选型、尺寸、材质及安装条件等方面的建议；',
            '协助顾客下单，告知配送与安装安排，并与售后团队做好交接；',
            '记录顾客反馈，向产品及店铺团队提出改进建议。',
          ],
        },
        { h3: '任职要求' },
        {
          ul: [
            '一年以上客服工作经验，有电商客服经验者优先；',
            '性格亲和、耐心细致，口头及书面表达清晰；',
            '打字速度快，具备良好的团队协作精神；',
            '能接受排班，周末轮休。',
          ],
        },
        { h3: '我们提供' },
        { p: '系统的产品培训，五险一金、绩效奖金，清晰的销售岗位晋升通道，以及温暖友善的团队氛围。' },
      ],
      en: [
        {
          p: 'For many customers, our service team in Hangzhou is their first contact with SANHAUS. We are looking for someone with warmth and patience to join it.',
        },
        { h3: 'Your tasks' },
        {
          ul: [
            'Answer enquiries in our online stores and on the service hotline in a friendly, knowledgeable way.',
            'Advise on product choice, dimensions, materials and installation requirements.',
            'Take orders, explain delivery and installation, and hand over to after-sales service.',
            'Record feedback and pass suggestions on to the product and store teams.',
          ],
        },
        { h3: 'Your profile' },
        {
          ul: [
            'Some experience in customer service, ideally in online retail.',
            'A friendly, patient manner and clear spoken and written communication.',
            'Fast, accurate typing and enjoyment of teamwork.',
            'Willingness to work shifts, including rotating weekends.',
          ],
        },
        { h3: 'What we offer' },
        {
          p: 'Thorough product training, social insurance and housing fund, performance bonuses, clear prospects of moving into sales and a warm, welcoming team.',
        },
      ],
      it: [
        {
          p: 'Per molti clienti il nostro servizio clienti di Hangzhou è il primo contatto con SANHAUS. Cerchiamo una persona cordiale e paziente che entri a far parte del team.',
        },
        { h3: 'Le Sue attività' },
        {
          ul: [
            'Rispondere con cortesia e competenza alle richieste nei negozi online e alla linea di assistenza.',
            'Consigliare su scelta dei prodotti, dimensioni, materiali e requisiti di installazione.',
            'Registrare gli ordini, informare su consegna e montaggio e passare il cliente all’assistenza post-vendita.',
            'Raccogliere i riscontri dei clienti e trasmettere suggerimenti ai team prodotto e negozio.',
          ],
        },
        { h3: 'Il Suo profilo' },
        {
          ul: [
            'Una prima esperienza nel servizio clienti, preferibilmente nel commercio online.',
            'Modi cordiali e pazienti e una comunicazione chiara, a voce e per iscritto.',
            'Digitazione rapida e precisa e piacere per il lavoro di squadra.',
            'Disponibilità a lavorare su turni, anche nel fine settimana a rotazione.',
          ],
        },
        { h3: 'Cosa offriamo' },
        {
          p: 'Una formazione approfondita sui prodotti, previdenza sociale e fondo casa, premi legati ai risultati, prospettive di crescita verso le vendite e un team accogliente.',
        },
      ],
      fr: [
        {
          p: 'Pour beaucoup de clients, notre service client de Hangzhou est le premier contact avec SANHAUS. Nous cherchons une personne chaleureuse et patiente pour renforcer cette équipe.',
        },
        { h3: 'Vos missions' },
        {
          ul: [
            'Répondre aimablement et avec compétence aux demandes reçues sur nos boutiques en ligne et sur la ligne de service.',
            'Conseiller sur le choix des produits, les dimensions, les matériaux et les conditions de pose.',
            'Enregistrer les commandes, informer sur la livraison et la pose, puis passer le relais au service après-vente.',
            'Recueillir les retours clients et transmettre des suggestions aux équipes produit et boutique.',
          ],
        },
        { h3: 'Votre profil' },
        {
          ul: [
            'Une première expérience en service client, idéalement dans le commerce en ligne.',
            'Un contact aimable et patient, et une expression claire à l’oral comme à l’écrit.',
            'Une frappe rapide et précise, et le goût du travail en équipe.',
            'Disponibilité pour travailler en horaires postés, y compris certains week-ends par roulement.',
          ],
        },
        { h3: 'Ce que nous offrons' },
        {
          p: 'Une formation produit approfondie, une couverture sociale complète avec fonds de logement, des primes sur objectifs, des perspectives d’évolution vers la vente et une équipe chaleureuse.',
        },
      ],
      es: [
        {
          p: 'Para muchos clientes, nuestro equipo de atención en Hangzhou es el primer contacto con SANHAUS. Buscamos a alguien cercano y paciente que se sume a él.',
        },
        { h3: 'Sus funciones' },
        {
          ul: [
            'Responder con amabilidad y conocimiento a las consultas de nuestras tiendas online y de la línea de atención.',
            'Asesorar sobre la elección de productos, medidas, materiales y requisitos de instalación.',
            'Registrar pedidos, informar sobre la entrega y el montaje y pasar el caso al servicio posventa.',
            'Recoger las opiniones de los clientes y trasladar sugerencias a los equipos de producto y tienda.',
          ],
        },
        { h3: 'Su perfil' },
        {
          ul: [
            'Experiencia previa en atención al cliente, preferiblemente en comercio online.',
            'Trato amable y paciente, y buena expresión oral y escrita.',
            'Mecanografía rápida y precisa y gusto por el trabajo en equipo.',
            'Disponibilidad para trabajar por turnos, con fines de semana rotativos.',
          ],
        },
        { h3: 'Qué ofrecemos' },
        {
          p: 'Formación completa sobre los productos, seguridad social y fondo de vivienda, primas por objetivos, perspectivas claras de crecimiento hacia ventas y un equipo acogedor.',
        },
      ],
    },
  },
]
