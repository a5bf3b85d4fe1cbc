'use client'

import { Button, useAllFormFields, useConfig, useForm, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'

const texts = {
  button: {
    de: 'Lage aus der Adresse vorschlagen',
    zh: '根据地址推荐位置',
    en: 'Propose the position from the address',
    it: 'Proporre la posizione dall’indirizzo',
    fr: 'Proposer la position à partir de l’adresse',
    es: 'Proponer la posición a partir de la dirección',
  },
  help: {
    de: 'Aus dem eigenen Ortsverzeichnis der Website (Postleitzahl in Deutschland, sonst Ort und Land), ohne externen Dienst. Bitte prüfen und bei Bedarf korrigieren: der Punkt liegt in der Ortsmitte, nicht am Haus.',
    zh: '取自网站自带的地名表（德国按邮编，其他国家按城市和国家），不调用外部服务。请核对并按需修改：该点位于城市中心，而非门牌位置。',
    en: 'From the site’s own gazetteer (the postcode in Germany, elsewhere the place and country), with no outside service. Please check and correct it: the point is the centre of the place, not the building.',
    it: 'Dal repertorio di località del sito (CAP in Germania, altrove località e paese), senza servizi esterni. Controllare e correggere se necessario: il punto è il centro della località, non l’edificio.',
    fr: 'D’après le répertoire de lieux du site (code postal en Allemagne, ailleurs la localité et le pays), sans service externe. À vérifier et corriger au besoin : le point est le centre de la localité, pas le bâtiment.',
    es: 'Del nomenclátor propio del sitio (código postal en Alemania, en otros países la localidad y el país), sin servicios externos. Compruébela y corríjala si hace falta: el punto es el centro de la localidad, no el edificio.',
  },
  proposed: {
    de: 'Vorgeschlagen: {name}{approximate}. Bitte prüfen.',
    zh: '已推荐：{name}{approximate}。请核对。',
    en: 'Proposed: {name}{approximate}. Please check.',
    it: 'Proposta: {name}{approximate}. Controllare.',
    fr: 'Proposé : {name}{approximate}. À vérifier.',
    es: 'Propuesta: {name}{approximate}. Compruébela.',
  },
  approximate: {
    de: ' (ungefähr: Nachbar-Postleitzahl)',
    zh: '（近似：相邻邮编）',
    en: ' (approximate: a neighbouring postcode)',
    it: ' (approssimativa: CAP vicino)',
    fr: ' (approximatif : code postal voisin)',
    es: ' (aproximada: código postal vecino)',
  },
  notFound: {
    de: 'Zu dieser Adresse kennt das Ortsverzeichnis keinen Ort. Bitte Breite und Länge selbst eintragen.',
    zh: '地名表中没有与该地址对应的地点，请手动填写纬度和经度。',
    en: 'The gazetteer knows no place for this address. Please enter the latitude and longitude yourself.',
    it: 'Il repertorio non conosce alcuna località per questo indirizzo. Inserire latitudine e longitudine a mano.',
    fr: 'Le répertoire ne connaît aucun lieu pour cette adresse. Saisissez vous-même la latitude et la longitude.',
    es: 'El nomenclátor no conoce ningún lugar para esta dirección. Introduzca usted la latitud y la longitud.',
  },
}

type Proposal = { lat: number; lng: number; name: string; postcode: string | null; approximate: boolean }

/** Beside a showroom's position: fills latitude and longitude from its address, by the site's gazetteer. */
export function ProposePosition() {
  const { i18n } = useTranslation()
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'en'
  const [fields] = useAllFormFields()
  const { dispatchFields, setModified } = useForm()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [message, setMessage] = useState('')
  const value = (path: string) => {
    const v = fields[path]?.value
    return typeof v === 'string' ? v : ''
  }

  async function propose() {
    const query = new URLSearchParams({
      postcode: value('postcode'),
      city: value('city'),
      country: value('country'),
    })
    const res = await fetch(`${api}/showrooms/propose-position?${query}`, { credentials: 'include' })
    const body = res.ok ? ((await res.json()) as { data: Proposal }).data : null
    if (!body) {
      setMessage(texts.notFound[language])
      return
    }
    dispatchFields({ type: 'UPDATE', path: 'position.lat', value: body.lat })
    dispatchFields({ type: 'UPDATE', path: 'position.lng', value: body.lng })
    setModified(true)
    const name = body.postcode ? `${body.postcode} ${body.name}` : body.name
    setMessage(
      texts.proposed[language]
        .replace('{name}', name)
        .replace('{approximate}', body.approximate ? texts.approximate[language] : ''),
    )
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={() => void propose()} margin={false}>
        {texts.button[language]}
      </Button>
      <p className="field-description">{texts.help[language]}</p>
      {message && (
        <p className="field-description" role="status">
          {message}
        </p>
      )}
    </div>
  )
}
