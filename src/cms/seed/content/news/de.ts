import type { NewsSeed } from '../types'

/** The news of the de site: articles written for its readers, not translations of one another. */
export const de: readonly NewsSeed[] = [
  {
    slug: 'salone-del-bagno-2026-mailand',
    title: 'Salone del Bagno 2026: sechs Tage Mailand im Rückblick',
    excerpt:
      'Vom 21. bis 26. April waren wir auf dem Salone Internazionale del Bagno in Mailand – mit unseren Aufsatzwaschbecken aus Mineralguss, einer kompakten freistehenden Wanne und vielen Gesprächen über konkrete Projekte.',
    date: '2026-04-28',
    body: [
      {
        p: 'Nach 2018 war SANHAUS in diesem Jahr wieder auf dem Salone Internazionale del Bagno vertreten, der alle zwei Jahre im Rahmen des Salone del Mobile.Milano stattfindet. Unser Stand war als heller, ruhiger Raum angelegt: Waschbecken auf Podesten aus geölter Eiche, dazwischen eine freistehende Badewanne und viel Platz für Gespräche. Sechs Tage lang kamen Architektinnen und Innenarchitekten, Hoteliers, Bauträger und Händler aus ganz Europa an unseren Stand.',
      },
      { h2: 'Das haben wir gezeigt' },
      {
        ul: [
          'Drei Aufsatzwaschbecken aus Mineralguss: {{product:orbit-42-countertop-basin}}, {{product:quadra-50-countertop-basin}} und {{product:ovale-60-countertop-basin}}, jeweils auf Waschtischplatten aus Eiche',
          'Für kleinere Bäder: die kompakte freistehende Badewanne {{product:pietra-160-freestanding-stone-bath}}, außen steingrau durchgefärbt und innen weiß',
          'Für das Familienbad: das Badmöbel {{product:vita-120-double-vanity-unit}} mit Doppelwaschtisch in Nussbaum',
          'Passend zu den Aufsatzwaschbecken: die hohe Waschtischarmatur {{product:fino-xl-tall-basin-mixer}} in Schwarz matt und Nickel gebürstet',
          'Für die Duschnische: die Schiebetür {{product:linea-140-sliding-door}} mit leise laufenden, kugelgelagerten Rollen',
        ],
      },
      {
        p: 'Im Mittelpunkt standen die Aufsatzwaschbecken. Wir haben sie in drei Situationen gezeigt: auf einer durchgehenden Platte als Doppelwaschtisch, als einzelnes Becken im Gästebad und in einem Hotelbad mit Wandarmatur. So ließ sich gut vergleichen, wie Form, Farbe und Armatur zusammenspielen. Viele Besucherinnen und Besucher haben die Oberflächen angefasst und waren überrascht, wie warm sich Mineralguss anfühlt.',
      },
      { h2: 'Was Planerinnen und Planer wissen wollten' },
      {
        p: 'Die meisten Gespräche drehten sich um laufende Vorhaben: Boutique-Hotels in Norditalien, Serviced Apartments in Wien, eine Wohnanlage am Gardasee. Gefragt wurde vor allem nach Sonderfarben in kleinen Stückzahlen, nach dem Gewicht freistehender Mineralguss-Wannen in Bestandsbauten und nach Lieferzeiten für Projektmengen. Sonderfarben fertigen wir dank der zweiten Gießlinie in unserem Werk in Pujiang inzwischen schon ab 20 Stück. Für die Statikplanung stellen wir zu jeder Wanne ein Datenblatt mit Leergewicht und Füllmenge bereit.',
      },
      { h2: 'Wie es weitergeht' },
      {
        p: 'Alle in Mailand gezeigten Produkte sind lieferbar und in unseren Showrooms zu sehen, in Deutschland zum Beispiel in München. SANHAUS hat bereits auf mehr als {{trade_fairs}} Messen ausgestellt; Mailand gehört für uns zu den wichtigsten, weil hier Design und Projektgeschäft zusammenkommen. Herzlichen Dank an alle, die uns besucht haben. Wenn Sie ein Projekt mit uns besprechen möchten, erreichen Sie unser Team über das Kooperationsformular oder per E-Mail.',
      },
    ],
    picture: 'salone-de',
    alt: 'Messestand auf dem Salone del Bagno 2026 mit Waschbecken auf Podesten, einer freistehenden Badewanne und Besuchern',
  },
  {
    slug: 'mineralguss-pflegen-tipps',
    title: 'Mineralguss richtig pflegen: So bleibt Ihr Waschbecken schön',
    excerpt:
      'Mineralguss ist porenfrei, pflegeleicht und lässt sich sogar auffrischen. Wir erklären, wie Sie Waschbecken, Duschwannen und Badewannen aus unserem Werkstoff im Alltag reinigen und kleine Kratzer selbst beseitigen.',
    date: '2026-03-17',
    body: [
      {
        p: 'Fast jede Woche fragen uns Kundinnen und Kunden, wie sie ihr Waschbecken aus Mineralguss am besten reinigen. Die gute Nachricht: Der Werkstoff macht es Ihnen leicht. Mineralguss besteht aus fein gemahlenem Aluminiumhydroxid und hochwertigem Harz, wird in unserem Werk in Pujiang unter Vakuum gegossen und erhält eine geschlossene, porenfreie Deckschicht. Wasser, Kalk und Schmutz dringen nicht ein, sondern bleiben an der Oberfläche – und dort lassen sie sich einfach entfernen.',
      },
      { h2: 'Die tägliche Pflege' },
      {
        ul: [
          'Nach dem Gebrauch mit einem weichen, feuchten Tuch oder einem Mikrofasertuch abwischen und trocken nachreiben.',
          'Für die wöchentliche Reinigung genügt ein milder Badreiniger oder etwas Spülmittel in warmem Wasser.',
          'Kalkflecken lösen Sie mit verdünntem Essigreiniger; danach gründlich mit klarem Wasser nachspülen.',
          'Verzichten Sie auf Scheuermilch, Stahlwolle und Reiniger mit Lösungsmitteln oder Chlor.',
          'Heiße Lockenstäbe oder Glätteisen nie direkt auf dem Beckenrand ablegen.',
        ],
      },
      { h2: 'Kleine Kratzer selbst auspolieren' },
      {
        p: 'Im Alltag entstehen mit der Zeit feine Gebrauchsspuren, etwa durch Schmuck oder Parfümflakons. Bei Mineralguss ist das kein Grund zur Sorge: Feine Kratzer lassen sich mit einem Polierschwamm und etwas Wasser in kreisenden Bewegungen auspolieren. Arbeiten Sie sich dabei von außen nach innen und wischen Sie den Schleifstaub anschließend feucht ab. Bei durchgefärbten Produkten scheint auch nach dem Polieren keine andere Farbe durch. Ein Beispiel dafür ist die freistehende Badewanne {{product:pietra-160-freestanding-stone-bath}}: außen steingrau, innen weiß.',
      },
      { h2: 'Für jede Produktart das Richtige' },
      {
        p: 'Ein seidenmattes Becken wie das Aufsatzwaschbecken {{product:orbit-42-countertop-basin}} pflegen Sie am besten mit einem weichen Tuch, damit der gleichmäßige Schimmer der Oberfläche erhalten bleibt. Die rutschhemmende Struktur der Duschwanne {{product:piano-120-stone-shower-tray}} reinigen Sie gelegentlich mit einer weichen Bürste, damit sich in den feinen Vertiefungen keine Seifenreste sammeln. Bei tieferen Schäden, etwa wenn ein schwerer Gegenstand ins Becken gefallen ist, wenden Sie sich an unseren Kundendienst: Er sagt Ihnen, wie sich die Stelle fachgerecht ausbessern lässt. Und auf alle Produkte gewähren wir {{warranty_years}} Jahre Garantie auf Material und Verarbeitung.',
      },
      {
        p: 'Eine ausführliche Pflegeanleitung liegt jedem Produkt bei. Wenn Sie unsicher sind, ob sich ein Reiniger eignet, probieren Sie ihn zuerst an einer verdeckten Stelle aus oder fragen Sie unseren Kundendienst.',
      },
    ],
    picture: 'still-de',
    alt: 'Stillleben mit mehreren mattweißen Aufsatzwaschbecken unterschiedlicher Form auf einer Waschtischplatte aus Eiche',
  },
  {
    slug: 'showroom-muenchen-eroeffnet',
    title: 'Neuer Showroom in München: Bäder zum Anfassen',
    excerpt:
      'In der Münchner Maxvorstadt zeigt SANHAUS seine Produkte jetzt auf zwei Etagen – vom Mineralguss-Waschbecken bis zur freistehenden Badewanne.',
    date: '2026-02-10',
    body: [
      {
        p: 'Seit Anfang Februar können Planer, Händler und Bauherren unsere Produkte in München in aller Ruhe erleben. Der neue Showroom liegt in der Maxvorstadt, wenige Gehminuten von den Pinakotheken entfernt, und zeigt auf zwei Etagen vollständig eingerichtete Musterbäder. Er ist nach Frankfurt unser zweiter Anlaufpunkt in Deutschland für Beratung und Bemusterung.',
      },
      { h2: 'Material und Form aus nächster Nähe' },
      {
        p: 'Wer ein Bad plant, möchte Oberflächen fühlen und Proportionen sehen. Deshalb sind alle Produkte angeschlossen und in echten Raumsituationen aufgebaut – vom kompakten Gästebad bis zum großzügigen Wellnessbad. Sie können Schubkästen öffnen, Armaturen bedienen und prüfen, wie sich eine Wanne anfühlt, bevor Sie sich entscheiden.',
      },
      {
        ul: [
          'Waschbecken aus Mineralguss, etwa das Wandwaschbecken {{product:luna-60-wall-hung-basin}}, und Badmöbel in allen aktuellen Oberflächen',
          'Duschabtrennungen und Duschwannen in Originalgröße, darunter die Walk-in-Duschwand {{product:clara-120-walk-in-screen}}',
          'Freistehende Badewannen aus Mineralguss und Acryl zum Probeliegen, darunter die Acrylwanne {{product:nuvola-170-freestanding-acrylic-bath}}',
          'Armaturen und WCs zum Ausprobieren, zum Beispiel das spülrandlose Wand-WC {{product:forma-rimless-wall-hung-toilet}}',
        ],
      },
      { h2: 'Beratung mit Termin' },
      {
        p: 'Im Obergeschoss steht ein Planungstisch mit Materialmustern bereit. Bringen Sie gern Ihren Grundriss mit: Unsere Beraterinnen und Berater skizzieren mit Ihnen mögliche Aufteilungen, stellen Muster zusammen und erstellen im Anschluss ein Angebot. Für Architekten und Projektkunden bieten wir außerdem Bemusterungstermine für ganze Musterzimmer an.',
      },
      { h2: 'Schulungen und Veranstaltungen' },
      {
        p: 'Regelmäßig laden wir Architektinnen, Innenarchitekten und Handwerksbetriebe zu Produktschulungen in den Showroom ein. Dort erklären wir, wie Mineralguss verarbeitet und montiert wird, worauf es bei bodengleichen Duschen ankommt und wie sich Oberflächen pflegen lassen. Die Termine kündigen wir rechtzeitig hier bei den Nachrichten an.',
      },
      {
        p: 'Warum München? Viele unserer Fachhandelspartner und Projektkunden sitzen in Süddeutschland, in Österreich und in der Schweiz. Bisher mussten sie für eine Bemusterung nach Frankfurt reisen. Mit dem neuen Showroom sind wir nun auch im Süden persönlich erreichbar, und Planer können Muster für ihre Kunden am selben Tag mitnehmen.',
      },
      {
        p: 'Mit München zählt SANHAUS nun {{showrooms}} Showrooms. Einen persönlichen Beratungstermin vereinbaren Sie telefonisch oder per E-Mail mit unserem Team in Frankfurt. Spontane Besuche sind während der Öffnungszeiten ebenfalls willkommen; für eine ausführliche Planung empfehlen wir jedoch einen Termin.',
      },
    ],
    picture: 'showroom-munich',
    alt: 'Blick in den neuen Showroom in München mit eingerichteten Musterbädern auf zwei Etagen',
  },
  {
    slug: 'hotel-isarblick-muenchen',
    title: 'Hotel Isarblick in München: 180 Bäder aus einer Hand',
    excerpt:
      'Nach der Komplettsanierung hat das Münchner Hotel Isarblick wieder geöffnet. Alle 180 Gästebäder sind mit Mineralguss-Waschbecken, bodengleichen Duschen und Armaturen von SANHAUS ausgestattet.',
    date: '2026-01-20',
    body: [
      {
        p: 'Elf Monate lang wurde das Hotel Isarblick am Ufer der Isar umgebaut, im Januar hat es die ersten Gäste wieder empfangen. SANHAUS hat die komplette Badausstattung für alle 180 Zimmer geliefert – vom Waschbecken über die Dusche bis zum WC. Für das Hotel war wichtig, dass alles aus einer Hand kommt: ein Ansprechpartner, ein Lieferplan und eine Garantie.',
      },
      {
        p: 'Die Bauherren wollten helle, ruhige Bäder, die zur Lage am Fluss passen und auch nach Jahren im Hotelalltag noch gepflegt aussehen. Helle Eiche, mattweißer Mineralguss und schwarze Armaturen bilden deshalb die Grundlage aller Zimmertypen.',
      },
      { h2: 'Unser Lieferumfang' },
      {
        ul: [
          '180 Aufsatzwaschbecken {{product:quadra-50-countertop-basin}} aus Mineralguss auf Waschtischplatten aus Eiche',
          'Walk-in-Duschen mit der Duschwand {{product:clara-120-walk-in-screen}} und der flachen Duschwanne {{product:piano-120-stone-shower-tray}}',
          'Thermostat-Duschsysteme {{product:pioggia-300-thermostatic-shower-set}}, am Waschtisch die hohe Armatur {{product:fino-xl-tall-basin-mixer}} in Schwarz matt',
          'Spülrandlose Wand-WCs {{product:forma-rimless-wall-hung-toilet}}, jeweils mit einem Sitz mit Absenkautomatik',
        ],
      },
      { h2: 'Gemeinsam geplant, pünktlich geliefert' },
      {
        p: 'Unser Projektteam hat die Architekten vom ersten Musterzimmer an begleitet. Im Musterzimmer wurden Beckenhöhe, Armaturenposition und die Lage des Duschablaufs festgelegt und anschließend für alle Zimmertypen übernommen. Geliefert wurde Etage für Etage und montagefertig, jeweils gebündelt nach Zimmernummern. So standen auf der Baustelle nie mehr Kartons als nötig, und das Hotel konnte wie geplant wiedereröffnen.',
      },
      { h2: 'Warum Mineralguss im Hotel' },
      {
        p: 'Im Hotelbetrieb zählt jede Minute, die das Housekeeping pro Zimmer braucht. Die porenfreie Oberfläche des Mineralgusses lässt sich mit einem feuchten Tuch reinigen, und kleine Kratzer können bei der Grundreinigung auspoliert werden, statt ein Becken austauschen zu müssen. Die nur 30 mm hohe Duschwanne ermöglicht einen nahezu schwellenlosen Einstieg, was auch älteren Gästen entgegenkommt. Für Ersatzteile und Nachbestellungen hat das Hotel eine feste Ansprechpartnerin in unserem Projektteam.',
      },
      { h2: 'Sparsam im Betrieb' },
      {
        p: 'Die spülrandlosen WCs spülen mit 4,5 oder 3 Litern, und die Strahlregler der Armaturen mischen dem Wasser Luft bei. Über alle 180 Zimmer gerechnet spart das Hotel so jedes Jahr spürbar Wasser und Energie für die Warmwasserbereitung – ein Punkt, der dem Betreiber bei der Ausschreibung besonders wichtig war. Das Hotel Isarblick ist eines von mehr als {{projects}} Projekten, die wir mit Hotels, Bauträgern und Wohnungsunternehmen umgesetzt haben.',
      },
    ],
    picture: 'hotel-munich-tray',
    alt: 'Gästebad eines Münchner Hotels mit Waschbecken auf einer Holzplatte, Walk-in-Dusche mit flacher Duschwanne und Blick auf die Türme der Frauenkirche',
  },
  {
    slug: 'werk-pujiang-neue-fertigungslinie',
    title: 'Werk Pujiang: neue Fertigungslinie für Mineralguss-Waschbecken',
    excerpt:
      'In unserem Werk in Pujiang läuft eine zweite Gießlinie. Sie verkürzt die Lieferzeiten und macht Sonderfarben schon bei kleinen Stückzahlen möglich.',
    date: '2025-12-02',
    body: [
      {
        p: 'Seit November arbeitet in unserem Werk in Pujiang eine zweite Fertigungslinie für Waschbecken aus Mineralguss. Gießen, Entformen und Schleifen greifen dort nahtlos ineinander: Roboterarme übernehmen das schwere Heben, unsere Mitarbeiterinnen und Mitarbeiter prüfen jedes Becken von Hand. Die Linie wurde in knapp einem Jahr geplant und aufgebaut, während die bestehende Fertigung ohne Unterbrechung weiterlief.',
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
      { h2: 'Vom Rohstoff bis zum fertigen Becken' },
      {
        p: 'Die Gießmasse aus Aluminiumhydroxid und Harz wird auf der neuen Linie vollautomatisch dosiert, unter Vakuum entlüftet und in beheizte Präzisionsformen gefüllt. Nach dem Aushärten entformen Roboter die Rohlinge und setzen sie auf das Förderband. Es folgen Schleifen, Polieren und das Setzen der Ablaufgarnitur. Als Erstes läuft hier das runde Aufsatzwaschbecken {{product:orbit-42-countertop-basin}} vom Band, gefolgt von den Modellen {{product:quadra-50-countertop-basin}} und {{product:ovale-60-countertop-basin}}.',
      },
      {
        p: 'Auf {{factory_area}} m² entwickeln und fertigen wir in Pujiang Waschbecken, Duschwannen, Badewannen und Badmöbel. Mehr als {{rnd_staff}} unserer über {{employees}} Mitarbeitenden arbeiten in Produktentwicklung sowie Forschung und Entwicklung, eng abgestimmt mit dem Designteam in Frankfurt.',
      },
      {
        p: 'Die neue Linie ist so ausgelegt, dass neue Formen ohne lange Umrüstzeiten aufgenommen werden können. Das kommt vor allem unseren OEM- und ODM-Partnern zugute, die Becken nach eigenen Entwürfen oder in eigenen Farben fertigen lassen.',
      },
      {
        p: 'Jedes Becken, das die Linie verlässt, trägt die CE-Kennzeichnung und wird vor dem Verpacken auf Maßhaltigkeit und Oberfläche geprüft. Stichproben aus jeder Charge gehen zusätzlich in unser Werkslabor, wo Belastbarkeit und Temperaturwechselbeständigkeit nach europäischen Normen getestet werden.',
      },
      { h2: 'Entlastung für das Team, weniger Verbrauch' },
      {
        p: 'Die automatische Dosierung verringert nicht nur den Ausschuss, sondern auch den Verbrauch an Harz. Die Abluft der Gießhalle wird gefiltert, Schleifstaub wird direkt an den Arbeitsplätzen abgesaugt. Unser Umweltmanagement ist nach ISO 14001 zertifiziert, der Arbeitsschutz nach ISO 45001. Für die Mitarbeiterinnen und Mitarbeiter bedeutet die neue Linie vor allem körperliche Entlastung: Die schweren Formen bewegen jetzt Roboter, während die Fachkräfte die Qualitätsprüfung und die Feinarbeit an der Oberfläche übernehmen.',
      },
    ],
    picture: 'pujiang-line',
    alt: 'Fertigungshalle in Pujiang: gegossene Waschbecken auf einem Förderband zwischen zwei Roboterarmen',
  },
  {
    slug: 'aufsatzwaschbecken-mineralguss-orbit-quadra-ovale',
    title: 'Rund, eckig, oval: unsere Aufsatzwaschbecken aus Mineralguss',
    excerpt:
      'Drei Formen, ein Werkstoff: Unsere runden, eckigen und ovalen Aufsatzwaschbecken aus Mineralguss passen zu fast jedem Waschtisch. Ein Überblick mit Tipps zu Armatur und Ablauf.',
    date: '2025-10-14',
    body: [
      {
        p: 'Ein Aufsatzwaschbecken steht frei auf der Waschtischplatte und wird damit zum Blickfang im Bad. Wir fertigen drei Aufsatzwaschbecken aus Mineralguss, die von unserem Designteam in Frankfurt entworfen und in unserem eigenen Werk in Pujiang gegossen werden. Alle drei haben eine seidenmatte, porenfreie Oberfläche, die sich angenehm warm anfühlt und leicht zu reinigen ist.',
      },
      { h2: 'Drei Formen im Überblick' },
      {
        ul: [
          '{{product:orbit-42-countertop-basin}}: rund, 420 mm Durchmesser, mit einem nur 6 mm feinen Rand',
          '{{product:quadra-50-countertop-basin}}: klare Außenkanten, weich gerundetes Innenbecken, 500 × 380 mm, in Mattweiß, Betongrau und Sandbeige',
          '{{product:ovale-60-countertop-basin}}: 600 × 380 mm, mit verdecktem Überlauf und farbgleicher Ablaufabdeckung',
        ],
      },
      { h2: 'Welches Becken passt zu Ihrem Bad?' },
      {
        p: 'Für schmale Waschtische und Gäste-WCs empfehlen wir das runde Becken: Es braucht wenig Tiefe und wirkt trotzdem großzügig. Das eckige Becken passt gut zu geradlinigen Badmöbeln und großformatigen Fliesen. Wer beim Händewaschen viel Bewegungsfreiheit möchte oder einen Doppelwaschtisch plant, greift zum ovalen Modell mit 60 Zentimetern Breite. Planen Sie neben dem Becken mindestens 15 Zentimeter Ablagefläche pro Seite ein.',
      },
      { h2: 'Armatur und Ablauf richtig wählen' },
      {
        p: 'Aufsatzwaschbecken haben kein Hahnloch. Sie kombinieren sie entweder mit einer Wandarmatur oder mit einer erhöhten Standarmatur wie der {{product:fino-xl-tall-basin-mixer}}, deren Auslauf 210 mm hoch liegt. Für den Ablauf empfehlen wir die Ablaufgarnitur {{product:clic-push-button-basin-waste}}: Sie öffnet und schließt mit leichtem Druck auf den Stopfen und passt zu Becken mit und ohne Überlauf. Der passende Designsiphon aus Messing sieht auch unter einer offenen Platte gut aus.',
      },
      {
        p: 'Bei Doppelwaschtischen lohnt es sich, zwei Becken derselben Form zu wählen und die Armaturen genau mittig über den Abläufen zu setzen. Zwischen den Becken sollten mindestens 20 Zentimeter frei bleiben, damit zwei Personen bequem nebeneinanderstehen können.',
      },
      { h2: 'Die richtige Höhe' },
      {
        p: 'Die Montage ist einfach: Das Becken wird auf die Platte gesetzt und mit Silikon verklebt, die Bohrung für den Ablauf liegt mittig unter dem Becken. Achten Sie auf die Gesamthöhe: Der Beckenrand sollte bei etwa 85 bis 90 Zentimetern liegen. Die Waschtischplatte wird deshalb bei einem Aufsatzwaschbecken meist etwas tiefer montiert als bei einem Einbauwaschtisch.',
      },
      {
        p: 'Alle drei Becken sind über unsere Fachhandelspartner und in unseren Showrooms erhältlich. Auf Mineralguss-Waschbecken geben wir {{warranty_years}} Jahre Garantie.',
      },
    ],
    picture: 'still-de',
    alt: 'Mattweißes rundes Aufsatzwaschbecken neben weiteren Aufsatzwaschbecken auf einem Waschtisch aus Eiche',
  },
  {
    slug: 'freistehende-badewanne-planen',
    title: 'Freistehende Badewanne: Worauf es bei der Planung ankommt',
    excerpt:
      'Eine freistehende Wanne braucht Platz, einen tragfähigen Boden und gut geplante Anschlüsse. Wir zeigen, was Sie vor dem Kauf klären sollten – und wann Mineralguss oder Acryl die bessere Wahl ist.',
    date: '2025-09-09',
    body: [
      {
        p: 'Die freistehende Badewanne ist für viele der Mittelpunkt ihres neuen Bades. Damit sie später nicht nur gut aussieht, sondern auch funktioniert, sollten ein paar Fragen früh geklärt sein: Wie viel Platz ist vorhanden, wie viel trägt der Boden und wo liegen Zu- und Ablauf? Unsere Beraterinnen und Berater gehen diese Punkte in jedem Planungsgespräch mit Ihnen durch.',
      },
      { h2: 'Platz rund um die Wanne' },
      {
        p: 'Damit eine Wanne frei im Raum wirkt, braucht sie Luft: Planen Sie zu den Wänden mindestens 15 bis 20 Zentimeter Abstand ein, damit Sie auch hinter der Wanne reinigen können. Vor der Einstiegsseite sollten 70 bis 80 Zentimeter frei bleiben. Für kleinere Bäder gibt es kompakte Modelle mit 1600 × 750 mm, zum Beispiel unsere Mineralguss-Wanne {{product:pietra-160-freestanding-stone-bath}}.',
      },
      { h2: 'Mineralguss oder Acryl?' },
      {
        ul: [
          'Mineralguss, etwa bei der Wanne {{product:terra-freestanding-stone-bath}}, hält das Badewasser spürbar länger warm und fühlt sich solide und ruhig an.',
          'Acryl ist deutlich leichter: Die Wanne {{product:nuvola-170-freestanding-acrylic-bath}} wiegt rund 45 kg und eignet sich damit für Altbauten und Obergeschosse.',
          'Die Acrylwanne {{product:lago-180-freestanding-acrylic-bath}} bietet mit zwei Rückenschrägen und mittigem Ablauf Platz für zwei Personen.',
        ],
      },
      { h2: 'Statik, Anschlüsse und Armatur' },
      {
        p: 'Eine gefüllte Wanne kann mit Wasser und badender Person mehrere hundert Kilogramm wiegen. Lassen Sie die Tragfähigkeit des Bodens bei Holzbalkendecken deshalb vorab prüfen; zu jeder Wanne erhalten Sie von uns ein Datenblatt mit Gewicht und Füllmenge. Der Ablauf sollte genau unter der Ablauföffnung der Wanne liegen. Bei einer bodenstehenden Wannenarmatur – bei uns das Modell {{product:fino-freestanding-bath-filler}} – wird der Unterputz-Grundkörper vor dem Estrich gesetzt. Der Standort der Wanne muss also feststehen, bevor der Boden gegossen wird.',
      },
      {
        p: 'Denken Sie auch an Licht und Ablagen: Eine dimmbare Leuchte über der Wanne, eine Nische für Handtuch und Buch und ein Hocker neben der Wanne machen das Bad erst richtig gemütlich. Wer die Wanne vor ein Fenster stellt, sollte außerdem einen Sichtschutz einplanen.',
      },
      {
        p: 'Und schließlich: Eine freistehende Wanne muss ins Haus kommen. Messen Sie Treppenhaus, Türen und Flure aus, bevor Sie bestellen – eine Wanne von 170 Zentimetern Länge passt nicht um jede Ecke.',
      },
      {
        p: 'In unseren Showrooms können Sie verschiedene Wannen probeliegen. Bringen Sie Ihren Grundriss mit, dann prüfen wir gemeinsam, welche Wanne in Ihr Bad passt.',
      },
    ],
    picture: 'bath-sand',
    alt: 'Freistehende Badewanne in einem Sandton mit einer bodenstehenden Armatur aus Messing vor einem großen Fenster',
  },
  {
    slug: 'gaestebad-planen-tipps',
    title: 'Kleines Gästebad, große Wirkung: fünf Tipps für die Planung',
    excerpt:
      'Ein Gäste-WC hat oft nur wenige Quadratmeter. Mit den richtigen Proportionen, hellen Oberflächen und gut geplantem Licht wirkt es trotzdem großzügig.',
    date: '2025-08-19',
    body: [
      {
        p: 'Das Gästebad ist der Raum, den Besucher als Erstes sehen – und oft der kleinste der Wohnung. Häufig stehen nur 1,5 bis 2 Quadratmeter zur Verfügung, dazu eine Tür, die nach innen aufgeht, und ein Fallrohr in der Ecke. Mit ein paar Grundregeln wird aus wenigen Quadratmetern trotzdem ein Raum mit Charakter.',
      },
      { h2: 'Fünf Tipps' },
      {
        ul: [
          'Wandhängend planen: Ein schwebender Waschtisch und ein Wand-WC lassen den Boden durchlaufen, der Raum wirkt größer. Gut geeignet ist zum Beispiel das spülrandlose Wand-WC {{product:forma-rimless-wall-hung-toilet}}.',
          'Kompakte Becken wählen: Für das Händewaschen genügt ein kleines Becken. Das Handwaschbecken {{product:nova-45-compact-wall-hung-basin}} misst nur 450 × 250 mm und hat eine Ablage für die Seife.',
          'Vertikale Strukturen nutzen: Holzlamellen oder hochformatige Fliesen strecken den Raum optisch.',
          'Licht von der Seite: Zwei Wandleuchten neben dem Spiegel werfen keine Schatten ins Gesicht.',
          'Wenige Materialien kombinieren: Holz, Weiß und ein Metallton wirken ruhiger als viele Farben.',
        ],
      },
      { h2: 'Ein Aufsatzwaschbecken im Gäste-WC' },
      {
        p: 'Wer etwas mehr Tiefe zur Verfügung hat, kann statt eines Handwaschbeckens auch ein Aufsatzwaschbecken auf eine schmale Holzplatte setzen. Das runde Becken {{product:orbit-42-countertop-basin}} mit seinem feinen Rand wirkt dort besonders leicht. Kombinieren Sie es mit einer Wandarmatur, dann bleibt die Platte frei und lässt sich schnell abwischen. Ein runder Spiegel greift die Form des Beckens auf.',
      },
      { h2: 'Bewegungsflächen nicht vergessen' },
      {
        p: 'Prüfen Sie vor der Planung, wie die Tür aufschlägt. Vor dem WC und vor dem Waschbecken sollten jeweils mindestens 55 Zentimeter Bewegungsfläche bleiben. Eine nach außen öffnende Tür oder eine Schiebetür, die in der Wand läuft, schafft oft genau den Platz, der sonst fehlt.',
      },
      { h2: 'Technik, die man nicht sieht' },
      {
        p: 'Ein spülrandloses WC ist im Gästebad besonders praktisch, weil es sich mit wenigen Handgriffen reinigen lässt. Die Zwei-Mengen-Spülung mit 4,5 oder 3 Litern spart Wasser. Planen Sie außerdem eine gute Lüftung ein: In vielen Gäste-WCs gibt es kein Fenster, ein leiser Ventilator mit Nachlauf hält die Luft frisch. Er sollte spätestens beim Verlegen der Leitungen eingeplant werden.',
      },
      {
        p: 'In unseren Showrooms zeigen wir mehrere Gästebäder in Originalgröße. Unser Team berät Sie gern bei Ihrer Planung und stellt Ihnen passende Muster zusammen.',
      },
    ],
    picture: 'guest-bath',
    alt: 'Gäste-WC mit wandhängendem Waschtisch aus Eiche, rundem Aufsatzwaschbecken, rundem Spiegel und zwei Wandleuchten vor Holzlamellen',
  },
  {
    slug: 'nischen-schiebetuer-lieferbar',
    title: 'Für die Duschnische: unsere überarbeitete Schiebetür ist lieferbar',
    excerpt:
      'Die auf der ISH vorgestellte Neuauflage unserer Nischen-Schiebetür ist ab sofort erhältlich. Sie schließt Duschnischen mit noch schmaleren Profilen und leise laufenden Rollen.',
    date: '2025-06-24',
    body: [
      {
        p: 'Auf der ISH im März haben wir die überarbeitete Fassung vorgestellt, jetzt geht sie in Serie: die Nischen-Schiebetür {{product:linea-140-sliding-door}}, nun mit noch schmaleren Profilen und kugelgelagerten Rollen. Sie schließt die Duschnische mit einem festen und einem verschiebbaren Element aus 8 mm Einscheibensicherheitsglas. Da die Tür nicht in den Raum aufschwingt, eignet sie sich besonders für schmale Bäder, in denen vor der Dusche wenig Platz bleibt.',
      },
      { h2: 'Ausstattung' },
      {
        ul: [
          '8 mm Einscheibensicherheitsglas nach EN 12150 mit pflegeleichter Beschichtung',
          'Kugelgelagerte Rollen, die leise und gleichmäßig laufen',
          'Schiebetür zum Reinigen einfach aushängbar',
          'Profile und Beschläge aus Edelstahl',
        ],
      },
      { h2: 'Gut geplant in der Nische' },
      {
        p: 'Die Schiebetür ist für Nischen mit einer Breite von 140 Zentimetern ausgelegt. Kleine Toleranzen der Wände gleichen die Wandprofile aus. Unten empfehlen wir die flache Duschwanne {{product:piano-120-stone-shower-tray}}, die sich bodeneben einbauen lässt. Für besondere Maße lässt sich die Duschwanne {{product:ardesia-140-slate-shower-tray}} in Schieferoptik vor Ort auf Maß kürzen. Dazu passt das Thermostat-Duschsystem {{product:pioggia-300-thermostatic-shower-set}}.',
      },
      { h2: 'Montage' },
      {
        p: 'Für eine eingewiesene Fachkraft dauert die Montage etwa zwei Stunden. Zuerst werden die Wandprofile lotrecht gesetzt, dann wird das feste Element eingehängt und ausgerichtet, zuletzt kommt die Schiebetür auf die Laufschiene. Die Rollen lassen sich nachträglich in der Höhe justieren, falls sich das Gebäude noch setzt. Jeder Lieferung liegt eine bebilderte Montageanleitung bei.',
      },
      {
        p: 'Schiebetüren sind in Nischen eine gute Alternative zur Pendeltür. Eine Pendeltür braucht vor der Dusche einen freien Schwenkbereich, der in vielen Bädern fehlt oder mit dem Waschtisch kollidiert. Die Schiebetür gleitet dagegen vor das feste Element, und der Einstieg ist trotzdem großzügig. Auch Handtuchhalter und Ablagen lassen sich so frei an der Wand anordnen. Wer eine Ecklösung sucht, findet bei uns L-förmige Eckduschen, Fünfeckduschen und Viertelkreisduschen.',
      },
      { h2: 'Pflege und Garantie' },
      {
        p: 'Die werkseitige Beschichtung lässt Wasser abperlen, sodass sich Kalk kaum festsetzt. Nach dem Duschen genügt ein Abzieher; ab und zu reinigen Sie die Laufschiene mit einem feuchten Tuch. Wie alle unsere Duschabtrennungen trägt die Schiebetür die CE-Kennzeichnung, und wir gewähren {{warranty_years}} Jahre Garantie. Innerhalb Deutschlands liefern wir lagernde Ware in der Regel innerhalb von {{delivery_days_germany}} Tagen.',
      },
    ],
    picture: 'linea-shower',
    alt: 'Duschabtrennung aus Glas mit schmalen schwarzen Profilen, Regenbrause und flacher Duschwanne in einem hell gefliesten Bad',
  },
  {
    slug: 'kostenlose-einlagerung-lieferservice',
    title: 'Ihr Bad kommt, wenn die Baustelle so weit ist',
    excerpt:
      'Bauzeiten verschieben sich: Wir lagern Ihre Bestellung kostenlos ein und liefern sie pünktlich zum Einbau. Ein Überblick über unseren Lager- und Lieferservice.',
    date: '2025-05-13',
    body: [
      {
        p: 'Auf kaum einer Baustelle läuft alles nach Plan. Der Estrich braucht länger zum Trocknen, der Fliesenleger hat sich verspätet, oder die Lieferung der Fenster verzögert sich. Damit Badewanne, Waschtisch und Duschabtrennung dann nicht im Weg stehen oder im Rohbau Schaden nehmen, lagern wir Ihre Bestellung auf Wunsch bis zu {{free_storage_days}} Tage lang kostenlos bei uns ein.',
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
      { h2: 'Lieferung, in China auch Montage' },
      {
        p: 'Innerhalb Deutschlands erhalten Sie lagernde Artikel in {{delivery_days_germany}} Tagen. In China liefern wir kostenlos in {{delivery_cities}} Städte, und unser Servicenetz montiert dort auf Wunsch fachgerecht bei Ihnen vor Ort – in ganz China und aus einer Hand.',
      },
      { h2: 'Besonders wichtig bei großen Projekten' },
      {
        p: 'Für Hotels und Wohnanlagen stimmen wir Lieferungen auf den Bauablauf ab. Statt alle Bäder auf einmal anzuliefern, rufen Sie die Ware abschnittsweise ab, etwa Etage für Etage oder Haus für Haus. Jede Sendung ist nach Wohnungs- oder Zimmernummern gekennzeichnet, sodass die Handwerker sofort wissen, was wohin gehört. Die Baustelle bleibt frei, und das Risiko von Transport- und Lagerschäden sinkt deutlich.',
      },
      {
        p: 'Bitte geben Sie den gewünschten Liefertermin möglichst früh an und melden Sie Änderungen rechtzeitig. Unser Kundendienst bestätigt jeden Termin schriftlich und informiert Sie am Vortag über das Zeitfenster der Anlieferung.',
      },
      {
        p: 'Alle eingelagerten Bestellungen werden bei der Einlagerung erfasst und fotografiert. So ist jederzeit nachvollziehbar, in welchem Zustand die Ware bei uns angekommen ist. Vor der Auslieferung prüfen wir die Verpackung noch einmal und ersetzen sie, falls sie während der Lagerung gelitten hat.',
      },
      {
        p: 'Auch für Privatkunden lohnt sich der Service: Wer sein Bad frühzeitig bestellt, sichert sich Wunschmodelle und Farben, auch wenn der Umbau erst in einigen Wochen beginnt.',
      },
    ],
    picture: 'storage-hall',
    alt: 'Lagerhalle mit Hochregalen voller Kartons, einer verpackten Badewanne auf einer Palette und einem Lieferwagen am Tor',
  },
  {
    slug: 'ish-2025-messeauftritt',
    title: 'ISH 2025: Rückblick auf fünf Tage in Frankfurt',
    excerpt:
      'Auf der ISH in Frankfurt haben wir die überarbeitete Version unserer Nischen-Schiebetür, eine kompakte freistehende Wanne aus Mineralguss und die ersten Muster unserer Aufsatzwaschbecken gezeigt.',
    date: '2025-03-24',
    body: [
      {
        p: 'Vom 17. bis 21. März 2025 war SANHAUS auf der ISH in Frankfurt am Main vertreten, der Weltleitmesse für Wasser, Wärme und Luft. Für uns ist es ein Heimspiel: Unser Designteam sitzt in Frankfurt, und auf der ISH haben wir 2007 zum ersten Mal ausgestellt. Unser Stand war als ruhiges Bad gestaltet – mit viel Licht, natürlichen Materialien und Raum für Gespräche.',
      },
      { h2: 'Die Neuheiten im Überblick' },
      {
        ul: [
          'Premiere für die überarbeitete Schiebetür {{product:linea-140-sliding-door}}: noch schmalere Profile, kugelgelagerte Rollen und 8 mm Sicherheitsglas',
          'Das Thermostat-Duschsystem {{product:pioggia-300-thermostatic-shower-set}} mit Sicherheitssperre bei 38 °C',
          'Erste Muster unserer Aufsatzwaschbecken aus Mineralguss in runder, eckiger und ovaler Form',
        ],
      },
      {
        p: 'Neben den Neuheiten stand eine bewährte Wanne aus unserem Programm: die kompakte freistehende Mineralguss-Wanne {{product:pietra-160-freestanding-stone-bath}} für kleinere Bäder, außen steingrau durchgefärbt.',
      },
      { h2: 'Viele Gespräche, konkrete Projekte' },
      {
        p: 'Besonders gefreut haben uns die vielen Gespräche mit Händlern, Planern und Projektkunden aus aller Welt. Häufig ging es um Hotelsanierungen, bei denen Bäder in kurzer Zeit und bei laufendem Betrieb erneuert werden müssen. Dafür liefern wir etagenweise, montagefertig und auf Wunsch mit vorab eingelagerten Beständen. Auch das Interesse an OEM- und ODM-Fertigung für Handelsmarken war groß.',
      },
      {
        p: 'Mehrmals täglich erklärte unser Designteam in kurzen Führungen, wie aus einer Skizze ein Produkt wird: vom ersten Entwurf in Frankfurt über das 3D-Modell und den Prototyp aus unserem Werk in Pujiang bis zur Serienfertigung. Besonders die Frage, wie sich Mineralguss mit so feinen Rändern gießen lässt, sorgte am Stand für Gesprächsstoff.',
      },
      {
        p: 'Die ISH findet alle zwei Jahre statt und ist für die Sanitärbranche der wichtigste Treffpunkt. Wir nutzen sie, um neue Produkte zuerst dem Fachhandel vorzustellen, bevor sie in Serie gehen. Viele Händler haben Muster für ihre Ausstellungen bestellt, die wir ab dem Frühsommer ausliefern.',
      },
      { h2: 'Rückmeldungen, die wir umsetzen' },
      {
        p: 'Die Muster der Aufsatzwaschbecken haben wir am Stand bewusst zur Diskussion gestellt. Viele Besucherinnen und Besucher wünschten sich neben Mattweiß auch gedeckte Farben; das eckige Becken wird deshalb zusätzlich in Betongrau und Sandbeige kommen. Herzlichen Dank an alle, die uns besucht haben. Die Neuheiten sind nach und nach in unseren Showrooms zu sehen; die Aufsatzwaschbecken selbst kommen im Herbst in den Handel.',
      },
    ],
    picture: 'ish-de',
    alt: 'Messestand auf der ISH 2025 mit einer freistehenden Badewanne, einer Duschabtrennung und Besuchern',
  },
  {
    slug: 'elbkontor-hamburg-wohnquartier',
    title: 'Elbkontor Hamburg: 96 Wohnungen mit Bädern von SANHAUS',
    excerpt:
      'Im neuen Wohnquartier Elbkontor in der Hamburger HafenCity stammen Doppelwaschtische, Duschabtrennungen und Armaturen aller 96 Wohnungen von SANHAUS.',
    date: '2025-01-28',
    body: [
      {
        p: 'Mitten in der HafenCity sind im Januar die ersten Mieterinnen und Mieter in das Wohnquartier Elbkontor eingezogen. Für alle 96 Wohnungen hat SANHAUS die Badausstattung geliefert – vom Doppelwaschtisch bis zur Duschabtrennung. Der Bauträger hatte sich für einen Lieferanten entschieden, der Möbel, Becken, Glas und Armaturen aus einer Hand anbietet und die Lieferung an den Baufortschritt anpasst.',
      },
      { h2: 'Ein Bad, viele Grundrisse' },
      {
        p: 'Die Wohnungen reichen vom kompakten Apartment bis zur Vierzimmerwohnung. Gemeinsam mit dem Bauträger haben wir deshalb drei Ausstattungslinien festgelegt, die sich in Größe und Umfang unterscheiden, aber dieselbe Formensprache teilen. So wirken alle Bäder des Hauses wie aus einem Guss, ob mit einem oder mit zwei Waschplätzen.',
      },
      {
        ul: [
          'Größere Wohnungen: Badmöbel {{product:vita-120-double-vanity-unit}} mit Doppelwaschtisch, Fronten in Esche',
          'Apartments: Badmöbel {{product:aria-60-vanity-unit}} mit Waschtisch aus Mineralguss',
          'Walk-in-Duschen mit der Duschwand {{product:clara-120-walk-in-screen}} und flachen Duschwannen',
          'Waschtischarmaturen {{product:fino-basin-mixer}} in Chrom',
        ],
      },
      { h2: 'Geliefert nach Baufortschritt' },
      {
        p: 'Geliefert wurde abschnittsweise, Treppenhaus für Treppenhaus. Bis zum Einbau lagerten die Bäder kostenlos in unserem Lager, jede Sendung war nach Wohnungsnummern gekennzeichnet. Die Handwerker vor Ort konnten so ohne Suchen und Zwischenlagern arbeiten, und Schäden durch den Baustellenbetrieb blieben aus.',
      },
      { h2: 'Komfort für jede Lebensphase' },
      {
        p: 'Die bodengleichen Duschen machen die Bäder alltagstauglich für jede Lebensphase – ein Argument, das dem Bauträger für die Vermietung wichtig war. Die Badmöbel mit gedämpften Auszügen bieten auch in kleinen Apartments genug Stauraum für Handtücher und Pflegeprodukte, und die Armaturen mit Strahlreglern helfen beim Wassersparen.',
      },
      {
        p: 'Für uns war das Elbkontor ein typisches Projekt im Wohnungsbau: viele gleiche Bäder, ein enger Zeitplan und ein Bauherr, der Qualität zu einem festen Budget erwartet. Die drei Ausstattungslinien haben wir im Vorfeld in einer Musterwohnung aufgebaut. Dort konnten Bauträger und Architekten jedes Detail prüfen, bevor die Serienlieferung begann. Änderungswünsche aus der Musterwohnung, etwa eine andere Spiegelhöhe, flossen direkt in die Fertigung ein.',
      },
      {
        p: 'Für die Mieterinnen und Mieter haben wir eine kurze Pflegeanleitung für Mineralguss und Glas erstellt, die in jeder Wohnung ausliegt. Die Hausverwaltung erreicht für Ersatzteile und Nachbestellungen direkt unseren Kundendienst.',
      },
    ],
    picture: 'hamburg-flat',
    alt: 'Bad einer Stadtwohnung mit einem Doppelwaschtisch aus Esche, zwei ovalen Waschbecken und zwei rechteckigen Spiegeln',
  },
]
