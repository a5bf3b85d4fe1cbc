import type { NewsSeed } from '../types'

/** The news of the fr site: articles written for its readers, not translations of one another. */
export const fr: readonly NewsSeed[] = [
  {
    slug: 'toilettes-invites-petits-espaces',
    title: 'Toilettes invités : cinq conseils pour aménager un petit espace',
    excerpt:
      'Un lave-mains bien choisi, un WC suspendu et une lumière latérale suffisent à transformer quelques mètres carrés. Nos conseils pour bien planifier la pièce et choisir les produits adaptés.',
    date: '2026-04-14',
    body: [
      {
        p: 'Les toilettes invités sont souvent la plus petite pièce de la maison, et pourtant la première que découvrent vos visiteurs. Avec 1,2 ou 1,5 m², chaque centimètre compte : la porte doit s’ouvrir sans heurter le lave-mains, le WC doit rester accessible et l’ensemble ne doit pas paraître encombré. Nos conseillers en showroom reçoivent cette question presque chaque jour. Voici les cinq règles qu’ils appliquent le plus souvent.',
      },
      { h2: 'Cinq règles simples' },
      {
        ul: [
          'Libérer le sol : un lave-mains et un WC suspendus laissent le revêtement filer jusqu’au mur, ce qui agrandit visuellement la pièce et simplifie le ménage.',
          'Choisir la bonne profondeur : avec 250 mm de profondeur seulement, le lave-mains {{product:nova-45-compact-wall-hung-basin}} trouve sa place même derrière une porte qui s’ouvre vers l’intérieur.',
          'Penser à la chasse d’eau : le WC suspendu {{product:forma-rimless-wall-hung-toilet}} fonctionne avec 4,5 ou 3 litres et sa cuvette sans bride se nettoie d’un seul passage.',
          'Éclairer de côté : deux appliques de part et d’autre du miroir évitent les ombres sur le visage, là où un plafonnier seul assombrit la pièce.',
          'Limiter les matières : du bois, du blanc mat et une seule teinte de métal donnent une impression de calme que beaucoup de couleurs ne procurent pas.',
        ],
      },
      { h2: 'Une vasque à poser, pourquoi pas ?' },
      {
        p: 'Lorsque la pièce accueille un petit plan en bois, une vasque à poser devient une alternative élégante au lave-mains. Notre vasque {{product:orbit-42-countertop-basin}} mesure 420 mm de diamètre et n’a pas de trou de robinetterie : associée à un mitigeur mural, elle laisse le plan entièrement libre. Si vous préférez un robinet sur plan, le mitigeur rehaussé {{product:fino-xl-tall-basin-mixer}} offre, avec ses 210 mm de hauteur de bec, l’aisance nécessaire au-dessus de la vasque.',
      },
      { h2: 'Préparer la pose' },
      {
        p: 'Un lave-mains et un WC suspendus nécessitent un bâti-support ou un mur suffisamment porteur, ainsi que des attentes d’eau et d’évacuation placées à la bonne hauteur. Nous vous conseillons de fixer ces cotes avant le carrelage : nos fiches techniques indiquent pour chaque produit les entraxes de fixation et les hauteurs recommandées. Dans nos {{showrooms}} showrooms, plusieurs toilettes invités sont aménagées en taille réelle ; nos conseillers y vérifient volontiers vos plans avec vous, dimensions à l’appui, et vous indiquent les produits disponibles rapidement.',
      },
    ],
    picture: 'guest-bath',
    alt: 'Petites toilettes invités avec un meuble suspendu en chêne, une vasque ronde à poser, un miroir rond et des lames de bois au mur',
  },
  {
    slug: 'thermes-de-la-saone-lyon',
    title: 'Lyon : les Thermes de la Saône équipés par SANHAUS',
    excerpt:
      'Le nouvel espace spa des Thermes de la Saône a ouvert ses portes à Lyon, avec des baignoires îlots, des receveurs de douche et des vasques SANHAUS en résine minérale.',
    date: '2026-03-05',
    body: [
      {
        p: 'Début mars, les Thermes de la Saône ont inauguré leur espace spa entièrement rénové, sous les voûtes d’un ancien bâtiment industriel des bords de Saône. SANHAUS a fourni l’ensemble des équipements sanitaires des cabines de soin, des douches et des vestiaires. Pour un établissement thermal, le cahier des charges est exigeant : une eau chaude et minéralisée, un nettoyage quotidien intensif, des sols mouillés en permanence et des clients qui attendent une ambiance apaisante.',
      },
      { h2: 'Les équipements fournis' },
      {
        ul: [
          'Six baignoires îlots {{product:terra-freestanding-stone-bath}} pour les cabines de bain, dont la paroi épaisse garde l’eau chaude pendant tout le rituel',
          'Quarante receveurs extra-plats {{product:piano-120-stone-shower-tray}} à la surface antidérapante, posés à fleur de sol',
          'Des parois walk-in {{product:clara-120-walk-in-screen}} en verre trempé de 8 mm, fixes, sans porte ni seuil',
          'Une rangée de vasques à poser {{product:ovale-60-countertop-basin}} dans les vestiaires, sur des plans en chêne huilé',
          'Des colonnes de douche thermostatiques {{product:pioggia-300-thermostatic-shower-set}}, avec butée de sécurité à 38 °C, dans toutes les douches',
        ],
      },
      { h2: 'Un projet mené pas à pas' },
      {
        p: 'Dès la première cabine témoin, notre équipe projet a travaillé aux côtés des architectes pour choisir les formats, les teintes et les finitions. Les receveurs ont été recoupés sur mesure pour suivre le tracé des anciennes voûtes, et les vasques ont été retenues en blanc mat, une teinte qui reste lumineuse sous un éclairage tamisé. La livraison par phases, cabine après cabine, a permis de respecter le calendrier des travaux sans encombrer le chantier.',
      },
      { h2: 'Pourquoi la résine minérale' },
      {
        p: 'Dans un spa, les surfaces sont sollicitées du matin au soir. La résine minérale est non poreuse : elle n’absorbe ni l’eau ni les huiles de massage, et le calcaire se retire d’un coup de chiffon humide. Les petites rayures laissées par l’usage s’effacent au tampon de polissage, sans changer la teinte. Enfin, sa masse dense emmagasine la chaleur, ce que les clients des cabines de bain apprécient particulièrement. Tous les produits livrés bénéficient de notre garantie de {{warranty_years}} ans, et notre équipe de service reste l’interlocuteur direct de l’exploitant pour les pièces de rechange et les conseils d’entretien de ses équipes de ménage.',
      },
    ],
    picture: 'spa-lyon',
    alt: 'Espace thermal voûté avec deux baignoires îlots devant un mur de pierre apparente, sous une lumière tamisée',
  },
  {
    slug: 'usine-pujiang-nouvelle-ligne-de-coulee',
    title: 'Usine de Pujiang : une deuxième ligne de coulée pour nos vasques',
    excerpt:
      'Une nouvelle ligne de coulée est entrée en service dans notre usine de Pujiang. Elle raccourcit les délais des commandes de projets et permet des teintes spéciales dès de petites séries.',
    date: '2025-12-04',
    body: [
      {
        p: 'Depuis novembre, une deuxième ligne de coulée fonctionne dans notre usine de Pujiang, dans la province du Zhejiang. Elle est consacrée aux vasques et lavabos en résine minérale, du lavabo suspendu {{product:luna-60-wall-hung-basin}} aux vasques à poser. Coulée, démoulage et ponçage s’y enchaînent sans rupture : des bras robotisés se chargent des manutentions lourdes, tandis que nos opérateurs contrôlent chaque pièce à la main.',
      },
      { h2: 'Comment naît une vasque en résine minérale' },
      {
        p: 'La matière associe du trihydrate d’aluminium finement broyé à une résine de qualité. Le mélange est dégazé sous vide, puis coulé dans des moules de précision où il durcit à température ambiante, sans cuisson au four. Ce procédé économe en énergie autorise des parois fines, des arêtes nettes et des trop-pleins intégrés sans joint. Une couche de gelcoat protège ensuite la surface, qui reste réparable tout au long de la vie du produit. Après démoulage, chaque pièce est poncée, percée si nécessaire pour la robinetterie, puis polie jusqu’au toucher mat et soyeux qui caractérise nos vasques.',
      },
      { h2: 'Ce que change la nouvelle ligne' },
      {
        ul: [
          'Environ deux fois plus de pièces par équipe qu’auparavant',
          'Des teintes spéciales possibles dès 20 pièces',
          'Des délais plus courts pour les commandes de projets hôteliers et résidentiels',
          'Moins de rebuts grâce au dosage automatique de la matière',
        ],
      },
      {
        p: 'La première ligne n’est pas arrêtée pour autant : elle se consacre désormais aux pièces de grand format et aux formes les plus complexes, comme les plans vasques et les lavabos sur colonne, qui demandent davantage de travail à la main.',
      },
      {
        p: 'Sur {{factory_area}} m², notre usine réunit la coulée, l’usinage CNC, la finition des surfaces, l’assemblage des meubles et le laboratoire d’essais. Plus de {{rnd_staff}} de nos collaborateurs, qui sont plus de {{employees}} au total, travaillent au développement des produits, en lien étroit avec l’équipe de design de Francfort-sur-le-Main.',
      },
      {
        p: 'Chaque pièce qui quitte la ligne porte le marquage CE et est contrôlée avant l’emballage : dimensions, planéité de la surface, régularité de la teinte et étanchéité du trop-plein. Sur rendez-vous, notre équipe organise volontiers une visite de l’usine pour les architectes, les maîtres d’ouvrage et les acheteurs de projets.',
      },
    ],
    picture: 'pujiang-line',
    alt: 'Atelier de l’usine de Pujiang : des vasques en résine minérale avancent sur un convoyeur entre deux bras robotisés',
  },
  {
    slug: 'bien-choisir-sa-vasque-a-poser',
    title: 'Ronde, carrée ou ovale : bien choisir sa vasque à poser en résine minérale',
    excerpt:
      'Trois formes, un même matériau : nos vasques à poser rondes, carrées et ovales répondent chacune à un usage. Nos conseils pour choisir la vôtre.',
    date: '2025-10-16',
    body: [
      {
        p: 'La vasque à poser est devenue l’élément phare de nombreuses salles de bains : posée sur un plan en bois ou en résine minérale, elle se regarde autant qu’elle s’utilise. Nos trois vasques à poser sont moulées d’une seule pièce dans notre usine de Pujiang. Leur surface mate et soyeuse est non poreuse, agréablement chaude au toucher et se rénove par un léger ponçage. Mais leurs formes répondent à des besoins différents.',
      },
      { h2: 'Trois vasques, trois usages' },
      {
        ul: [
          '{{product:orbit-42-countertop-basin}} : 420 mm de diamètre et un rebord de 6 mm seulement, pour les toilettes invités et les plans étroits',
          '{{product:quadra-50-countertop-basin}} : des arêtes nettes, un bassin aux courbes douces sur 500 × 380 mm, en blanc mat, gris béton ou beige sable',
          '{{product:ovale-60-countertop-basin}} : 600 × 380 mm pour se laver les mains à son aise, avec trop-plein dissimulé et bonde assortie',
        ],
      },
      { h2: 'Le bon robinet, à la bonne hauteur' },
      {
        p: 'Une vasque à poser dépasse de 120 à 150 mm au-dessus du plan : le robinet doit donc être rehaussé ou fixé au mur. Notre mitigeur {{product:fino-xl-tall-basin-mixer}}, avec ses 210 mm de hauteur de bec, convient à toutes nos vasques à poser. Comptez environ 850 mm entre le sol et le bord de la vasque ; le plan se place donc un peu plus bas que pour un lavabo encastré.',
      },
      { h2: 'Entretien au quotidien' },
      {
        p: 'Un chiffon doux et un nettoyant ménager non abrasif suffisent. Évitez les produits à base de solvants et les éponges à face grattante. Si une trace persiste, un tampon de polissage fin la fait disparaître : la couche de surface étant teintée dans la masse, aucune couleur différente n’apparaît. Pour faciliter le nettoyage, nous recommandons la bonde clic-clac {{product:clic-push-button-basin-waste}}, dont le bouchon s’ouvre et se ferme d’une simple pression.',
      },
      {
        p: 'Un dernier conseil : posez la vasque sur un joint de silicone sanitaire plutôt que sur une colle rigide. Elle reste ainsi démontable, par exemple le jour où vous souhaitez changer de plan ou de meuble.',
      },
      {
        p: 'Nos trois vasques à poser sont garanties {{warranty_years}} ans et exposées dans nos showrooms, où vous pouvez comparer leurs formes et leurs teintes sur de vrais plans de toilette.',
      },
    ],
    picture: 'still-fr',
    alt: 'Vasque ovale blanche en résine minérale posée sur un épais plan en chêne, à côté d’un mitigeur à bec col de cygne',
  },
  {
    slug: 'baignoires-ilots-resine-minerale',
    title: 'Baignoire îlot en résine minérale : comment bien choisir',
    excerpt:
      'Une baignoire îlot ne se choisit pas seulement sur catalogue. Dimensions, poids, chaleur du bain et pose : les points à vérifier avant de vous décider.',
    date: '2025-09-10',
    body: [
      {
        p: 'Une baignoire îlot transforme une salle de bains en pièce à vivre. Mais avant de tomber sous le charme d’une forme, mieux vaut vérifier quelques points pratiques : la place disponible, la charge admissible du plancher, l’arrivée d’eau et l’évacuation. Nos deux baignoires îlots en résine minérale sont coulées d’une seule pièce dans notre usine de Pujiang, avec une paroi de 15 mm d’épaisseur qui les rend rigides et parfaitement stables.',
      },
      { h2: 'Deux formats, deux salles de bains' },
      {
        ul: [
          '{{product:terra-freestanding-stone-bath}} : 1700 × 800 mm et un dossier incliné de manière ergonomique, pour les salles de bains généreuses',
          '{{product:pietra-160-freestanding-stone-bath}} : 1600 × 750 mm, pensée pour les surfaces réduites, avec un extérieur teinté dans la masse en gris pierre',
        ],
      },
      { h2: 'La chaleur d’un bain qui dure' },
      {
        p: 'La masse minérale dense emmagasine la chaleur et la restitue lentement : l’eau du bain reste chaude nettement plus longtemps que dans une baignoire à paroi mince. La surface, douce au toucher, n’a rien de la froideur d’une baignoire métallique. Sur la {{product:pietra-160-freestanding-stone-bath}}, la teinte traverse toute l’épaisseur de la paroi extérieure ; les petites rayures sont presque invisibles et s’effacent au polissage.',
      },
      {
        p: 'Autre avantage : la résine minérale est non poreuse et se nettoie simplement à l’eau savonneuse. Un rinçage et un coup de chiffon doux après le bain suffisent à éviter les traces de calcaire, même en région d’eau dure.',
      },
      { h2: 'Avant la pose' },
      {
        ul: [
          'Prévoir au moins 150 mm de dégagement autour de la baignoire pour le nettoyage, davantage côté robinet',
          'Faire vérifier la charge admissible du plancher, baignoire remplie et baigneur compris',
          'Placer l’évacuation au sol sous la bonde, avant la chape',
          'Choisir le robinet : le mitigeur bain-douche sur pied {{product:fino-freestanding-bath-filler}} se raccorde par le sol et son corps d’encastrement se pose lui aussi avant la chape',
        ],
      },
      {
        p: 'Des pieds réglables compensent les petites irrégularités du sol, et le vidage avec trop-plein est monté et contrôlé en usine. Nos deux baignoires îlots sont garanties {{warranty_years}} ans. Si votre chantier n’est pas encore prêt, nous les stockons gratuitement jusqu’à {{free_storage_days}} jours, puis les livrons à la date convenue. Dans nos showrooms, vous pouvez d’ailleurs vous installer dans les deux modèles avant de choisir : c’est le meilleur moyen de juger la longueur et l’inclinaison du dossier.',
      },
    ],
    picture: 'bath-sand',
    alt: 'Baignoire îlot couleur sable sur un parquet en bois, devant une fenêtre lumineuse, avec un robinet sur pied en laiton et un olivier en pot',
  },
  {
    slug: 'stockage-gratuit-et-livraison',
    title: 'Votre salle de bains arrive quand votre chantier est prêt',
    excerpt:
      'Les chantiers prennent souvent du retard : nous stockons gratuitement votre commande et la livrons à la date de pose. Tour d’horizon de notre service de stockage et de livraison.',
    date: '2025-05-20',
    body: [
      {
        p: 'Sur un chantier, rien ne se passe tout à fait comme prévu. Le plâtrier a une semaine de retard, le carrelage n’est pas sec, la chape doit encore durcir. Or une baignoire, un meuble vasque ou une paroi de douche livrés trop tôt encombrent les pièces et risquent d’être abîmés. C’est pourquoi nous stockons votre commande gratuitement dans notre entrepôt pendant {{free_storage_days}} jours au plus, en attendant que vous nous demandiez de la livrer.',
      },
      { h2: 'Comment cela fonctionne' },
      {
        ul: [
          'Vous passez commande comme d’habitude et nous indiquez la date de livraison souhaitée, même approximative.',
          'Nous stockons la marchandise dans son emballage d’origine, assurée, dans notre entrepôt.',
          'Dès que le chantier est prêt, vous nous prévenez et nous livrons à la date convenue, jusqu’à votre porte.',
          'Après la livraison, nous contrôlons la marchandise avec vous et finalisons la réception sous {{acceptance_hours}} heures.',
          'Si un article arrive endommagé, nous le remplaçons ou le réexpédions gratuitement.',
        ],
      },
      { h2: 'Délais et zones de livraison' },
      {
        p: 'En Allemagne, les articles en stock vous parviennent sous {{delivery_days_germany}} jours. En Chine, nous livrons gratuitement dans {{delivery_cities}} villes, et notre réseau de service y assure aussi la pose à domicile, dans toutes les provinces. Pour les autres pays, notre équipe export établit avec vous un calendrier de livraison et choisit le transporteur adapté aux pièces lourdes comme les baignoires îlots.',
      },
      {
        p: 'Le stockage gratuit vaut pour toute la commande, quelle que soit sa taille : une seule vasque comme l’équipement complet d’un immeuble. Vous pouvez aussi demander une livraison partielle et laisser le reste en stock jusqu’à la phase suivante du chantier.',
      },
      { h2: 'Un emballage pensé pour le transport' },
      {
        p: 'Les vasques et les receveurs en résine minérale voyagent dans des cartons renforcés, calés par des coins en mousse ; les baignoires sont sanglées sur palette et protégées par un cadre en bois. Chaque colis porte une étiquette indiquant la pièce de destination convenue avec vous, ce qui simplifie la distribution sur les grands chantiers de logements ou d’hôtels. Nos conseillers vous renseignent volontiers sur les délais de votre commande et planifient avec vous, pour les projets importants, des livraisons échelonnées étage par étage ou bâtiment par bâtiment.',
      },
    ],
    picture: 'storage-hall',
    alt: 'Entrepôt avec des rayonnages remplis de cartons, une baignoire emballée sur une palette et une camionnette de livraison au quai',
  },
  {
    slug: 'ish-2025-salon',
    title: 'ISH 2025 : cinq jours à Francfort',
    excerpt:
      'Au salon ISH de Francfort, nous avons présenté la nouvelle version de notre porte coulissante pour niche, une baignoire îlot compacte en résine minérale et nos vasques à poser.',
    date: '2025-03-26',
    body: [
      {
        p: 'Du 17 au 21 mars 2025, SANHAUS exposait au salon ISH de Francfort-sur-le-Main, le grand rendez-vous mondial de la salle de bains et des équipements sanitaires. Notre stand avait été pensé comme une salle de bains apaisante : beaucoup de lumière, des matières naturelles et de l’espace pour échanger. Pour notre marque, qui a déjà participé à plus de {{trade_fairs}} salons, l’ISH reste le moment de l’année où l’on montre ce qui arrive.',
      },
      { h2: 'Les nouveautés en bref' },
      {
        ul: [
          'La porte coulissante {{product:linea-140-sliding-door}} dans une nouvelle version : des profilés encore plus fins, un volet fixe et un volet coulissant en verre trempé de 8 mm, des roulettes silencieuses sur roulements à billes',
          'La colonne de douche {{product:pioggia-300-thermostatic-shower-set}}, avec une douche de tête de 300 mm et un thermostatique à butée de sécurité',
          'Nos vasques à poser en résine minérale, présentées sur des socles pour en montrer toutes les faces',
        ],
      },
      {
        p: 'Au centre du stand, une salle de bains d’hôtel reconstituée en taille réelle réunissait ces nouveautés, avec un meuble vasque en chêne et un WC suspendu sans bride. Les visiteurs pouvaient ainsi juger des proportions et des finitions comme dans une vraie chambre. À côté de ces nouveautés figurait aussi un modèle déjà éprouvé de notre gamme : la baignoire îlot compacte {{product:pietra-160-freestanding-stone-bath}}, pour les salles de bains aux surfaces réduites.',
      },
      { h2: 'Des rencontres qui comptent' },
      {
        p: 'Nous avons été particulièrement heureux de rencontrer autant de revendeurs, d’architectes et de clients de projets venus du monde entier. Beaucoup sont arrivés avec des plans précis : hôtels en rénovation, résidences neuves, établissements thermaux. Ces échanges nourrissent directement le travail de notre équipe de développement à Pujiang et de nos designers à Francfort.',
      },
      {
        p: 'La porte coulissante a suscité de nombreuses questions sur l’entretien : son volet coulissant se décroche sans outil, ce qui permet de nettoyer le verre sur toute sa surface. La baignoire compacte, elle, a surtout intéressé les promoteurs, pour qui chaque centimètre de salle de bains compte. Quant à la colonne de douche, son thermostatique a été testé par de nombreux visiteurs, surpris de la rapidité avec laquelle la température se stabilise.',
      },
      {
        p: 'Merci à toutes et à tous pour votre visite. Vous n’avez pas pu venir à Francfort ? Nos produits sont exposés dans nos {{showrooms}} showrooms et distribués dans plus de {{countries}} pays et régions ; notre équipe vous indique volontiers le point de vente le plus proche.',
      },
    ],
    picture: 'ish-fr',
    alt: 'Stand SANHAUS sur un salon, avec une paroi de douche d’angle, des vasques présentées sur des socles et de nombreux visiteurs',
  },
]
