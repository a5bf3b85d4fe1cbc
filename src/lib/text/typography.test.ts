import { describe, expect, it } from 'vitest'

import { NBSP, NNBSP, typeset, typesetMessages } from './typography'

describe('typeset', () => {
  it('gives French its spaces: non-breaking before a colon and inside « », narrow before ; ? !', () => {
    expect(typeset('Attention : le délai ; vraiment ? Oui ! « Calme »', 'fr')).toBe(
      `Attention${NBSP}: le délai${NNBSP}; vraiment${NNBSP}? Oui${NNBSP}! «${NBSP}Calme${NBSP}»`,
    )
    expect(typeset('Pourquoi?! Voilà:', 'fr')).toBe(`Pourquoi${NNBSP}?! Voilà${NBSP}:`)
  })

  it('leaves times, addresses, queries and e-mails in French as written', () => {
    const text = 'De 9:00 à 18:00, https://www.sanhaus.example/fr/search?q=vasque, service@sanhaus.example'
    expect(typeset(text, 'fr')).toBe(text)
  })

  it('is idempotent: a text set once is not changed again', () => {
    const once = typeset("Qu'est-ce que c'est ? « Luna » : l'essentiel !", 'fr')
    expect(typeset(once, 'fr')).toBe(once)
  })

  it('turns straight apostrophes between letters into typographic ones in French and Italian only', () => {
    expect(typeset("l'acqua dell'hotel", 'it')).toBe('l’acqua dell’hotel')
    expect(typeset("aujourd'hui", 'fr')).toBe('aujourd’hui')
    expect(typeset("it's here: really?", 'en')).toBe("it's here: really?")
    expect(typeset('Achtung: wirklich?', 'de')).toBe('Achtung: wirklich?')
  })

  it('sets every string of a messages tree, keys and placeholders kept', () => {
    expect(typesetMessages({ a: { b: "L'offre : {count} articles ?" } }, 'fr')).toEqual({
      a: { b: `L’offre${NBSP}: {count} articles${NNBSP}?` },
    })
  })
})
