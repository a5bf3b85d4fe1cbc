import type { NewsSeed } from '../types'

/** The news of the en site: articles written for its readers, not translations of one another. */
export const en: readonly NewsSeed[] = [
  {
    slug: 'choosing-a-freestanding-bath',
    title: 'Stone resin or acrylic? How to choose a freestanding bath',
    excerpt:
      'Both materials make beautiful freestanding baths, but they differ in weight, warmth and feel. Here is how to decide which one suits your bathroom.',
    date: '2026-05-12',
    body: [
      {
        p: 'A freestanding bath is often the centrepiece of a bathroom renovation. Before choosing a shape, it is worth deciding on the material, because stone resin and sanitary acrylic behave quite differently in everyday use. We make freestanding baths in both, so we can compare them honestly.',
      },
      { h2: 'Stone resin: weight and lasting warmth' },
      {
        p: 'Stone-resin baths are cast in one piece, with walls 15 mm thick throughout. The dense material stores heat and releases it slowly, so bath water stays warm noticeably longer than in thin-walled baths. The silky matt surface feels pleasant against the skin and can be renewed if it is ever scratched. The {{product:terra-freestanding-stone-bath}} bath measures 1700 × 800 mm and has an ergonomically angled backrest that lets you lie back and relax. The {{product:pietra-160-freestanding-stone-bath}} is the compact alternative: at 1600 × 750 mm it needs barely more floor space than a built-in bath, and its exterior is coloured through in stone grey, so small marks hardly show.',
      },
      { h2: 'Acrylic: light and versatile' },
      {
        p: 'Sanitary acrylic is vacuum-formed from a single sheet and reinforced on the back with glass fibre and resin. It is warm to the touch and much lighter than stone resin, which makes it the right choice for older buildings and upper floors. The double-walled {{product:nuvola-170-freestanding-acrylic-bath}} bath weighs around 45 kg. The {{product:lago-180-freestanding-acrylic-bath}} has two equally angled backrests and a central waste, so two people can bathe in comfort. If you prefer a classic look, the {{product:regency-victorian-bath}} Victorian bath stands on four claw feet and can be painted on the outside in any RAL colour.',
      },
      { h2: 'Questions to ask before you buy' },
      {
        ul: [
          'Can the floor carry the weight of the filled bath? If in doubt, ask a structural engineer, especially for stone resin on upper floors.',
          'Is there enough space around the bath to walk past it and to clean behind it comfortably?',
          'Where will the supply and waste pipes run? If you choose a floor-standing tap, such as our {{product:fino-freestanding-bath-filler}} bath filler, its concealed floor box must be set before the screed is laid.',
          'How will the bath reach the room? Measure stairs, doorways and lifts before delivery day.',
        ],
      },
      {
        p: 'Our advisers will gladly show you both materials side by side in our showrooms. Bring a plan of your bathroom, and we will help you find the bath that suits both the room and the way you like to bathe.',
      },
    ],
    picture: 'bath-sand',
    alt: 'Sand-coloured freestanding bath on a wooden floor beside a potted olive tree',
  },
  {
    slug: 'planning-a-small-cloakroom',
    title: 'Planning a small cloakroom: more space than you think',
    excerpt:
      'A cloakroom often has less than two square metres of floor space. With the right clearances and compact products, it can still feel generous.',
    date: '2026-03-18',
    body: [
      {
        p: 'In many homes the cloakroom is the smallest room in the house, and it is often the first one guests see. Planning it well is less about square metres than about proportions, clearances and a few carefully chosen products. Our advisers plan cloakrooms every week; these are the points they check first.',
      },
      { h2: 'Start with the clearances' },
      {
        p: 'Before choosing any products, measure the room and note which way the door opens. In front of the toilet and the basin, around 700 mm of clear floor space is comfortable, and 600 mm is a practical minimum. If space is very tight, an outward-opening or sliding door can make all the difference. Check, too, where the existing supply and waste pipes are: moving them is possible, but it affects the budget more than any product choice.',
      },
      { h2: 'Compact products that work hard' },
      {
        ul: [
          'The {{product:nova-45-compact-wall-hung-basin}} compact basin measures just 450 × 250 mm, with an integrated ledge for soap and a pre-drilled tap hole.',
          'The {{product:forma-rimless-wall-hung-toilet}} wall-hung toilet hangs on a concealed frame, which leaves the floor free and easy to clean; it flushes with 4.5 or 3 litres.',
          'The {{product:fino-basin-mixer}} basin mixer limits the flow to 5 litres per minute without any loss of comfort.',
          'The {{product:clic-push-button-basin-waste}} push-button waste comes with a space-saving brass bottle trap that looks tidy under a wall-hung basin.',
        ],
      },
      { h2: 'When you need storage' },
      {
        p: 'If the cloakroom doubles as a second bathroom, storage matters. The {{product:aria-60-vanity-unit}} vanity unit combines a wall-hung cabinet with two drawers and a stone-resin washbasin, 600 mm wide. Where depth is limited, the {{product:arco-70-semi-recessed-basin}} semi-recessed basin is a good alternative: it is half set into the vanity top, so the cabinet below can stay shallow.',
      },
      { h2: 'Light, mirror and ventilation' },
      {
        p: 'A large mirror above the basin visually doubles the room, and light from beside the mirror is far more flattering than a single spotlight in the ceiling. Light wall colours combined with one warm material, such as oak, make a small room feel calm rather than cramped. And do not forget ventilation: in a cloakroom without a window, a quiet extractor fan is essential.',
      },
      {
        p: 'Would you like help with your plan? Visit one of our {{showrooms}} showrooms or send us a sketch with the dimensions of the room, and our advisers will suggest a layout.',
      },
    ],
    picture: 'guest-bath',
    alt: 'Small guest bathroom with a white basin on an oak vanity, a round mirror and wooden wall slats',
  },
  {
    slug: 'hotel-isarblick-munich-completed',
    title: 'Hotel Isarblick, Munich: 180 bathrooms completed',
    excerpt:
      'Munich’s Hotel Isarblick has reopened after a full refurbishment, with stone-resin basins, walk-in showers and wall-hung toilets from SANHAUS in all 180 guest bathrooms.',
    date: '2026-01-20',
    body: [
      {
        p: 'After eleven months of refurbishment, Hotel Isarblick on the banks of the Isar welcomed its first guests again in January. SANHAUS supplied the complete bathroom fit-out for all 180 rooms, from basins and taps to shower screens and toilets – planned, produced and delivered by a single partner.',
      },
      { h2: 'What we supplied' },
      {
        ul: [
          'The {{product:quadra-50-countertop-basin}} countertop basin in matt white on walnut vanity tops, with the {{product:fino-xl-tall-basin-mixer}} tall basin mixer in matt black',
          'The {{product:clara-120-walk-in-screen}} walk-in screen with a matt black stabiliser bar, above the {{product:piano-120-stone-shower-tray}} shower tray fitted flush with the floor',
          'The {{product:pioggia-300-thermostatic-shower-set}} thermostatic shower set, with its safety stop at 38 °C',
          'The {{product:forma-rimless-wall-hung-toilet}} rimless wall-hung toilet with a slim soft-close seat',
        ],
      },
      { h2: 'Why the hotel chose stone resin' },
      {
        p: 'The hotel’s operators wanted bathrooms that look calm and stay easy to clean under heavy daily use. Stone resin has a non-porous surface that housekeeping can wipe clean with a damp cloth and a mild cleaner, and small marks from everyday use can be sanded out on site instead of replacing the basin. The flush-fitted shower trays are just 30 mm high and have a finely textured, slip-resistant surface – an important point for a hotel whose guests range from business travellers to families with young children. Walnut tops and matt black fittings give the rooms a warm, residential character that sets the hotel apart from the business hotels nearby.',
      },
      { h2: 'Planned together, delivered on schedule' },
      {
        p: 'Our project team worked alongside the architects from the very first sample room, which was fitted out on the third floor and used by hotel staff for four weeks. Their feedback led to two changes: a deeper shelf beside the basin for guests’ toiletries, and a shower control that can be reached without stepping into the spray. Every bathroom was then delivered floor by floor, packed room by room and labelled for the installers, so the hotel could reopen on schedule.',
      },
      {
        p: 'Hotel Isarblick is one of more than {{projects}} hotel and residential projects we have equipped. If you are planning a refurbishment, our project team will gladly help with sample rooms, technical drawings and delivery schedules.',
      },
    ],
    picture: 'hotel-munich',
    alt: 'Hotel guest bathroom with a white basin on a wooden vanity top and a walk-in shower',
  },
  {
    slug: 'three-new-stone-resin-countertop-basins',
    title: 'Round, square, oval: three new countertop basins in stone resin',
    excerpt:
      'Our three new stone-resin countertop basins bring soft, precise forms to main bathrooms and cloakrooms alike.',
    date: '2025-10-14',
    body: [
      {
        p: 'A countertop basin turns the washstand into a piece of furniture. With three new models in stone resin, we now offer a countertop basin for almost every vanity, from a narrow cloakroom shelf to a generous double top. All three were designed by our team in Frankfurt and are cast in our own factory in Pujiang.',
      },
      { h2: 'Three shapes, one material' },
      {
        ul: [
          'The {{product:orbit-42-countertop-basin}}: a round bowl 420 mm in diameter, with a rim just 6 mm thick. It has no tap hole and pairs with a wall-mounted or tall basin mixer.',
          'The {{product:quadra-50-countertop-basin}}: crisp outer edges around a softly rounded bowl, 500 × 380 mm, in matt white, concrete grey or sand beige.',
          'The {{product:ovale-60-countertop-basin}}: an oval 600 × 380 mm bowl with plenty of room for washing, a concealed overflow and a matching waste with a stone-resin cover.',
        ],
      },
      { h2: 'Why stone resin' },
      {
        p: 'Stone resin is a cast mineral composite of fine aluminium trihydrate and high-grade resin. Cast in one piece, it allows thin rims and crisp edges that would be hard to achieve in ceramic. The silky matt surface is non-porous and feels warm to the touch, and it can be lightly sanded to remove everyday marks, so the basin still looks its best after years of use.',
      },
      { h2: 'The right tap and waste' },
      {
        p: 'Because a countertop basin sits on top of the vanity, the tap needs a higher spout. The {{product:fino-xl-tall-basin-mixer}} tall basin mixer has a spout height of 210 mm and is available in chrome, matt black and brushed nickel. Those who prefer a clear vanity top can fit a wall-mounted mixer instead, ideally planned before the wall is tiled. For a clean look inside the bowl, we recommend the {{product:clic-push-button-basin-waste}} push-button waste, which opens and closes with a light press on the plug and has a removable hair strainer.',
      },
      {
        p: 'All three basins come with our {{warranty_years}}-year guarantee and are available now from our specialist retail partners and for projects. You can see them in our showrooms, where our advisers will help you combine them with different vanity tops and taps.',
      },
    ],
    picture: 'still-zh',
    alt: 'Three white stone-resin countertop basins – round, oval and square – side by side on an oak top with matt black taps',
  },
  {
    slug: 'caring-for-stone-resin',
    title: 'Looking after stone resin: care tips for basins, trays and baths',
    excerpt:
      'Stone resin needs very little care, and a few simple habits keep basins, shower trays and baths looking as good as on the first day.',
    date: '2025-08-20',
    body: [
      {
        p: 'Stone resin is a cast mineral composite with a dense, non-porous surface. Water, soap and dirt cannot penetrate it, so everyday care is quick. Whether you have the {{product:luna-60-wall-hung-basin}} wall-hung basin, the {{product:piano-120-stone-shower-tray}} shower tray or the {{product:terra-freestanding-stone-bath}} bath, the same simple rules apply.',
      },
      { h2: 'Everyday cleaning' },
      {
        ul: [
          'Wipe the surface with a soft, damp cloth and a mild, pH-neutral cleaner or a little washing-up liquid.',
          'Rinse with clear water and dry with a soft cloth, especially in hard-water areas.',
          'Use a soft brush for the finely textured, slip-resistant surface of shower trays.',
          'Avoid scouring powders, abrasive sponges and cleaners containing solvents such as acetone.',
        ],
      },
      { h2: 'Limescale and stubborn marks' },
      {
        p: 'In hard-water areas, limescale can build up around the tap and the waste. Remove it with a diluted vinegar or citric-acid solution: apply it, leave it for a few minutes, then rinse thoroughly. Do not leave descaling products on the surface overnight. Hair dye, nail varnish and strongly coloured cosmetics should be wiped away at once, before they dry.',
      },
      { h2: 'Small scratches can be repaired' },
      {
        p: 'One of the great advantages of stone resin is that its surface can be renewed. Fine scratches and signs of use on a matt surface can be removed with a fine abrasive pad, working in small circles with a little water; gloss surfaces can be brought back with a polishing paste. Deeper damage, for example from a dropped glass bottle, can be repaired by our service team. To be safe, never put very hot objects such as hair straighteners directly on the basin.',
      },
      { h2: 'Taps and glass' },
      {
        p: 'The fittings around your basin and shower need similar care. Clean taps with a damp cloth and a little soap only, never with acidic or abrasive cleaners, which can damage chrome and PVD finishes. Shower enclosures with our easy-clean coating stay clear longest if you wipe the glass with a squeegee after each shower.',
      },
      {
        p: 'All SANHAUS products carry our {{warranty_years}}-year guarantee on materials and workmanship. If you are unsure about a cleaning product or a mark on your basin, send our service team a photo – we will tell you how to deal with it.',
      },
    ],
    picture: 'still-en',
    alt: 'Close-up of a round white stone-resin basin on an oak top against a dark wall, with water running from a brass tap',
  },
  {
    slug: 'inside-the-pujiang-factory',
    title: 'Inside our Pujiang factory: how a stone-resin basin is made',
    excerpt:
      'From the raw mix to the final inspection, every stone-resin basin passes through the same careful steps in our own factory in Pujiang.',
    date: '2025-06-12',
    body: [
      {
        p: 'Every SANHAUS basin, shower tray and stone-resin bath is made in our own factory in Pujiang, Zhejiang province. On {{factory_area}} m², more than {{employees}} employees cast, machine, finish and test our products under one roof. This is what happens on the casting line before a basin leaves the factory.',
      },
      { h2: 'Mixing under vacuum' },
      {
        p: 'Stone resin begins as a mix of fine aluminium trihydrate (ATH), high-grade resin and pigments. The components are weighed automatically and mixed under vacuum, which draws out the air bubbles. This step matters more than any other: a dense, homogeneous material without voids is what makes the finished basin strong and non-porous.',
      },
      { h2: 'Gelcoat and casting' },
      {
        p: 'Before casting, each precision mould receives a thin gelcoat layer that will later form the surface of the basin. The mix is then poured into the mould and cures at room temperature, with no kiln firing. This saves energy and allows slim walls, crisp edges and seamlessly integrated overflows – the details that define pieces such as the {{product:ovale-60-countertop-basin}} countertop basin or the {{product:stele-pedestal-basin}} pedestal basin, whose basin and column are cast as one.',
      },
      { h2: 'Machining and finishing' },
      {
        p: 'After demoulding, CNC machines drill tap holes and waste outlets to exact dimensions. The edges are then sanded by hand, and the surface receives its final silky matt or gloss finish. Sculptural pieces such as the {{product:petra-sculptural-basin}} basin are finished entirely by hand, so each one is slightly different.',
      },
      { h2: 'Inspection and testing' },
      {
        ul: [
          'Every piece is inspected under daylight lamps before it is packed.',
          'Samples from each batch are load-tested in our own laboratory, accredited by CNAS to ISO/IEC 17025.',
          'Shower trays are tested for slip resistance, and baths for durability under thermal cycling.',
          'Finally, each piece is packed in a fitted carton with corner protection, ready to travel to customers in more than {{countries}} countries and regions.',
        ],
      },
      {
        p: 'Next to the casting line is our development centre, where more than {{rnd_staff}} product developers work closely with the design team in Frankfurt. New shapes go from sketch to prototype in our own workshop, so we can test a design in real stone resin long before it goes into series production.',
      },
    ],
    picture: 'pujiang-line',
    alt: 'Casting line in the SANHAUS factory in Pujiang',
  },
  {
    slug: 'ish-2025-trade-fair',
    title: 'ISH 2025: five days in Frankfurt',
    excerpt:
      'At ISH in Frankfurt we presented a new version of our alcove sliding door, a compact freestanding bath and a first look at our upcoming stone-resin countertop basins.',
    date: '2025-03-24',
    body: [
      {
        p: 'From 17 to 21 March 2025, SANHAUS exhibited at ISH in Frankfurt am Main, the world’s leading trade fair for water, heat and air. Our stand was designed as a calm bathroom, with plenty of light, natural oak and room to talk. For us, ISH has a special meaning: it was here that we first showed our bathroom furniture, and the fair remains our most important meeting point with dealers from Germany, Austria and Switzerland.',
      },
      { h2: 'This year’s highlights' },
      {
        ul: [
          'A new version of the {{product:linea-140-sliding-door}} alcove sliding door, with even slimmer profiles and quiet ball-bearing rollers',
          'The {{product:pioggia-300-thermostatic-shower-set}} thermostatic shower set, with a 300 mm overhead shower and a safety stop at 38 °C',
          'First prototypes of three stone-resin countertop basins, which go into production later this year',
        ],
      },
      {
        p: 'Alongside the new pieces stood established ones from our range. The {{product:pietra-160-freestanding-stone-bath}}, our compact freestanding bath in stone resin, showed how a freestanding bath fits a room with limited space, and our stone-resin basins and bathroom furniture in natural oak and silk-grey lacquer were set up as complete washstands so that visitors could judge proportions, finishes and taps together. The {{product:aria-60-vanity-unit}} vanity unit, with its two soft-close drawers and stone-resin washbasin, was one of the most photographed pieces on the stand.',
      },
      { h2: 'What visitors asked about' },
      {
        p: 'Many conversations at the stand were about renovation. Homeowners and installers wanted to know how a freestanding bath can fit into an ordinary family bathroom, and the {{product:pietra-160-freestanding-stone-bath}} answered the question: at 1600 × 750 mm it needs barely more floor space than a built-in bath. Hotel project clients, on the other hand, focused on the shower. The {{product:linea-140-sliding-door}} sliding door closes off an alcove with one fixed and one sliding panel in 8 mm toughened glass, and the door lifts off easily for cleaning – a detail housekeeping teams appreciate.',
      },
      { h2: 'Thank you for visiting' },
      {
        p: 'We particularly enjoyed meeting so many dealers, designers and project clients from around the world. ISH is one of more than {{trade_fairs}} trade fairs at which SANHAUS has exhibited, and it remains one of the most important. Thank you to everyone who visited us; our sales team will follow up every enquiry in the coming weeks.',
      },
    ],
    picture: 'ish-en',
    alt: 'SANHAUS trade-fair stand with basins on plinths, a freestanding bath and visitors',
  },
]
