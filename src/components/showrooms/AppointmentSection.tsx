import { AppointmentForm } from '@/features/enquiry/form/AppointmentForm.client'
import { formIcons } from '@/features/enquiry/form/iconsDrawn'
import formStyles from '@/features/enquiry/form/Teamwork.module.css'
import type { EnquiryTexts } from '@/features/enquiry/form/texts'
import { fill } from '@/features/enquiry/form/texts'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import type { ShowroomEntry } from '@/lib/cms/showrooms'
import { getSiteSettings } from '@/lib/cms/site'
import { provinceOptions } from '@/lib/enquiry/provinces'
import { CHINA, countryOptions } from '@/lib/geo/countries'
import { hrefFor } from '@/lib/paths'

import styles from './Showrooms.module.css'

/** The anchor of a showroom page's appointment form (its "Termin vereinbaren" link leads there). */
export const APPOINTMENT_ANCHOR = 'appointment'

/**
 * A showroom page's appointment request: the enquiry form's details and consent, the series on
 * display there to choose from, a day and part of the day it opens; sent to
 * `POST /api/showroom/{slug}/appointment`.
 */
export async function AppointmentSection({ locale, showroom }: { locale: Locale; showroom: ShowroomEntry }) {
  const [messages, settings] = await Promise.all([loadMessages(locale), getSiteSettings(locale)])
  const texts = messages.enquiry as EnquiryTexts
  const chinaOnly = Boolean(settings.chinaOnly)
  return (
    <section id={APPOINTMENT_ANCHOR} className={styles.appointment} aria-labelledby="showroom-appointment">
      <h2 id="showroom-appointment">{texts.appointment.title}</h2>
      <p className={styles.appointmentIntro}>{fill(texts.appointment.intro, { showroom: showroom.name })}</p>
      <noscript>
        <p className={formStyles.noscript}>{texts.appointment.noscript}</p>
      </noscript>
      <AppointmentForm
        locale={locale}
        texts={texts}
        countries={chinaOnly ? [] : countryOptions(locale)}
        provinces={provinceOptions(locale)}
        initial={{
          // The visitor's country as this device remembers it, else the showroom's (China only: China).
          country: chinaOnly ? CHINA : undefined,
          defaultCountry: showroom.country,
          chinaOnly,
          appointment: {
            showroom: showroom.slug,
            name: showroom.name,
            independent: showroom.kind !== 'brand',
            series: showroom.series.map((s) => ({ value: s.slug, label: s.title })),
            timeZone: showroom.timeZone,
            hours: showroom.hours,
            exceptions: showroom.exceptions.map(({ date, closed, opens, closes }) => ({ date, closed, opens, closes })),
          },
        }}
        privacyHref={hrefFor(locale, 'privacy')}
        listHref={hrefFor(locale, 'list')}
        icons={formIcons()}
      />
    </section>
  )
}
