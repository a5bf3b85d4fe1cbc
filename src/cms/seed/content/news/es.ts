import type { NewsSeed } from '../types'

/** The news of the es site: articles written for its readers, not translations of one another. */
export const es: readonly NewsSeed[] = [
  {
    slug: 'aseo-de-cortesia-cinco-consejos',
    title: 'Aseo de cortesía: cinco consejos para sacar partido a pocos metros',
    excerpt:
      'Un aseo de cortesía suele medir apenas dos o tres metros cuadrados. Con piezas suspendidas, proporciones bien pensadas y buena luz, puede parecer mucho más amplio.',
    date: '2026-05-26',
    body: [
      {
        p: 'El aseo de cortesía es la estancia que sus invitados ven primero y, a menudo, la más pequeña de la vivienda. Precisamente por eso merece una planificación cuidadosa: con unas pocas reglas básicas, dos o tres metros cuadrados pueden convertirse en un espacio con carácter.',
      },
      { h2: 'Cinco consejos' },
      {
        ul: [
          'Elija piezas suspendidas: un mueble de lavabo y un inodoro colgados de la pared dejan el suelo a la vista, y el espacio parece mayor. El inodoro suspendido {{product:forma-rimless-wall-hung-toilet}} sobresale solo 530 mm de la pared.',
          'Ajuste el tamaño del lavabo: para lavarse las manos basta un lavamanos compacto. El {{product:nova-45-compact-wall-hung-basin}} mide 450 × 250 mm y cabe incluso en los aseos más estrechos.',
          'Aproveche la altura: los listones de madera verticales o los azulejos colocados en vertical alargan visualmente la estancia.',
          'Ilumine desde los lados: dos apliques a ambos lados del espejo no proyectan sombras sobre la cara, a diferencia de una sola luz cenital.',
          'Combine pocos materiales: madera, blanco y un solo tono de metal resultan más serenos que muchos colores distintos.',
        ],
      },
      { h2: '¿Lavabo sobre encimera o suspendido?' },
      {
        p: 'Si prefiere un lavabo sobre encimera, el {{product:orbit-42-countertop-basin}}, de 420 mm de diámetro, tiene la medida justa para un aseo. Colóquelo sobre una encimera de roble de unos 60 cm y combínelo con un grifo mural o con el grifo de lavabo alto {{product:fino-xl-tall-basin-mixer}} en negro mate. Así queda sitio para una toalla de manos y un jabón, sin recargar la estancia.',
      },
      { h2: 'Detalles que marcan la diferencia' },
      {
        p: 'Piense también en lo que no se ve: en un aseo sin ventana, un buen extractor es imprescindible, y una toma de corriente junto al espejo resulta muy práctica. Un espejo redondo suaviza las líneas rectas de un espacio pequeño, y la válvula clic-clac {{product:clic-push-button-basin-waste}} abre y cierra el desagüe con una ligera presión, sin cadenillas ni tapones sueltos. Deje además unos 60 cm libres delante del inodoro y del lavabo para moverse con comodidad.',
      },
      {
        p: 'En nuestras {{showrooms}} salas de exposición mostramos varios aseos de cortesía a tamaño real. Nuestro equipo le asesorará con mucho gusto en la planificación del suyo.',
      },
    ],
    picture: 'guest-bath',
    alt: 'Aseo de cortesía con mueble suspendido de roble, lavabo redondo sobre encimera, espejo redondo y listones de madera en la pared',
  },
  {
    slug: 'salone-del-bagno-2026-milan',
    title: 'Salone del Bagno 2026: SANHAUS vuelve a exponer en Milán',
    excerpt:
      'Del 21 al 26 de abril presentamos en el Salone Internazionale del Bagno nuestros lavabos sobre encimera de resina mineral en nuevos colores, junto con bañeras exentas y mamparas de perfil mínimo.',
    date: '2026-04-29',
    body: [
      {
        p: 'Tras su primera participación en 2018, SANHAUS ha vuelto a exponer en el Salone Internazionale del Bagno, el salón del baño que se celebra dentro del Salone del Mobile.Milano. Durante seis días, nuestro stand recibió a arquitectos, interioristas, distribuidores y promotores de toda Europa. Lo concebimos como un espacio sereno y luminoso, con pocas piezas y mucho aire a su alrededor, para que cada forma pudiera apreciarse desde todos los ángulos.',
      },
      { h2: 'Lo que mostramos' },
      {
        ul: [
          'El lavabo sobre encimera {{product:orbit-42-countertop-basin}}, con un borde de solo 6 mm, ahora también en gris y en negro mate',
          'El {{product:quadra-50-countertop-basin}}, en blanco mate, gris cemento y beige arena',
          'El {{product:ovale-60-countertop-basin}}, en blanco brillante y con tapa de desagüe a juego',
          'La bañera exenta {{product:pietra-160-freestanding-stone-bath}}, teñida en masa en gris piedra',
          'La mampara walk-in {{product:clara-120-walk-in-screen}}, con perfil mural en negro mate',
          'El mueble de lavabo {{product:aria-80-vanity-unit}}, en roble y en gris seda',
        ],
      },
      {
        p: 'Los lavabos se presentaron sobre peanas de distintas alturas, como piezas de una exposición. Muchos visitantes pasaban la mano por la superficie: la resina mineral, mate y sedosa, resulta cálida al tacto y no tiene poros, algo que en una foto de catálogo apenas se aprecia.',
      },
      { h2: 'Conversaciones con proyectistas' },
      {
        p: 'Milán es el punto de encuentro del diseño internacional, y se notó en las conversaciones. Muchos visitantes llegaron con proyectos concretos: hoteles boutique en la costa, edificios de viviendas, reformas de apartamentos turísticos. Las preguntas más frecuentes giraron en torno a los plazos de fabricación, los colores especiales y la combinación de lavabos sobre encimera con encimeras de madera maciza o de terrazo.',
      },
      {
        p: 'Para SANHAUS, que ya ha expuesto en más de {{trade_fairs}} ferias, el regreso a Milán es un paso importante para dar a conocer nuestras colecciones entre los estudios de arquitectura del sur de Europa. Las sugerencias recogidas en el stand se incorporarán al desarrollo de nuestras próximas colecciones en Fráncfort y en Pujiang.',
      },
      {
        p: 'Si no pudo visitarnos en Milán, puede ver muchas de las piezas expuestas en nuestras {{showrooms}} salas de exposición o solicitar muestras de color a través del formulario de colaboración. Gracias a todas las personas que se acercaron a nuestro stand.',
      },
    ],
    picture: 'salone-it',
    alt: 'Stand de feria con lavabos expuestos sobre peanas, una bañera exenta y visitantes conversando',
  },
  {
    slug: 'diagonal-mar-barcelona',
    title: 'Residencial Diagonal Mar: 150 baños entregados en Barcelona',
    excerpt:
      'SANHAUS ha suministrado los platos de ducha, las mamparas y los conjuntos de ducha de las 150 viviendas del Residencial Diagonal Mar, a pocos pasos del mar.',
    date: '2026-02-18',
    body: [
      {
        p: 'Las primeras familias ya viven en el Residencial Diagonal Mar, en el barrio barcelonés del mismo nombre, a pocos pasos de la playa. Para sus 150 viviendas, de uno a cuatro dormitorios, SANHAUS ha suministrado el equipamiento completo de las duchas: platos, mamparas y grifería termostática, tanto para los baños principales como para los secundarios.',
      },
      { h2: 'Qué hemos suministrado' },
      {
        ul: [
          'Platos de ducha {{product:piano-120-stone-shower-tray}} en color arena, instalados enrasados con el suelo',
          'Platos de ducha {{product:ardesia-140-slate-shower-tray}} en gris, cortados a medida en obra para los baños de planta irregular',
          'Mamparas walk-in {{product:clara-120-walk-in-screen}}, sin puerta, en los baños principales',
          'Mamparas angulares {{product:quadro-90-corner-enclosure}}, con puerta abatible, en los baños secundarios',
          'Conjuntos de ducha termostáticos {{product:pioggia-300-thermostatic-shower-set}}, cromados, en todas las duchas',
        ],
      },
      { h2: 'Pensado para la luz y el aire del mar' },
      {
        p: 'La promotora buscaba un baño sereno y fácil de mantener, capaz de resistir el ambiente salino de la costa. Por eso los perfiles, bisagras y tiradores de las mamparas son de acero inoxidable 316, más resistente a la corrosión que el habitual 304, y el vidrio templado de 8 mm lleva de fábrica un tratamiento antical. Los tonos arena de los platos y las superficies mates dialogan con la luz mediterránea y disimulan las pequeñas marcas del uso diario.',
      },
      { h2: 'Una obra planificada planta por planta' },
      {
        p: 'Nuestro equipo de proyectos acompañó a la dirección facultativa desde el primer baño piloto. Los platos de resina mineral se cortaron a medida en obra allí donde la planta lo exigía, y el material se entregó por fases, planta por planta, listo para instalar. Así, los instaladores no tuvieron que almacenar mercancía en el edificio y la obra avanzó sin retrasos hasta la entrega de llaves.',
      },
      {
        p: 'Con las llaves, cada propietario recibió también una breve guía de cuidado: basta un paño húmedo y un limpiador suave para mantener los platos y el vidrio como el primer día, sin estropajos ni productos abrasivos.',
      },
      {
        p: 'Diagonal Mar se suma a los más de {{projects}} proyectos residenciales y hoteleros que SANHAUS ha equipado en todo el mundo. Si prepara una promoción de viviendas, nuestro equipo le asesorará sobre la selección de productos, los plazos y la logística desde la fase de proyecto.',
      },
    ],
    picture: 'diagonal-mar',
    alt: 'Baño junto al mar con plato de ducha color arena, mampara de vidrio con puerta abatible y una ventana con vistas al amanecer',
  },
  {
    slug: 'fabrica-pujiang-nueva-linea-de-colado',
    title: 'Fábrica de Pujiang: nueva línea de colado para lavabos de resina mineral',
    excerpt:
      'En nuestra fábrica de Pujiang funciona desde noviembre una segunda línea de colado. Acorta los plazos de los pedidos para proyectos y permite colores especiales a partir de series pequeñas.',
    date: '2025-12-02',
    body: [
      {
        p: 'Desde noviembre, nuestra fábrica de Pujiang, en la provincia china de Zhejiang, cuenta con una segunda línea de colado para lavabos de resina mineral. En ella se encadenan sin interrupciones la dosificación, el colado, el desmoldeo y el lijado. Los brazos robóticos se encargan de levantar los moldes y las piezas pesadas; nuestro personal revisa a mano cada lavabo.',
      },
      { h2: 'Cómo se fabrica un lavabo de resina mineral' },
      {
        p: 'La resina mineral es un compuesto mineral colado: trihidrato de aluminio muy fino y resina de alta calidad se mezclan, se desgasifican al vacío y se vierten en moldes de precisión. La mezcla fragua a temperatura ambiente, sin cocción en horno, lo que ahorra energía y permite paredes finas, aristas nítidas y rebosaderos integrados sin juntas. Después, cada pieza se lija y recibe su acabado mate y sedoso.',
      },
      { h2: 'Qué cambia con la nueva línea' },
      {
        ul: [
          'Aproximadamente el doble de lavabos por turno que hasta ahora',
          'Colores especiales a partir de 20 unidades',
          'Plazos más cortos para los pedidos de proyectos',
          'Menos piezas defectuosas gracias a la dosificación automática del material',
        ],
      },
      {
        p: 'En la nueva línea se fabrican, entre otros, el lavabo suspendido {{product:luna-60-wall-hung-basin}}, el lavabo sobre encimera {{product:quadra-50-countertop-basin}} y el lavabo de pedestal {{product:stele-pedestal-basin}}, cuya cubeta y columna se moldean en una sola pieza.',
      },
      {
        p: 'En una superficie de {{factory_area}} m², desarrollamos y fabricamos en Pujiang lavabos, bañeras, platos de ducha y muebles de baño. Más de {{rnd_staff}} de nuestros más de {{employees}} empleados trabajan en desarrollo de producto e I+D, en estrecho contacto con el equipo de diseño de Fráncfort.',
      },
      {
        p: 'Cada lavabo que sale de la línea lleva el marcado CE y, antes del embalaje, se comprueban sus medidas y su superficie. Además, nuestro laboratorio de fábrica somete a ensayos de carga según EN 14688 piezas tomadas al azar de cada serie.',
      },
      {
        p: 'La nueva línea también mejora las condiciones de trabajo: la mezcla se dosifica en un circuito cerrado, cada puesto de lijado cuenta con aspiración propia y nadie tiene que cargar a mano moldes de más de 40 kilos. Antes de la puesta en marcha, todo el equipo de producción recibió varias semanas de formación.',
      },
    ],
    picture: 'pujiang-line',
    alt: 'Nave de la fábrica de Pujiang con la línea de colado de lavabos',
  },
  {
    slug: 'lavabos-sobre-encimera-resina-mineral',
    title: 'Tres lavabos sobre encimera de resina mineral: redondo, cuadrado y ovalado',
    excerpt:
      'Radios suaves, superficies mates y bordes finos: nuestros lavabos sobre encimera de resina mineral encajan tanto en el baño principal como en el aseo de cortesía. Le explicamos cómo elegirlos y cómo cuidarlos.',
    date: '2025-10-17',
    body: [
      {
        p: 'Un lavabo sobre encimera es mucho más que un recipiente para el agua: es la pieza que marca el carácter de todo el baño. Por eso nuestro equipo de diseño de Fráncfort ha desarrollado tres formas básicas que se combinan con casi cualquier encimera, ya sea de roble, de nogal o de terrazo. Las tres se fabrican en nuestra propia fábrica de Pujiang, en resina mineral colada de una sola pieza.',
      },
      { h2: 'Tres formas, un mismo material' },
      {
        ul: [
          '{{product:orbit-42-countertop-basin}}: redondo, de 420 mm de diámetro y con un borde de solo 6 mm, en blanco, gris o negro mate',
          '{{product:quadra-50-countertop-basin}}: aristas definidas y cubeta de curvas suaves, de 500 × 380 mm, en blanco mate, gris cemento o beige arena',
          '{{product:ovale-60-countertop-basin}}: ovalado, de 600 × 380 mm, en blanco brillante, con rebosadero oculto y tapa de desagüe a juego',
        ],
      },
      { h2: 'Cómo elegir' },
      {
        p: 'Para un aseo de cortesía basta el lavabo redondo de 42 cm; en un baño principal con una encimera de 120 cm o más, la forma ovalada deja espacio de sobra para lavarse con comodidad. El lavabo redondo no lleva orificio para el grifo: combínelo con un grifo mural o con el grifo de lavabo alto {{product:fino-xl-tall-basin-mixer}}, cuyo caño a 210 mm de altura queda a la medida justa sobre el borde. Para los otros dos modelos, la válvula clic-clac {{product:clic-push-button-basin-waste}} completa el conjunto.',
      },
      { h2: 'Un cuidado sencillo' },
      {
        p: 'La superficie de resina mineral no tiene poros, de modo que el agua y la suciedad no penetran en el material. Para el día a día basta un paño húmedo y un poco de jabón neutro; la cal se elimina con un limpiador suave para baños. Evite los estropajos y los productos abrasivos o con disolventes. Si con los años aparecen arañazos finos o marcas de uso, pueden eliminarse con una esponja de pulido, porque el acabado es reparable.',
      },
      {
        p: 'Como todos nuestros productos, los lavabos sobre encimera tienen {{warranty_years}} años de garantía. Puede verlos y tocarlos en nuestras {{showrooms}} salas de exposición, donde nuestros asesores le ayudarán a elegir la combinación de lavabo, encimera y grifo que mejor encaje en su baño.',
      },
    ],
    picture: 'still-es',
    alt: 'Bodegón de lavabos sobre encimera de resina mineral de distintas formas y colores sobre una encimera de roble',
  },
  {
    slug: 'hotel-gran-via-jardin-madrid',
    title: 'Hotel Gran Vía Jardín: 210 baños renovados en el centro de Madrid',
    excerpt:
      'El Hotel Gran Vía Jardín ha renovado los baños de sus 210 habitaciones con inodoros suspendidos y lavabos de resina mineral de SANHAUS, sin cerrar el hotel durante las obras.',
    date: '2025-07-08',
    body: [
      {
        p: 'El Hotel Gran Vía Jardín ocupa un edificio de principios del siglo XX en pleno centro de Madrid. Sus propietarios querían modernizar los baños de las 210 habitaciones sin perder el carácter de la casa y sin cerrar el hotel. La solución fue una reforma por plantas: cada fase afectaba a una sola planta, mientras el resto del edificio seguía recibiendo huéspedes.',
      },
      { h2: 'Poco espacio, bien aprovechado' },
      {
        p: 'Muchos baños del edificio histórico miden menos de cuatro metros cuadrados. Por eso el equipo de interiorismo apostó por piezas suspendidas, que dejan el suelo despejado, facilitan la limpieza diaria y hacen que el espacio parezca mayor.',
      },
      {
        ul: [
          'Inodoros suspendidos {{product:forma-rimless-wall-hung-toilet}}, con descarga de 4,5 o 3 litros y asiento de cierre amortiguado',
          'Lavamanos suspendidos {{product:nova-45-compact-wall-hung-basin}} en las habitaciones individuales, con repisa integrada para el jabón',
          'Lavabos suspendidos {{product:luna-60-wall-hung-basin}} en las habitaciones dobles y en las suites',
          'Grifos de lavabo {{product:fino-basin-mixer}} cromados, con un aireador que limita el caudal a 5 litros por minuto',
          'Conjuntos de ducha de mano {{product:goccia-hand-shower-set}} en negro mate en todas las duchas',
        ],
      },
      { h2: 'Pensado para el uso intensivo de un hotel' },
      {
        p: 'En un hotel, cada baño se limpia a diario y lo utilizan cientos de huéspedes al año. Los inodoros sin brida no tienen rincones ocultos donde se acumule la suciedad, y la superficie cerrada de los lavabos de resina mineral se limpia con un paño húmedo. Los aireadores de la grifería reducen el consumo de agua sin restar confort, algo que el hotel valora tanto por sus costes como por su compromiso ambiental.',
      },
      { h2: 'De la habitación piloto a la última planta' },
      {
        p: 'Antes de la fabricación en serie, nuestro equipo de proyectos preparó con los arquitectos una habitación piloto, en la que se comprobaron las medidas, los acabados y el montaje. Las entregas se ajustaron después al calendario de cada planta, de modo que cada fase pudo cerrarse en el plazo previsto.',
      },
      {
        p: 'Si prepara la reforma de un hotel, le ayudamos a elegir los productos y a planificar las fases desde el primer boceto, con una habitación piloto si lo desea y con entregas ajustadas a su calendario de obra.',
      },
    ],
    picture: 'hotel-munich',
    alt: 'Baño de habitación de hotel con lavabo sobre una encimera de nogal, espejo ovalado, ducha walk-in y ventana con vistas a la ciudad',
  },
  {
    slug: 'ish-2025-feria',
    title: 'ISH 2025: cinco días en Fráncfort',
    excerpt:
      'En la feria ISH de Fráncfort presentamos la nueva versión de nuestra puerta corredera para hueco, bañeras exentas de resina mineral y conjuntos de ducha, y ofrecimos un primer vistazo a nuestros próximos lavabos sobre encimera.',
    date: '2025-03-27',
    body: [
      {
        p: 'Del 17 al 21 de marzo de 2025, SANHAUS estuvo presente en la ISH de Fráncfort del Meno, la feria líder mundial del agua, la calefacción y la climatización. Para nosotros es una cita especial: en la ISH de 2007 presentamos por primera vez nuestra marca al público profesional y, desde entonces, hemos expuesto en más de {{trade_fairs}} ferias de todo el mundo.',
      },
      {
        p: 'Nuestro stand se concibió como un baño sereno, con mucha luz, materiales naturales y espacio para conversar. En lugar de paredes llenas de producto, mostramos pocas piezas en ambientes completos.',
      },
      { h2: 'Las novedades, en resumen' },
      {
        ul: [
          'La nueva versión de la puerta corredera {{product:linea-140-sliding-door}}, con perfiles aún más finos, ruedas silenciosas sobre rodamientos y una hoja que se desmonta fácilmente para su limpieza',
          'El conjunto de ducha termostático {{product:pioggia-300-thermostatic-shower-set}}, con tope de seguridad a 38 °C',
          'Primeros prototipos de nuestros lavabos sobre encimera redondos, cuadrados y ovalados',
        ],
      },
      {
        p: 'Junto a las novedades expusimos dos bañeras exentas ya consolidadas en nuestra gama: la bañera {{product:pietra-160-freestanding-stone-bath}}, pensada para baños de superficie reducida, y la bañera {{product:terra-freestanding-stone-bath}}, con respaldo de inclinación ergonómica.',
      },
      { h2: 'Resina mineral que se puede tocar' },
      {
        p: 'El centro del stand lo ocupaba una bañera exenta de resina mineral. Muchos visitantes se sorprendieron de lo cálida que resulta su superficie al tacto: la densa masa mineral acumula el calor y lo libera despacio, de modo que el agua del baño se mantiene caliente bastante más tiempo que en una bañera de pared fina. Quien quería saber más podía ver de cerca las paredes de 15 mm y el desagüe premontado.',
      },
      {
        p: 'En la zona de ducha, la puerta corredera {{product:linea-140-sliding-door}} estaba instalada en un hueco alicatado, sobre el plato de ducha {{product:piano-120-stone-shower-tray}}, enrasado con el suelo. Los profesionales probaban el deslizamiento de la hoja y la textura antideslizante del plato, y preguntaban sobre todo por la instalación en reformas, donde un plato de solo 30 mm de altura facilita mucho el trabajo.',
      },
      {
        p: 'Nos alegró especialmente conversar con tantos distribuidores, proyectistas y clientes de proyectos de España, de Alemania y de todo el mundo. Sus preguntas sobre colores, plazos y cantidades para hoteles nos acompañarán en el desarrollo de las próximas colecciones. Gracias a todos por su visita: nos vemos en la próxima edición.',
      },
    ],
    picture: 'ish-es',
    alt: 'Stand de feria con una bañera exenta ovalada en tono hormigón, una mampara de ducha walk-in y visitantes',
  },
]
