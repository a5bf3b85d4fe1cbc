import type { Family } from '@/lib/vocabularies'

/** An installation manual in one language: for whom, then its steps. */
export type ManualText = { lead: string; sections: { heading: string; paragraphs: string[] }[] }

type Steps = [before: string, fitting: string, after: string]

const headings = {
  de: ['Vor der Montage', 'Montage', 'Nach der Montage'],
  en: ['Before installation', 'Installation', 'After installation'],
} as const

const steps: Record<Family, { de: Steps; en: Steps; name: { de: string; en: string } }> = {
  basin: {
    name: { de: 'Waschbecken', en: 'basins' },
    de: [
      'Prüfen Sie, ob die Wand das Gewicht des Waschbeckens samt Inhalt trägt, und legen Sie die Anschlüsse für Wasser und Ablauf nach der Maßzeichnung fest.',
      'Bohrlöcher anzeichnen, den beiliegenden Befestigungssatz setzen und das Becken waagerecht ausrichten. Armatur und Ablaufgarnitur vor dem Aufhängen montieren.',
      'Die Fuge zur Wand mit Sanitärsilikon schließen und das Becken 24 Stunden nicht belasten. Alle Anschlüsse auf Dichtheit prüfen.',
    ],
    en: [
      'Check that the wall carries the weight of the basin and its contents, and set the water and waste connections by the dimension drawing.',
      'Mark the holes, fit the supplied fixing set and align the basin level. Fit the tap and the waste before hanging the basin.',
      'Seal the joint to the wall with sanitary silicone and do not load the basin for 24 hours. Check all connections for leaks.',
    ],
  },
  cabinet: {
    name: { de: 'Badmöbel', en: 'bathroom furniture' },
    de: [
      'Prüfen Sie die Tragfähigkeit der Wand: Der Waschtischunterschrank hängt an zwei Punkten an den beiliegenden Beschlägen.',
      'Die Aufhängeschiene waagerecht montieren, den Schrank einhängen und über die Stellschrauben der Beschläge in Höhe und Tiefe ausrichten. Den Waschtisch auflegen und verkleben.',
      'Schubkästen einsetzen und die Fronten an den Auszügen einstellen. Oberflächen nur mit einem feuchten Tuch reinigen.',
    ],
    en: [
      'Check that the wall can carry the load: the vanity unit hangs at two points from the supplied brackets.',
      'Mount the hanging rail level, hook the unit on and align its height and depth with the brackets’ adjusting screws. Place the vanity top and bond it.',
      'Insert the drawers and adjust the fronts on their runners. Clean the surfaces only with a damp cloth.',
    ],
  },
  enclosure: {
    name: { de: 'Duschabtrennungen', en: 'shower enclosures' },
    de: [
      'Die Duschwanne muss eingebaut, waagerecht und abgedichtet sein, bevor die Duschabtrennung montiert wird. Die Wandfliesen müssen fertig verfugt sein.',
      'Die Wandprofile lotrecht anzeichnen, bohren und verschrauben. Die Glaselemente zu zweit einsetzen, die Türen ausrichten und die Dichtprofile aufstecken.',
      'Die Profile außen mit Sanitärsilikon abdichten, innen offen lassen. 24 Stunden nicht duschen.',
    ],
    en: [
      'The shower tray must be installed, level and sealed before the enclosure is fitted. The wall tiles must be fully grouted.',
      'Mark the wall profiles plumb, drill and screw them in place. Fit the glass panels with two people, align the doors and push on the seals.',
      'Seal the profiles on the outside with sanitary silicone and leave the inside open. Do not shower for 24 hours.',
    ],
  },
  tray: {
    name: { de: 'Duschwannen', en: 'shower trays' },
    de: [
      'Einen ebenen, tragfähigen Untergrund herstellen; der Bodenablauf muss unter der Ablauföffnung der Wanne liegen.',
      'Die Wanne im Mörtelbett oder auf dem Wannenträger verlegen, mit der Wasserwaage ausrichten und den Ablauf anschließen. Zum Kürzen nur eine Diamantscheibe verwenden.',
      'Die Fuge zwischen Wanne und Wand mit Dichtband und Sanitärsilikon schließen. Nach 24 Stunden ist die Wanne belastbar.',
    ],
    en: [
      'Prepare a level, load-bearing base; the floor waste must sit under the tray’s outlet.',
      'Lay the tray in a mortar bed or on its support frame, level it with a spirit level and connect the waste. Cut it only with a diamond blade.',
      'Seal the joint between tray and wall with sealing tape and sanitary silicone. The tray can be used after 24 hours.',
    ],
  },
  tub: {
    name: { de: 'Badewannen', en: 'baths' },
    de: [
      'Prüfen Sie die Tragfähigkeit des Bodens: Die gefüllte Wanne wiegt mehrere hundert Kilogramm. Zulauf und Ablauf nach der Maßzeichnung vorbereiten.',
      'Die Wanne aufstellen, über die Stellfüße waagerecht ausrichten und die Ablaufgarnitur mit Überlauf anschließen.',
      'Die Wanne füllen und alle Anschlüsse auf Dichtheit prüfen, bevor die Fuge zum Boden geschlossen wird.',
    ],
    en: [
      'Check the floor’s load-bearing capacity: the filled bath weighs several hundred kilograms. Prepare the supply and the waste by the dimension drawing.',
      'Set the bath in place, level it on its adjustable feet and connect the waste and overflow set.',
      'Fill the bath and check all connections for leaks before sealing the joint to the floor.',
    ],
  },
  tap: {
    name: { de: 'Armaturen', en: 'taps' },
    de: [
      'Die Wasserzufuhr absperren und die Leitungen vor der Montage gründlich durchspülen, damit keine Rückstände in die Kartusche gelangen.',
      'Die Armatur mit Dichtung aufsetzen und von unten mit dem Befestigungssatz anziehen. Die Anschlussschläuche handfest und mit einer Vierteldrehung anschließen.',
      'Das Wasser langsam öffnen, alle Anschlüsse auf Dichtheit prüfen und den Strahlregler nach einigen Tagen reinigen.',
    ],
    en: [
      'Shut off the water supply and flush the pipes thoroughly before installation, so that no debris reaches the cartridge.',
      'Place the tap with its seal and tighten it from below with the fixing set. Connect the hoses hand-tight plus a quarter turn.',
      'Open the water slowly, check all connections for leaks and clean the aerator after a few days.',
    ],
  },
  toilet: {
    name: { de: 'WCs', en: 'toilets' },
    de: [
      'Zulauf und Abwasseranschluss nach der Maßzeichnung prüfen; ein Wand-WC braucht ein tragfähiges Vorwandelement.',
      'Das Schallschutzset anbringen, das WC aufsetzen, die Befestigungsschrauben gleichmäßig anziehen und den Abwasserstutzen anschließen.',
      'Mehrmals spülen und alle Anschlüsse auf Dichtheit prüfen. Die Fuge mit Sanitärsilikon schließen.',
    ],
    en: [
      'Check the supply and the waste connection by the dimension drawing; a wall-hung toilet needs a load-bearing installation frame.',
      'Fit the sound-insulation set, place the toilet, tighten the fixing screws evenly and connect the waste pipe.',
      'Flush several times and check all connections for leaks. Seal the joint with sanitary silicone.',
    ],
  },
}

/** The installation manual of a product family in German or English (the demo's two manual languages). */
export function manualText(family: Family, language: 'de' | 'en'): ManualText {
  const texts = steps[family]
  return {
    lead: language === 'de' ? `Für ${texts.name.de} von SANHAUS` : `For SANHAUS ${texts.name.en}`,
    sections: texts[language].map((paragraph, i) => ({ heading: headings[language][i]!, paragraphs: [paragraph] })),
  }
}
