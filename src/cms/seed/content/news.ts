import type { Locale } from '@/i18n/locales'

import type { NewsSeed } from './types'

export const news: Readonly<Record<Locale, readonly NewsSeed[]>> = {
  de: [
    {
      slug: 'salone-del-bagno-2026-mailand',
      title: 'Salone del Bagno 2026: SANHAUS zum ersten Mal in Mailand',
      excerpt:
        'Vom 21. bis 26. April haben wir auf dem Salone Internazionale del Bagno die Kollektion Calma und neue Oberflächen für unsere Badmöbel gezeigt.',
      date: '2026-04-28',
      body: [
        {
          p: 'Zum ersten Mal war SANHAUS auf dem Salone Internazionale del Bagno vertreten, der im Rahmen des Salone del Mobile.Milano stattfindet. Unser Stand war als heller, ruhiger Raum gestaltet – mit den Waschbecken der Kollektion Calma im Mittelpunkt.',
        },
        { h2: 'Das haben wir gezeigt' },
        {
          ul: [
            'Calma-Waschbecken aus Mineralguss in Mattweiß, Sand und Graphit',
            'Badmöbel Nova mit neuen Fronten in Eiche und Nussbaum',
            'Die freistehende Badewanne Solis aus Mineralwerkstoff',
            'Duschabtrennungen Linea mit besonders schmalen Profilen',
          ],
        },
        { h2: 'Gespräche mit Architekten und Planern' },
        {
          p: 'Mailand ist der Treffpunkt der internationalen Designszene. Viele Besucherinnen und Besucher kamen mit konkreten Vorhaben an unseren Stand – vom Boutique-Hotel bis zur Wohnanlage. Ihre Anregungen fließen in die Entwicklung unserer nächsten Kollektionen ein. Herzlichen Dank für Ihren Besuch!',
        },
      ],
      picture: 'salone-de',
      alt: 'SANHAUS-Stand auf dem Salone del Bagno 2026 mit Calma-Waschbecken auf Podesten, einer freistehenden Badewanne und Messebesuchern',
    },
    {
      slug: 'showroom-muenchen-eroeffnet',
      title: 'Neuer Showroom in München: Bäder zum Anfassen',
      excerpt:
        'In der Münchner Maxvorstadt zeigt SANHAUS seine Kollektionen jetzt auf zwei Etagen – vom Mineralguss-Waschbecken bis zur freistehenden Badewanne.',
      date: '2026-02-10',
      body: [
        {
          p: 'Seit Anfang Februar können Planer, Händler und Bauherren unsere Kollektionen in München in aller Ruhe erleben. Der neue Showroom liegt in der Maxvorstadt und zeigt auf zwei Etagen vollständig eingerichtete Bäder.',
        },
        { h2: 'Material und Form aus nächster Nähe' },
        {
          p: 'Wer ein Bad plant, möchte Oberflächen fühlen und Proportionen sehen. Deshalb sind alle Produkte angeschlossen und in echten Raumsituationen aufgebaut – vom kompakten Gästebad bis zum großzügigen Wellnessbad.',
        },
        {
          ul: [
            'Mineralguss-Waschbecken und Badmöbel in allen aktuellen Oberflächen',
            'Duschabtrennungen und Duschwannen in Originalgröße',
            'Freistehende Badewannen aus Acryl und Mineralwerkstoff',
            'Armaturen und WCs zum Ausprobieren',
          ],
        },
        {
          p: 'Mit München zählt SANHAUS nun {{showrooms}} Showrooms. Einen persönlichen Beratungstermin vereinbaren Sie telefonisch oder per E-Mail mit unserem Team in Frankfurt.',
        },
      ],
      picture: 'showroom-munich',
      alt: 'Blick in den neuen SANHAUS Showroom in München mit eingerichteten Musterbädern',
    },
    {
      slug: 'hotel-isarblick-muenchen',
      title: 'Hotel Isarblick in München: 180 Bäder aus einer Hand',
      excerpt:
        'Nach der Komplettsanierung hat das Münchner Hotel Isarblick wieder geöffnet. Alle 180 Gästebäder sind mit Mineralguss-Waschbecken, bodengleichen Duschen und Armaturen von SANHAUS ausgestattet.',
      date: '2026-01-20',
      body: [
        {
          p: 'Elf Monate lang wurde das Hotel Isarblick am Ufer der Isar umgebaut, im Januar hat es die ersten Gäste wieder empfangen. SANHAUS hat die komplette Badausstattung für alle 180 Zimmer geliefert.',
        },
        { h2: 'Unser Lieferumfang' },
        {
          ul: [
            '180 Mineralguss-Waschbecken auf Waschtischplatten aus Nussbaum',
            'Walk-in-Duschen mit rahmenlosem Sicherheitsglas und flachen Duschwannen',
            'Thermostat-Duschsysteme und Waschtischarmaturen in Schwarz matt',
            'Wand-WCs mit Absenkautomatik',
          ],
        },
        { h2: 'Gemeinsam geplant, pünktlich geliefert' },
        {
          p: 'Unser Projektteam hat die Architekten vom ersten Musterzimmer an begleitet. Geliefert wurde Etage für Etage und montagefertig – so konnte das Hotel wie geplant wiedereröffnen.',
        },
      ],
      picture: 'hotel-munich-tray',
      alt: 'Gästebad im Hotel Isarblick mit Mineralguss-Waschbecken auf einer Nussbaumplatte, Walk-in-Dusche und Blick auf die Türme der Frauenkirche',
    },
    {
      slug: 'werk-pujiang-neue-fertigungslinie',
      title: 'Werk Pujiang: neue Fertigungslinie für Mineralguss-Waschbecken',
      excerpt:
        'In unserem Werk in Pujiang läuft eine zweite Gießlinie. Sie verkürzt die Lieferzeiten und macht Sonderfarben schon bei kleinen Stückzahlen möglich.',
      date: '2025-12-02',
      body: [
        {
          p: 'Seit November arbeitet in unserem Werk in Pujiang eine zweite Fertigungslinie für Waschbecken aus Mineralguss. Gießen, Entformen und Schleifen greifen dort nahtlos ineinander: Roboterarme übernehmen das schwere Heben, unsere Mitarbeiterinnen und Mitarbeiter prüfen jedes Becken von Hand.',
        },
        { h2: 'Was sich mit der neuen Linie ändert' },
        {
          ul: [
            'Etwa doppelt so viele Becken pro Schicht wie bisher',
            'Sonderfarben schon ab 20 Stück',
            'Kürzere Lieferzeiten für Projektaufträge',
            'Weniger Ausschuss dank automatischer Dosierung des Gießmaterials',
          ],
        },
        {
          p: 'Auf {{factory_area}} m² entwickeln und fertigen wir in Pujiang Waschbecken, Badewannen und Badmöbel. Mehr als {{rnd_staff}} unserer über {{employees}} Mitarbeitenden arbeiten in Produktentwicklung sowie Forschung und Entwicklung.',
        },
        {
          p: 'Jedes Becken, das die Linie verlässt, trägt die CE-Kennzeichnung und wird vor dem Verpacken auf Maßhaltigkeit und Oberfläche geprüft.',
        },
      ],
      picture: 'pujiang-line',
      alt: 'Fertigungshalle in Pujiang: Mineralguss-Waschbecken auf einem Förderband zwischen zwei Roboterarmen',
    },
    {
      slug: 'calma-kollektion-mineralguss',
      title: 'Calma: die neue Kollektion aus Mineralguss',
      excerpt:
        'Weiche Radien, matte Oberflächen, klare Linien: Mit Calma erweitern wir unser Programm um sieben Mineralguss-Waschbecken für Bad und Gäste-WC.',
      date: '2025-10-14',
      body: [
        {
          p: 'Calma steht für Ruhe im Bad. Die neue Kollektion umfasst sieben Mineralguss-Waschbecken – vom kompakten Handwaschbecken bis zum Doppelwaschtisch – und wurde von unserem Designteam in Frankfurt entworfen.',
        },
        { h2: 'Ein Material, viele Formen' },
        {
          p: 'Gefertigt werden die Becken in unserem eigenen Werk in Pujiang. Der porenfreie Mineralguss lässt sich leicht reinigen, fühlt sich angenehm warm an und kann bei Bedarf nachpoliert werden.',
        },
        {
          ul: [
            'Aufsatz-, Wand- und Einbauvarianten',
            'Oberflächen in Mattweiß, Sand und Graphit',
            'Passende Badmöbel in Eiche und Lack',
            '{{warranty_years}} Jahre Garantie auf alle Modelle',
          ],
        },
        { p: 'Calma ist ab sofort über unsere Fachhandelspartner erhältlich.' },
      ],
      picture: 'calma-de',
      alt: 'Mattweißes Aufsatzwaschbecken der Kollektion Calma auf einem Waschtisch aus Eiche',
    },
    {
      slug: 'solis-neue-farbtoene',
      title: 'Solis: unsere freistehende Badewanne in neuen Farbtönen',
      excerpt:
        'Sand, Ton, Salbei und Graphit: Nach der Premiere auf der ISH ist die freistehende Badewanne Solis jetzt neben Weiß in vier matten Farbtönen lieferbar.',
      date: '2025-09-09',
      body: [
        {
          p: 'Die Solis gehört zu unseren beliebtesten Badewannen: eine ruhige ovale Form auf einem zurückgesetzten Sockel, die im Raum zu schweben scheint. Nach der Premiere auf der ISH ist sie jetzt in fünf matten Farbtönen lieferbar.',
        },
        { h2: 'Mineralwerkstoff, durch und durch gefärbt' },
        {
          p: 'Gegossen wird die Solis in unserem Werk in Pujiang, und zwar aus durchgefärbtem Mineralwerkstoff. Kleine Kratzer lassen sich deshalb einfach auspolieren, ohne dass eine andere Farbe durchscheint. Zugleich hält die Oberfläche die Wärme des Badewassers lange.',
        },
        {
          ul: [
            'Farbtöne: Weiß, Sand, Ton, Salbei und Graphit',
            'Außenmaß 170 × 80 cm, Füllmenge rund 240 Liter',
            'Passende Standarmaturen in Chrom, Schwarz matt und gebürstetem Messing',
            '{{warranty_years}} Jahre Garantie',
          ],
        },
        { p: 'Alle Farbtöne können Sie in unseren Showrooms sehen und anfassen.' },
      ],
      picture: 'solis-sand',
      alt: 'Freistehende Badewanne Solis im Farbton Sand mit einer Standarmatur aus Messing vor einem großen Fenster',
    },
    {
      slug: 'linea-duschabtrennung-lieferbar',
      title: 'Linea: die Duschabtrennung mit schmalen Profilen ist lieferbar',
      excerpt:
        'Die auf der ISH vorgestellte Duschabtrennung Linea ist ab sofort erhältlich – als Walk-in-Dusche, Eckeinstieg oder Nischenlösung.',
      date: '2025-06-24',
      body: [
        {
          p: 'Auf der ISH im März haben wir Linea zum ersten Mal gezeigt, jetzt geht die Duschabtrennung in Serie. Ihr Kennzeichen sind Profile von nur 15 Millimetern Breite: Das Glas wirkt beinahe frei stehend, und das Bad bleibt offen und hell.',
        },
        { h2: 'Varianten und Ausstattung' },
        {
          ul: [
            'Walk-in, Eckeinstieg, Nische und U-Form',
            '8 mm Einscheibensicherheitsglas mit Kalkschutzbeschichtung',
            'Profile in Schwarz matt, Chrom und gebürstetem Messing',
            'Passende flache Duschwannen und Regenbrausen',
          ],
        },
        {
          p: 'Wie alle unsere Duschabtrennungen trägt Linea die CE-Kennzeichnung. Innerhalb Deutschlands liefern wir in der Regel innerhalb von {{delivery_days_germany}} Tagen.',
        },
      ],
      picture: 'linea-shower',
      alt: 'Walk-in-Dusche Linea mit rahmenlosem Glas, schwarzem Profil, Regenbrause und flacher Duschwanne',
    },
    {
      slug: 'kostenlose-einlagerung-lieferservice',
      title: 'Ihr Bad kommt, wenn die Baustelle so weit ist',
      excerpt:
        'Bauzeiten verschieben sich: Wir lagern Ihre Bestellung kostenlos ein und liefern sie pünktlich zum Einbau. Ein Überblick über unseren Lager- und Lieferservice.',
      date: '2025-05-13',
      body: [
        {
          p: 'Auf kaum einer Baustelle läuft alles nach Plan. Damit Badewanne, Waschtisch und Duschabtrennung nicht im Weg stehen oder im Rohbau Schaden nehmen, lagern wir Ihre Bestellung auf Wunsch {{free_storage_days}} Tage lang kostenlos bei uns ein.',
        },
        { h2: 'So funktioniert es' },
        {
          ul: [
            'Sie bestellen wie gewohnt und nennen uns den gewünschten Liefertermin.',
            'Wir lagern die Ware originalverpackt und versichert ein.',
            'Sobald Sie die Ware abrufen, liefern wir sie zum vereinbarten Termin bis an Ihre Tür.',
            'Nach der Lieferung prüfen wir die Ware gemeinsam mit Ihnen und schließen die Abnahme innerhalb von {{acceptance_hours}} Stunden ab.',
            'Kommt etwas beschädigt an, ersetzen wir es oder senden es kostenlos neu zu.',
          ],
        },
        { h2: 'Lieferung und Montage' },
        {
          p: 'Innerhalb Deutschlands erhalten Sie lagernde Artikel in {{delivery_days_germany}} Tagen, in China liefern wir kostenlos in {{delivery_cities}} Städte. Auf Wunsch montiert unser Servicenetz fachgerecht bei Ihnen vor Ort – landesweit und aus einer Hand.',
        },
      ],
      picture: 'storage-hall',
      alt: 'Lager von SANHAUS mit Hochregalen voller Kartons, einer verpackten Badewanne auf einer Palette und einem Lieferwagen am Tor',
    },
    {
      slug: 'ish-2025-messeauftritt',
      title: 'ISH 2025: Rückblick auf fünf Tage in Frankfurt',
      excerpt:
        'Auf der ISH in Frankfurt haben wir neue Duschabtrennungen und Badewannen vorgestellt und einen ersten Blick auf unsere kommende Waschbeckenkollektion gewährt.',
      date: '2025-03-24',
      body: [
        {
          p: 'Vom 17. bis 21. März 2025 war SANHAUS auf der ISH in Frankfurt am Main vertreten. Unser Stand war als ruhiges Bad gestaltet – mit viel Licht, natürlichen Materialien und Raum für Gespräche.',
        },
        { h2: 'Die Neuheiten im Überblick' },
        {
          ul: [
            'Duschabtrennung Linea mit noch schlankeren Profilen',
            'Freistehende Badewanne Solis in neuen Farbtönen',
            'Thermostat-Duschsysteme in Schwarz matt und gebürstetem Messing',
            'Erste Prototypen der Waschbeckenkollektion Calma',
          ],
        },
        {
          p: 'Besonders gefreut haben uns die vielen Gespräche mit Händlern, Planern und Projektkunden aus aller Welt. Herzlichen Dank an alle, die uns besucht haben.',
        },
      ],
      picture: 'ish-de',
      alt: 'Messestand von SANHAUS auf der ISH 2025 mit freistehender Badewanne und Duschabtrennung',
    },
    {
      slug: 'elbkontor-hamburg-wohnquartier',
      title: 'Elbkontor Hamburg: 96 Wohnungen mit Bädern von SANHAUS',
      excerpt:
        'Im neuen Wohnquartier Elbkontor in der Hamburger HafenCity stammen Doppelwaschtische, Duschabtrennungen und Armaturen aller 96 Wohnungen von SANHAUS.',
      date: '2024-11-19',
      body: [
        {
          p: 'Mitten in der HafenCity sind im Herbst die ersten Mieterinnen und Mieter in das Wohnquartier Elbkontor eingezogen. Für alle 96 Wohnungen hat SANHAUS die Badausstattung geliefert – vom Doppelwaschtisch bis zur Duschabtrennung.',
        },
        { h2: 'Ein Bad, viele Grundrisse' },
        {
          p: 'Die Wohnungen reichen vom kompakten Apartment bis zur Vierzimmerwohnung. Gemeinsam mit dem Bauträger haben wir deshalb drei Ausstattungslinien festgelegt, die sich in Größe und Umfang unterscheiden, aber dieselbe Formensprache teilen.',
        },
        {
          ul: [
            'Doppelwaschtische mit Mineralguss-Aufsatzbecken und Unterschränken in Esche',
            'Rechteckige Spiegel mit schwarzem Rahmen',
            'Walk-in-Duschen mit flachen Duschwannen',
            'Armaturen in Chrom',
          ],
        },
        {
          p: 'Geliefert wurde abschnittsweise, passend zum Baufortschritt. Bis zum Einbau lagerten die Bäder kostenlos in unserem Lager.',
        },
      ],
      picture: 'hamburg-flat',
      alt: 'Bad im Elbkontor Hamburg mit einem Doppelwaschtisch aus Esche, zwei Aufsatzwaschbecken und zwei rechteckigen Spiegeln',
    },
    {
      slug: 'gaestebad-planen-tipps',
      title: 'Kleines Gästebad, große Wirkung: fünf Tipps für die Planung',
      excerpt:
        'Ein Gäste-WC hat oft nur wenige Quadratmeter. Mit den richtigen Proportionen, hellen Oberflächen und gut geplantem Licht wirkt es trotzdem großzügig.',
      date: '2024-09-17',
      body: [
        {
          p: 'Das Gästebad ist der Raum, den Besucher als Erstes sehen – und oft der kleinste der Wohnung. Mit ein paar Grundregeln wird aus wenigen Quadratmetern ein Raum mit Charakter.',
        },
        { h2: 'Fünf Tipps' },
        {
          ul: [
            'Wandhängend planen: Ein schwebender Waschtisch und ein Wand-WC lassen den Boden durchlaufen, der Raum wirkt größer.',
            'Kompakte Becken wählen: Für das Händewaschen genügt ein Aufsatzbecken mit 40 Zentimetern Durchmesser.',
            'Vertikale Strukturen nutzen: Holzlamellen oder hochformatige Fliesen strecken den Raum optisch.',
            'Licht von der Seite: Zwei Wandleuchten neben dem Spiegel werfen keine Schatten ins Gesicht.',
            'Wenige Materialien kombinieren: Holz, Weiß und ein Metallton wirken ruhiger als viele Farben.',
          ],
        },
        {
          p: 'In unseren Showrooms zeigen wir mehrere Gästebäder in Originalgröße. Unser Team berät Sie gern bei Ihrer Planung.',
        },
      ],
      picture: 'guest-bath',
      alt: 'Gäste-WC mit wandhängendem Waschtisch aus Eiche, rundem Aufsatzbecken, rundem Spiegel und zwei Wandleuchten vor Holzlamellen',
    },
  ],
  zh: [
    {
      slug: 'sanya-yalongwan-xiangmu',
      title: '三亚亚龙湾海滨度假酒店项目顺利交付',
      excerpt: '尚豪斯为三亚亚龙湾海滨度假酒店的350间客房及别墅提供整体卫浴产品，项目已于近日顺利交付。',
      date: '2026-01-15',
      body: [
        {
          p: '近日，三亚亚龙湾海滨度假酒店完成全面焕新并迎来首批宾客。尚豪斯作为卫浴产品供应商，为酒店350间客房及别墅提供了从浴缸到五金龙头的整体配套。',
        },
        { h2: '项目配置' },
        {
          ul: [
            '独立式人造石浴缸与亚克力浴缸',
            '人造石盆及定制浴室柜',
            '钢化玻璃淋浴房与防滑淋浴底盘',
            '耐盐雾五金龙头与壁挂式马桶',
          ],
        },
        { h2: '为海滨气候而生的细节' },
        {
          p: '针对三亚高温高湿、空气含盐量高的海洋性气候，项目团队对五金表面处理和浴室柜板材进行了专项测试，确保产品经年使用依然美观耐用。',
        },
      ],
      picture: 'sanya-villa',
      alt: '三亚亚龙湾海滨度假酒店别墅卫生间，独立式浴缸面向热带花园',
    },
    {
      slug: 'calma-xilie-renzaoshipen',
      title: '新品发布｜Calma 系列人造石盆',
      excerpt: '柔和的圆角、细腻的哑光质感、简洁的线条——Calma 系列共推出七款人造石盆，适用于主卫与客卫。',
      date: '2025-10-15',
      body: [
        {
          p: 'Calma 取意“宁静”。这一系列由尚豪斯法兰克福设计团队操刀，共包含七款人造石盆，从小巧的洗手盆到双盆台面一应俱全。',
        },
        { h2: '一种材质，多种形态' },
        { p: 'Calma 系列全部在浦江自有工厂生产。人造石材质无孔隙、易清洁，触感温润，日常细微划痕还可打磨翻新。' },
        {
          ul: [
            '台上盆、挂墙盆及嵌入式多种安装方式',
            '哑光白、砂岩色、石墨灰三种表面',
            '可搭配橡木及烤漆浴室柜',
            '全系列享受{{warranty_years}}年质保',
          ],
        },
        { p: 'Calma 系列现已在尚豪斯各地展厅及官方旗舰店上市。' },
      ],
      picture: 'calma-zh',
      alt: '橡木台面上的 Calma 系列哑光白色台上盆',
    },
    {
      slug: 'ish-2025-zhanhui',
      title: '尚豪斯亮相2025法兰克福国际卫浴展',
      excerpt: '2025年3月，尚豪斯携新款淋浴房、浴缸及即将上市的人造石盆系列，亮相德国法兰克福国际卫浴及暖通空调展。',
      date: '2025-03-25',
      body: [
        {
          p: '2025年3月17日至21日，尚豪斯参加了在德国美因河畔法兰克福举办的国际卫浴及暖通空调展。展位以“宁静浴室”为设计理念，光线柔和、材质自然，为来宾营造了从容交流的空间。',
        },
        { h2: '展出亮点' },
        {
          ul: [
            'Linea 淋浴房：型材更加纤薄',
            'Solis 独立式浴缸：新增多种配色',
            '恒温花洒套装：哑光黑与拉丝黄铜两种饰面',
            'Calma 人造石盆系列首批样品',
          ],
        },
        { p: '展会期间，我们与来自世界各地的经销商、设计师和工程客户深入交流。感谢每一位到访展位的朋友。' },
      ],
      picture: 'ish-zh',
      alt: '2025法兰克福国际卫浴展上的尚豪斯展位，展出独立式浴缸与淋浴房',
    },
  ],
  en: [
    {
      slug: 'hotel-isarblick-munich-completed',
      title: 'Hotel Isarblick, Munich: 180 bathrooms completed',
      excerpt:
        "Munich's Hotel Isarblick has reopened after a full refurbishment, with stone-resin basins, walk-in showers and bathroom furniture from SANHAUS in all 180 guest rooms.",
      date: '2026-01-20',
      body: [
        {
          p: 'After eleven months of refurbishment, Hotel Isarblick on the banks of the Isar welcomed its first guests again in January. SANHAUS supplied the complete bathroom fit-out for all 180 rooms.',
        },
        { h2: 'What we supplied' },
        {
          ul: [
            '180 stone-resin basins on walnut vanity tops',
            'Walk-in showers with frameless safety-glass screens and low-profile shower trays',
            'Thermostatic shower systems and basin taps in matt black',
            'Wall-hung toilets with soft-close seats',
          ],
        },
        { h2: 'Planned together, delivered on schedule' },
        {
          p: 'Our project team worked alongside the architects from the very first sample room. Every bathroom was delivered floor by floor, ready to install, so the hotel could reopen on schedule.',
        },
      ],
      picture: 'hotel-munich',
      alt: 'Guest bathroom at Hotel Isarblick with a stone-resin basin and a walk-in shower',
    },
    {
      slug: 'calma-collection-stone-resin-basins',
      title: 'Calma: our new collection of stone-resin basins',
      excerpt:
        'Soft radii, matt surfaces, clean lines: Calma adds seven stone-resin basins to our range, for main bathrooms and cloakrooms alike.',
      date: '2025-10-14',
      body: [
        {
          p: 'Calma is about calm in the bathroom. Designed by our team in Frankfurt, the new collection comprises seven stone-resin basins, from a compact hand basin to a double vanity top.',
        },
        { h2: 'One material, many forms' },
        {
          p: 'The basins are made in our own factory in Pujiang. Non-porous mineral cast is easy to clean, feels pleasantly warm to the touch and can be re-polished if needed.',
        },
        {
          ul: [
            'Countertop, wall-hung and inset versions',
            'Finishes in matt white, sand and graphite',
            'Matching bathroom furniture in oak and lacquer',
            '{{warranty_years}}-year warranty on every model',
          ],
        },
        { p: 'Calma is available now through our specialist retail partners.' },
      ],
      picture: 'calma-en',
      alt: 'Matt white Calma countertop basin on an oak vanity unit',
    },
    {
      slug: 'ish-2025-trade-fair',
      title: 'ISH 2025: five days in Frankfurt',
      excerpt:
        'At ISH in Frankfurt we presented new shower enclosures and bathtubs and gave a first look at our upcoming basin collection.',
      date: '2025-03-24',
      body: [
        {
          p: 'From 17 to 21 March 2025, SANHAUS exhibited at ISH in Frankfurt am Main. Our stand was designed as a calm bathroom, with plenty of light, natural materials and room to talk.',
        },
        { h2: "This year's highlights" },
        {
          ul: [
            'Linea shower enclosure with even slimmer profiles',
            'Solis freestanding bathtub in new colours',
            'Thermostatic shower systems in matt black and brushed brass',
            'First prototypes of the Calma basin collection',
          ],
        },
        {
          p: 'We particularly enjoyed meeting so many dealers, designers and project clients from around the world. Thank you to everyone who visited us.',
        },
      ],
      picture: 'ish-en',
      alt: 'SANHAUS stand at ISH 2025 with a freestanding bathtub and a shower enclosure',
    },
  ],
  it: [
    {
      slug: 'salone-del-mobile-2026',
      title: 'SANHAUS al Salone Internazionale del Bagno 2026',
      excerpt:
        'Dal 21 al 26 aprile abbiamo presentato a Milano la collezione Calma e le nuove finiture dei nostri mobili bagno.',
      date: '2026-04-28',
      body: [
        {
          p: "Per la prima volta SANHAUS ha partecipato al Salone Internazionale del Bagno, nell'ambito del Salone del Mobile.Milano. Il nostro stand, pensato come un bagno sereno e luminoso, ha accolto progettisti, rivenditori e clienti da tutto il mondo.",
        },
        { h2: 'Le novità in mostra' },
        {
          ul: [
            'La collezione Calma di lavabi in resina minerale, nelle finiture bianco opaco, sabbia e grafite',
            'I mobili bagno Nova con nuove essenze di rovere e noce',
            'Le vasche freestanding Solis in solid surface',
            'I box doccia Linea con profili sottilissimi',
          ],
        },
        { h2: 'Un dialogo con il design italiano' },
        {
          p: 'Milano è il luogo ideale per confrontarsi con architetti e interior designer. I tanti incontri ci hanno dato spunti preziosi per le prossime collezioni. Grazie a tutti coloro che sono venuti a trovarci.',
        },
      ],
      picture: 'salone-it',
      alt: 'Stand SANHAUS al Salone Internazionale del Bagno 2026 con lavabi Calma e vasca freestanding',
    },
    {
      slug: 'collezione-calma-lavabi',
      title: 'Calma: la nuova collezione di lavabi in resina minerale',
      excerpt:
        'Raggi morbidi, superfici opache, linee pulite: con Calma la nostra gamma si arricchisce di sette lavabi in resina minerale per il bagno principale e il bagno ospiti.',
      date: '2025-10-16',
      body: [
        {
          p: 'Calma significa tranquillità in bagno. Disegnata dal nostro team di Francoforte, la nuova collezione comprende sette lavabi in resina minerale, dal lavamani compatto al lavabo doppio.',
        },
        { h2: 'Un materiale, tante forme' },
        {
          p: 'I lavabi sono prodotti nel nostro stabilimento di Pujiang. La resina minerale, priva di porosità, si pulisce facilmente, è piacevolmente calda al tatto e, se necessario, può essere lucidata di nuovo.',
        },
        {
          ul: [
            "Versioni d'appoggio, sospese e da incasso",
            'Finiture bianco opaco, sabbia e grafite',
            'Mobili bagno coordinati in rovere e laccati',
            '{{warranty_years}} anni di garanzia su tutti i modelli',
          ],
        },
        { p: 'Calma è disponibile da subito presso i nostri rivenditori specializzati.' },
      ],
      picture: 'calma-it',
      alt: "Lavabo d'appoggio Calma bianco opaco su un mobile in rovere",
    },
    {
      slug: 'ish-2025-fiera',
      title: 'ISH 2025: cinque giorni a Francoforte',
      excerpt:
        "Alla ISH di Francoforte abbiamo presentato nuovi box doccia e vasche da bagno e offerto un'anteprima della nostra prossima collezione di lavabi.",
      date: '2025-03-26',
      body: [
        {
          p: 'Dal 17 al 21 marzo 2025 SANHAUS ha partecipato alla ISH di Francoforte sul Meno. Il nostro stand era concepito come un bagno tranquillo, con tanta luce, materiali naturali e spazio per il dialogo.',
        },
        { h2: 'Le novità principali' },
        {
          ul: [
            'Box doccia Linea con profili ancora più sottili',
            'Vasca freestanding Solis in nuove tonalità',
            'Colonne doccia termostatiche in nero opaco e ottone spazzolato',
            'I primi prototipi della collezione di lavabi Calma',
          ],
        },
        {
          p: 'Ci ha fatto particolarmente piacere incontrare così tanti rivenditori, progettisti e clienti di progetto da tutto il mondo. Grazie a tutti per la visita.',
        },
      ],
      picture: 'ish-it',
      alt: 'Stand SANHAUS alla ISH 2025 con vasca freestanding e box doccia',
    },
  ],
  fr: [
    {
      slug: 'thermes-de-la-saone-lyon',
      title: 'Lyon : les Thermes de la Saône équipés par SANHAUS',
      excerpt:
        'Le nouvel espace spa des Thermes de la Saône a ouvert ses portes à Lyon, avec des baignoires îlot, des receveurs de douche et des vasques SANHAUS.',
      date: '2026-03-05',
      body: [
        {
          p: "Début mars, les Thermes de la Saône ont inauguré leur espace spa entièrement rénové. SANHAUS a fourni l'ensemble des équipements sanitaires des cabines de soin et des vestiaires.",
        },
        { h2: 'Les équipements fournis' },
        {
          ul: [
            'Baignoires îlot en pierre de synthèse pour les rituels de bain',
            'Receveurs de douche antidérapants et parois de douche en verre trempé',
            'Vasques en résine minérale sur plans en pierre naturelle',
            'Robinetterie thermostatique en finition laiton brossé',
          ],
        },
        { h2: 'Un projet mené pas à pas' },
        {
          p: 'Dès la première cabine témoin, notre équipe projet a travaillé aux côtés des architectes pour choisir les formats, les teintes et les finitions. La livraison par phases a permis de respecter le calendrier des travaux.',
        },
      ],
      picture: 'spa-lyon',
      alt: 'Espace spa des Thermes de la Saône avec deux baignoires îlot et un mur en pierre naturelle',
    },
    {
      slug: 'collection-calma-vasques',
      title: 'Calma : notre nouvelle collection de vasques en résine minérale',
      excerpt:
        'Des rayons doux, des surfaces mates, des lignes épurées : Calma ajoute sept vasques en résine minérale à notre gamme, pour la salle de bains comme pour les toilettes invités.',
      date: '2025-10-16',
      body: [
        {
          p: "Calma, c'est le calme dans la salle de bains. Dessinée par notre équipe de Francfort, la nouvelle collection réunit sept vasques en résine minérale, du lave-mains compact au double plan vasque.",
        },
        { h2: 'Une matière, de multiples formes' },
        {
          p: 'Les vasques sont fabriquées dans notre usine de Pujiang. Non poreuse, la résine minérale se nettoie facilement, offre un toucher agréablement chaud et peut être repolie si nécessaire.',
        },
        {
          ul: [
            'Versions à poser, suspendues et encastrées',
            'Finitions blanc mat, sable et graphite',
            'Meubles de salle de bains assortis en chêne et en laqué',
            'Garantie de {{warranty_years}} ans sur tous les modèles',
          ],
        },
        { p: 'Calma est dès à présent disponible chez nos revendeurs spécialisés.' },
      ],
      picture: 'calma-fr',
      alt: 'Vasque à poser Calma blanc mat sur un meuble en chêne',
    },
    {
      slug: 'ish-2025-salon',
      title: 'ISH 2025 : cinq jours à Francfort',
      excerpt:
        'Au salon ISH de Francfort, nous avons présenté de nouvelles parois de douche et baignoires, et dévoilé en avant-première notre future collection de vasques.',
      date: '2025-03-26',
      body: [
        {
          p: "Du 17 au 21 mars 2025, SANHAUS exposait au salon ISH de Francfort-sur-le-Main. Notre stand avait été pensé comme une salle de bains apaisante : beaucoup de lumière, des matières naturelles et de l'espace pour échanger.",
        },
        { h2: 'Les nouveautés en bref' },
        {
          ul: [
            'Paroi de douche Linea aux profilés encore plus fins',
            'Baignoire îlot Solis dans de nouvelles teintes',
            'Colonnes de douche thermostatiques noir mat et laiton brossé',
            'Premiers prototypes de la collection de vasques Calma',
          ],
        },
        {
          p: "Nous avons été particulièrement heureux de rencontrer autant de revendeurs, d'architectes et de clients de projets venus du monde entier. Merci à toutes et à tous pour votre visite.",
        },
      ],
      picture: 'ish-fr',
      alt: 'Stand SANHAUS au salon ISH 2025 avec une baignoire îlot et une paroi de douche',
    },
  ],
  es: [
    {
      slug: 'diagonal-mar-barcelona',
      title: 'Residencial Diagonal Mar: 150 baños entregados en Barcelona',
      excerpt:
        'SANHAUS ha equipado los 150 baños del Residencial Diagonal Mar con platos de ducha, mamparas y muebles de baño.',
      date: '2026-02-18',
      body: [
        {
          p: 'Las primeras familias ya viven en el Residencial Diagonal Mar, a pocos pasos del mar en Barcelona. SANHAUS ha suministrado el equipamiento completo de los baños de sus 150 viviendas.',
        },
        { h2: 'Qué hemos suministrado' },
        {
          ul: [
            'Platos de ducha extraplanos enrasados con el suelo',
            'Mamparas de vidrio templado con tratamiento antical',
            'Lavabos de resina mineral y muebles de baño suspendidos',
            'Grifería termostática e inodoros suspendidos',
          ],
        },
        { h2: 'Un diseño pensado para la luz mediterránea' },
        {
          p: 'Los tonos arena de los platos de ducha y las superficies mates dialogan con la luz de la costa. Gracias a la entrega por fases, la obra avanzó planta por planta sin retrasos.',
        },
      ],
      picture: 'diagonal-mar',
      alt: 'Baño del Residencial Diagonal Mar con plato de ducha color arena y mampara de vidrio',
    },
    {
      slug: 'coleccion-calma-lavabos',
      title: 'Calma: nuestra nueva colección de lavabos de resina mineral',
      excerpt:
        'Radios suaves, superficies mates y líneas limpias: Calma suma siete lavabos de resina mineral a nuestra gama, para el baño principal y el aseo de invitados.',
      date: '2025-10-17',
      body: [
        {
          p: 'Calma es sinónimo de serenidad en el baño. Diseñada por nuestro equipo de Fráncfort, la nueva colección reúne siete lavabos de resina mineral, desde un lavamanos compacto hasta un lavabo doble.',
        },
        { h2: 'Un material, muchas formas' },
        {
          p: 'Los lavabos se fabrican en nuestra propia fábrica de Pujiang. La resina mineral, sin poros, es fácil de limpiar, resulta agradablemente cálida al tacto y, si hace falta, puede volver a pulirse.',
        },
        {
          ul: [
            'Versiones sobre encimera, suspendidas y encastradas',
            'Acabados blanco mate, arena y grafito',
            'Muebles de baño a juego en roble y lacados',
            '{{warranty_years}} años de garantía en todos los modelos',
          ],
        },
        { p: 'Calma ya está disponible en nuestros distribuidores especializados.' },
      ],
      picture: 'calma-es',
      alt: 'Lavabo sobre encimera Calma en blanco mate sobre un mueble de roble',
    },
    {
      slug: 'ish-2025-feria',
      title: 'ISH 2025: cinco días en Fráncfort',
      excerpt:
        'En la feria ISH de Fráncfort presentamos nuevas mamparas y bañeras, y ofrecimos un primer vistazo a nuestra próxima colección de lavabos.',
      date: '2025-03-27',
      body: [
        {
          p: 'Del 17 al 21 de marzo de 2025, SANHAUS estuvo presente en la feria ISH de Fráncfort del Meno. Nuestro stand se concibió como un baño sereno, con mucha luz, materiales naturales y espacio para conversar.',
        },
        { h2: 'Las novedades, en resumen' },
        {
          ul: [
            'Mampara de ducha Linea con perfiles aún más finos',
            'Bañera exenta Solis en nuevos colores',
            'Conjuntos de ducha termostáticos en negro mate y latón cepillado',
            'Primeros prototipos de la colección de lavabos Calma',
          ],
        },
        {
          p: 'Nos alegró especialmente conversar con tantos distribuidores, proyectistas y clientes de proyectos de todo el mundo. Gracias a todos por vuestra visita.',
        },
      ],
      picture: 'ish-es',
      alt: 'Stand de SANHAUS en la ISH 2025 con una bañera exenta y una mampara de ducha',
    },
  ],
}
