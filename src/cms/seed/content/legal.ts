import type { LegalSeed } from './types'

const impressum: LegalSeed = {
  slug: 'impressum',
  title: {
    de: 'Impressum',
    zh: '法律声明',
    en: 'Legal notice',
    it: 'Note legali',
    fr: 'Mentions légales',
    es: 'Aviso legal',
  },
  body: {
    de: [
      { h2: 'Angaben gemäß § 5 DDG' },
      { p: 'SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Frankfurt am Main, Deutschland' },
      { p: 'Vertreten durch die Geschäftsführer Jonas Berger und Lin Wei.' },
      { h2: 'Kontakt' },
      { ul: ['Telefon: +49 69 4800 7210', 'E-Mail: info@sanhaus.example'] },
      { h2: 'Registereintrag und Umsatzsteuer' },
      {
        ul: [
          'Registergericht: Amtsgericht Frankfurt am Main',
          'Registernummer: HRB 112233',
          'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE312345678',
        ],
      },
      { h2: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' },
      { p: 'Jonas Berger, Hanauer Landstraße 291, 60314 Frankfurt am Main' },
      { h2: 'Streitbeilegung' },
      {
        p: 'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Abs. 1 Nr. 1 VSBG).',
      },
    ],
    zh: [
      { h2: '根据德国《数字服务法》（DDG）第5条提供的信息' },
      { p: 'SANHAUS Bad GmbH，Hanauer Landstraße 291, 60314 Frankfurt am Main，德国' },
      { p: '法定代表：总经理 Jonas Berger、Lin Wei。' },
      { h2: '联系方式' },
      { ul: ['电话：+49 69 4800 7210', '电子邮箱：info@sanhaus.example'] },
      { h2: '商业登记与增值税' },
      {
        ul: [
          '登记法院：美因河畔法兰克福初级法院',
          '商业登记号：HRB 112233',
          '增值税识别号（依据德国《增值税法》第27a条）：DE312345678',
        ],
      },
      { h2: '依据德国《州际媒体协定》（MStV）第18条第2款的内容负责人' },
      { p: 'Jonas Berger，Hanauer Landstraße 291, 60314 Frankfurt am Main' },
      { h2: '消费者争议解决' },
      {
        p: '我们既无义务，也不愿意参加消费者调解机构的争议解决程序（德国《消费者争议解决法》（VSBG）第36条第1款第1项）。',
      },
    ],
    en: [
      { h2: 'Information pursuant to § 5 DDG' },
      { p: 'SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Frankfurt am Main, Germany' },
      { p: 'Represented by the managing directors Jonas Berger and Lin Wei.' },
      { h2: 'Contact' },
      { ul: ['Telephone: +49 69 4800 7210', 'Email: info@sanhaus.example'] },
      { h2: 'Register entry and VAT' },
      {
        ul: [
          'Register court: Amtsgericht Frankfurt am Main (Local Court of Frankfurt am Main)',
          'Register number: HRB 112233',
          'VAT identification number pursuant to § 27a of the German VAT Act (UStG): DE312345678',
        ],
      },
      { h2: 'Responsible for content pursuant to § 18 (2) MStV' },
      { p: 'Jonas Berger, Hanauer Landstraße 291, 60314 Frankfurt am Main, Germany' },
      { h2: 'Consumer dispute resolution' },
      {
        p: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 (1) no. 1 of the German Consumer Dispute Resolution Act, VSBG).',
      },
    ],
    it: [
      { h2: 'Informazioni ai sensi del § 5 DDG' },
      { p: 'SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Francoforte sul Meno, Germania' },
      { p: 'Rappresentata dagli amministratori delegati Jonas Berger e Lin Wei.' },
      { h2: 'Contatti' },
      { ul: ['Telefono: +49 69 4800 7210', 'E-mail: info@sanhaus.example'] },
      { h2: 'Registro delle imprese e IVA' },
      {
        ul: [
          'Tribunale del registro: Amtsgericht Frankfurt am Main (Tribunale di Francoforte sul Meno)',
          'Numero di registro: HRB 112233',
          'Partita IVA ai sensi del § 27a della legge tedesca sull’IVA (UStG): DE312345678',
        ],
      },
      { h2: 'Responsabile dei contenuti ai sensi del § 18, comma 2, MStV' },
      { p: 'Jonas Berger, Hanauer Landstraße 291, 60314 Francoforte sul Meno, Germania' },
      { h2: 'Risoluzione delle controversie dei consumatori' },
      {
        p: 'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori (§ 36, comma 1, n. 1, della legge tedesca sulla risoluzione delle controversie dei consumatori, VSBG).',
      },
    ],
    fr: [
      { h2: 'Informations conformément au § 5 DDG' },
      { p: 'SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Francfort-sur-le-Main, Allemagne' },
      { p: 'Représentée par ses gérants, Jonas Berger et Lin Wei.' },
      { h2: 'Contact' },
      { ul: ['Téléphone : +49 69 4800 7210', 'E-mail : info@sanhaus.example'] },
      { h2: 'Immatriculation et TVA' },
      {
        ul: [
          'Tribunal d’immatriculation : Amtsgericht Frankfurt am Main (tribunal d’instance de Francfort-sur-le-Main)',
          'Numéro d’immatriculation : HRB 112233',
          'Numéro de TVA intracommunautaire conformément au § 27a de la loi allemande sur la TVA (UStG) : DE312345678',
        ],
      },
      { h2: 'Responsable du contenu au sens du § 18, al. 2, MStV' },
      { p: 'Jonas Berger, Hanauer Landstraße 291, 60314 Francfort-sur-le-Main, Allemagne' },
      { h2: 'Règlement des litiges de consommation' },
      {
        p: 'Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation (§ 36, al. 1, n° 1, de la loi allemande sur le règlement des litiges de consommation, VSBG).',
      },
    ],
    es: [
      { h2: 'Información conforme al § 5 DDG' },
      { p: 'SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Fráncfort del Meno, Alemania' },
      { p: 'Representada por sus administradores, Jonas Berger y Lin Wei.' },
      { h2: 'Contacto' },
      { ul: ['Teléfono: +49 69 4800 7210', 'Correo electrónico: info@sanhaus.example'] },
      { h2: 'Registro mercantil e IVA' },
      {
        ul: [
          'Juzgado registral: Amtsgericht Frankfurt am Main (Juzgado de Primera Instancia de Fráncfort del Meno)',
          'Número de registro: HRB 112233',
          'Número de identificación a efectos del IVA conforme al § 27a de la Ley alemana del IVA (UStG): DE312345678',
        ],
      },
      { h2: 'Responsable del contenido conforme al § 18, apdo. 2, MStV' },
      { p: 'Jonas Berger, Hanauer Landstraße 291, 60314 Fráncfort del Meno, Alemania' },
      { h2: 'Resolución de litigios de consumo' },
      {
        p: 'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo (§ 36, apdo. 1, n.º 1, de la Ley alemana de resolución de litigios de consumo, VSBG).',
      },
    ],
  },
}

const privacy: LegalSeed = {
  slug: 'privacy',
  title: {
    de: 'Datenschutz',
    zh: '隐私政策',
    en: 'Privacy policy',
    it: 'Informativa sulla privacy',
    fr: 'Politique de confidentialité',
    es: 'Política de privacidad',
  },
  body: {
    de: [
      {
        p: 'Mit dieser Erklärung informieren wir Sie nach Art. 13 DSGVO darüber, welche personenbezogenen Daten wir beim Besuch dieser Website verarbeiten. Verantwortlicher ist die SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Frankfurt am Main, vertreten durch die Geschäftsführer Jonas Berger und Lin Wei, Telefon +49 69 4800 7210, E-Mail info@sanhaus.example.',
      },
      { h2: 'Aufruf der Website und Hosting' },
      {
        p: 'Bei jedem Aufruf speichert unser Server automatisch Daten, die Ihr Browser übermittelt, in Server-Logfiles: IP-Adresse, Datum und Uhrzeit des Abrufs, aufgerufene Seite, HTTP-Statuscode, übertragene Datenmenge, zuvor besuchte Seite (Referrer) sowie Browsertyp und Betriebssystem. Die Verarbeitung dient der Auslieferung der Website, ihrer Stabilität und Sicherheit sowie der Abwehr von Angriffen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einem sicheren und funktionsfähigen Internetauftritt. Die Logfiles werden nach 14 Tagen gelöscht, es sei denn, ein konkreter Sicherheitsvorfall muss aufgeklärt werden. Die Website wird von einem technischen Dienstleister betrieben, der die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen verarbeitet; mit ihm haben wir einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen.',
      },
      { h2: 'Spracheinstellung' },
      {
        p: 'Damit die Website Ihre gewählte Sprache beim nächsten Aufruf wieder anzeigt, setzen wir das Cookie „NEXT_LOCALE“ und legen im lokalen Speicher Ihres Browsers (Local Storage) die Einträge „lang“, „flagIdx“ und „langIdx“ ab. Sie enthalten nur den Sprachcode und die Position der gewählten Sprache in der Sprachauswahl. Die Speicherung ist für diese von Ihnen ausdrücklich gewünschte Funktion unbedingt erforderlich und bedarf daher nach § 25 Abs. 2 Nr. 2 TDDDG keiner Einwilligung; die weitere Verarbeitung beruht auf Art. 6 Abs. 1 lit. f DSGVO. Sie können die Einträge jederzeit in den Einstellungen Ihres Browsers löschen.',
      },
      { h2: 'Merkliste' },
      {
        p: 'Produkte, die Sie auf die Merkliste setzen, speichern wir nur im lokalen Speicher Ihres Browsers, als Eintrag „sanhaus-merkliste“: Artikelnummern und Mengen, ohne Konto und ohne Cookie. An uns gelangt die Liste erst, wenn Sie sie selbst mit einer Anfrage senden, als PDF abrufen oder ihren Link öffnen; für eine Anfrage gilt der folgende Abschnitt. Die Speicherung ist für diese von Ihnen gewünschte Funktion unbedingt erforderlich und bedarf nach § 25 Abs. 2 Nr. 2 TDDDG keiner Einwilligung. Sie können die Liste auf der Seite „[Merkliste](/de/list)“ leeren oder den Eintrag in den Einstellungen Ihres Browsers löschen.',
      },
      { h2: 'Land und Eingaben im Anfrageformular' },
      {
        p: 'Das Land, das Sie im Anfrageformular wählen, speichern wir als Eintrag „sanhaus-country“ im lokalen Speicher Ihres Browsers (Local Storage), nur als Ländercode wie „DE“, damit das Formular bei Ihrer nächsten Anfrage mit diesem Land beginnt. Solange Sie das Formular ausfüllen, bewahrt Ihr Browser Ihre Eingaben für den geöffneten Tab auf (Session Storage, Eintrag „sanhaus:enquiry-draft“), damit nach einem Neuladen oder einer gestörten Verbindung nichts verloren geht; der Eintrag wird gelöscht, sobald Ihre Anfrage angekommen ist oder Sie den Tab schließen. Beide Einträge verlassen Ihr Gerät erst mit Ihrer Anfrage. Die Speicherung ist für diese von Ihnen gewünschte Funktion unbedingt erforderlich und bedarf nach § 25 Abs. 2 Nr. 2 TDDDG keiner Einwilligung. Sie können die Einträge jederzeit in den Einstellungen Ihres Browsers löschen.',
      },
      { h2: 'Kooperations- und Bewerbungsanfragen' },
      {
        p: 'Wenn Sie uns über das Formular „Zusammenarbeit“ eine Anfrage senden, verarbeiten wir Ihre Angaben: Land, Name, Telefonnummer, E-Mail-Adresse, Unternehmen (freiwillig), bei Anfragen aus China die Provinz, sonst Region, Postleitzahl und Ort (freiwillig), Ihr Anliegen, die Produkte, die Sie mitsenden, und bei Bewerbungen die gewünschte Stelle. Wir verwenden diese Daten ausschließlich, um Ihre Anfrage zu bearbeiten und mit Ihnen Kontakt aufzunehmen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Ihre Anfrage). Ihre Anfrage bearbeitet das Büro des Markts, zu dem Ihr Land gehört: Anfragen aus China unser Vertriebs- und Betriebszentrum in Hangzhou, Anfragen aus Europa und allen übrigen Ländern die SANHAUS Bad GmbH in Frankfurt am Main. Soweit für ein Angebot unser Werk in China beteiligt wird, gelten für diese Übermittlung in ein Drittland die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO). Anfragen aus China erreichen auch unsere Muttergesellschaft in Deutschland; dafür bitten wir nach Art. 39 des chinesischen Gesetzes zum Schutz personenbezogener Informationen (PIPL) um Ihre gesonderte Einwilligung, die wir mit ihrem Zeitpunkt speichern und die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Die Daten werden 180 Tage nach Eingang gelöscht, sofern kein Vertrags- oder Beschäftigungsverhältnis zustande kommt und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
      },
      { h2: 'Terminanfragen für eine Ausstellung' },
      {
        p: 'Wenn Sie auf der Seite einer Ausstellung einen Termin anfragen, verarbeiten wir Ihre Angaben wie bei einer Anfrage (Land, Name, Telefonnummer, E-Mail-Adresse, Unternehmen und Anschrift freiwillig), dazu die Ausstellung, die Serien, die Sie sehen möchten, Ihren Wunschtag und die Tageszeit sowie Ihre Nachricht (alles freiwillig). Die Anfrage geht an die Ausstellung und an das Vertriebsbüro des Markts, zu dem das Land der Ausstellung gehört; Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Ausstellungen des Fachhandels und Bad-Studios von Installateuren sind eigenständige Unternehmen: An sie geben wir Ihre Angaben nur mit Ihrer ausdrücklichen Einwilligung weiter (Art. 6 Abs. 1 lit. a DSGVO), die wir mit ihrem Zeitpunkt speichern; für die weitere Verarbeitung ist dann dieses Unternehmen verantwortlich. Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Solange Sie das Terminformular ausfüllen, bewahrt Ihr Browser Ihre Eingaben für den geöffneten Tab auf (Session Storage, Eintrag „sanhaus:appointment-draft“); der Eintrag wird gelöscht, sobald Ihre Anfrage angekommen ist oder Sie den Tab schließen. Terminanfragen werden wie Anfragen 180 Tage nach Eingang gelöscht.',
      },
      { h2: 'Suche nach Ausstellungen' },
      {
        p: 'Die Suche nach Ausstellungen in Ihrer Nähe beantwortet unser eigener Server aus einem Ortsverzeichnis, das die Website selbst mitbringt; Ihre Eingabe (Postleitzahl oder Ort) geht an keinen anderen Dienst, und die Karte der Ergebnisse zeichnet unser Server selbst. Wenn Sie „Meinen Standort verwenden“ drücken, fragt Ihr Browser, ob er Ihren Standort mitteilen darf; erst nach Ihrer Zustimmung übermittelt die Seite Ihre Position, auf etwa einen Kilometer gerundet, mit der Suche an unseren Server. Wir verwenden sie nur, um die Entfernungen zu berechnen, und speichern sie nicht; wie jede aufgerufene Adresse kann sie im Serverprotokoll stehen, das wir wie im Abschnitt „Aufruf der Website und Hosting“ beschrieben löschen. Der Zugriff auf den Standort ist für diese von Ihnen ausdrücklich gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse, Ihre Suche zu beantworten). Den Ort Ihrer letzten Suche (Koordinaten und Name; bei „Meinen Standort verwenden“ die gerundete Position) bewahrt Ihr Browser als Eintrag „sanhaus-place“ im lokalen Speicher auf, damit Produkt- und Serienseiten zeigen, wo das Gezeigte in Ihrer Nähe ausgestellt ist; die Entfernungen berechnet Ihr Browser, und der Eintrag verlässt Ihr Gerät nicht. Auch diese Speicherung ist für die von Ihnen gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); Sie können den Eintrag jederzeit in den Einstellungen Ihres Browsers löschen.',
      },
      { h2: 'Suche auf der Website' },
      {
        p: 'Die Suche der Website beantwortet unser eigener Server; Ihr Suchbegriff geht an keinen anderen Dienst. Findet eine Suche nichts, zählen wir den Suchbegriff (in Kleinbuchstaben), die Sprache der Seite und den Tag, damit die Redaktion sieht, welche Inhalte fehlen. Dieser Zähler wird mit Ihrer IP-Adresse oder anderen Angaben zu Ihnen nicht verbunden, und wir löschen ihn nach 30 Tagen. Bitte geben Sie in die Suche keine Angaben zu Ihrer Person ein. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse, die Inhalte der Website zu verbessern).',
      },
      { h2: 'Karten, Analyse und Inhalte Dritter' },
      {
        p: 'Auf der Kontaktseite zeigen wir stets eine statische Karte mit unserer Anschrift, die von unserem eigenen Server geladen wird. Die interaktive Karte wird erst geladen, nachdem Sie dies durch einen Klick ausdrücklich gewünscht haben; erst dann werden Ihre IP-Adresse und technische Angaben Ihres Browsers an den Kartenanbieter übermittelt, der im Hinweis vor dem Laden genannt ist. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Ihre Wahl speichern wir als Eintrag „sanhaus-consent“ im lokalen Speicher Ihres Browsers; ändern oder widerrufen können Sie sie jederzeit über „Datenschutz-Einstellungen“ am Fuß jeder Seite oder in den Einstellungen am Ende dieser Erklärung. Wir setzen keine Analyse- oder Trackingwerkzeuge ein und laden vor Ihrer Einwilligung keine Inhalte Dritter; Schriften liefern wir von unserem eigenen Server aus. Links zu sozialen Netzwerken und Online-Shops sind einfache Verweise, über die erst beim Anklicken Daten an den jeweiligen Anbieter gelangen.',
      },
      { h2: 'Ihre Rechte' },
      {
        ul: [
          'Auskunft über die zu Ihrer Person verarbeiteten Daten (Art. 15 DSGVO)',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
          'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          'Datenübertragbarkeit (Art. 20 DSGVO)',
          'Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO)',
          'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
          'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
        ],
      },
      {
        p: 'Für eine Beschwerde können Sie sich an die Aufsichtsbehörde Ihres Aufenthaltsorts oder an die für uns zuständige Behörde wenden: den Hessischen Beauftragten für Datenschutz und Informationsfreiheit, Gustav-Stresemann-Ring 1, 65189 Wiesbaden. Fragen zum Datenschutz und zur Ausübung Ihrer Rechte richten Sie bitte an info@sanhaus.example (Betreff „Datenschutz“) oder postalisch an die oben genannte Anschrift.',
      },
    ],
    zh: [
      {
        p: '杭州尚豪斯卫浴科技有限公司（以下简称“我们”）是尚豪斯 SANHAUS 在中国的销售运营中心，我们的母公司为位于德国美因河畔法兰克福的SANHAUS Bad GmbH。我们依据《中华人民共和国个人信息保护法》（以下简称“《个人信息保护法》”）、《中华人民共和国网络安全法》等法律法规制定本政策，向您说明您访问本网站（www.sanhaus.example）中文版本、通过本网站提交合作咨询或求职申请时，我们如何处理您的个人信息，以及您享有哪些权利。请您在提交任何信息前仔细阅读本政策。本网站其他语言版本的隐私政策依据欧盟《通用数据保护条例》（GDPR）制定。',
      },
      { h2: '一、个人信息处理者及联系方式' },
      { p: '本网站中文版本的个人信息处理者，即决定处理目的和处理方式的主体，为：' },
      {
        ul: [
          '名称：杭州尚豪斯卫浴科技有限公司',
          '地址：浙江省杭州市上城区钱江路1366号华润大厦B座12楼，邮编310020',
          '电话：0571-8697 3300',
          '电子邮箱：sales@sanhaus.example',
        ],
      },
      {
        p: '有关个人信息保护的问题、意见和投诉，以及行使本政策第九节所述权利或撤回同意的请求，请联系我们负责个人信息保护事务的人员：电子邮箱service@sanhaus.example（邮件主题请注明“个人信息保护”），服务热线400-826-9188（周一至周六 9:00–18:00），或邮寄至上述地址（请注明“个人信息保护”）。',
      },
      { h2: '二、我们处理的个人信息、处理目的及法律依据' },
      {
        p: '我们仅为下列明确、合理的目的，处理与处理目的直接相关的最少必要的个人信息（《个人信息保护法》第六条）。以下所称法律依据，均指《个人信息保护法》第十三条第一款规定的情形。',
      },
      { h3: '（一）访问本网站：服务器日志' },
      {
        p: '您每次访问本网站时，服务器会自动将您的浏览器传送的下列信息记录在服务器日志中：IP地址、访问日期和时间、所访问的页面、HTTP状态码、传输数据量、来源页面以及浏览器类型和操作系统。我们处理这些信息，是为了向您提供所请求的网页，保障本网站的稳定运行和网络安全，并防范和调查网络攻击。法律依据为履行《中华人民共和国网络安全法》第二十一条规定的网络安全保护义务所必需（第十三条第一款第（三）项）。为防止自动程序滥用咨询表单，服务器还会按IP地址统计短时间内的表单提交次数；该计数在统计时段结束后自动失效，不与您的咨询一并保存。',
      },
      { h3: '（二）合作咨询' },
      {
        p: '当您通过“商务合作”页面的表单（品牌加盟、工程采购、定制采购或其他合作）向我们提交咨询时，我们处理您填写的下列信息：国家或地区、姓名、电话号码、电子邮箱、公司名称（选填）、所在省份（来自中国的咨询；来自其他国家或地区的咨询为州或地区、邮政编码和城市，均为选填）、您的需求，以及您随咨询一并发送的产品及数量（包括来自项目清单的产品）。此外，我们记录咨询编号、收到时间、您使用的网站语言，以及您作出同意和单独同意的时间。我们处理上述信息，仅用于答复您的咨询、与您联系，以及就可能的合作订立合同。法律依据为：为订立您作为一方当事人的合同所必需（第十三条第一款第（二）项），以及您在提交表单时通过勾选同意项作出的同意（第十三条第一款第（一）项）。姓名、电话号码和电子邮箱为必填项，缺少这些信息我们将无法答复您。',
      },
      { h3: '（三）求职申请' },
      {
        p: '当您在“商务合作”页面选择“加入我们”并申请我们发布的职位时，我们处理您填写的国家或地区、姓名、电话号码、电子邮箱、公司名称（选填）、所在省份或地址信息、申请的职位以及您在“您的需求”一栏中填写的内容，并记录收到时间、网站语言以及您作出同意和单独同意的时间。我们仅将这些信息用于评估您的申请、与您联系和安排后续招聘程序。法律依据为您的同意（第十三条第一款第（一）项），以及为订立您作为一方当事人的劳动合同所必需（第十三条第一款第（二）项）。本网站表单不提供上传简历或其他附件的功能；如我们在后续招聘程序中需要您提供其他材料，将另行告知处理目的和处理方式。',
      },
      { h3: '（四）展厅预约' },
      {
        p: '当您在展厅页面预约参观时，我们处理您填写的国家或地区、姓名、电话号码、电子邮箱、公司名称和地址信息（选填），以及您预约的展厅、希望参观的系列、希望的日期和时段以及您的留言（均为选填），并记录收到时间、网站语言以及您作出同意和单独同意的时间。我们仅将这些信息用于安排您的参观并与您联系。法律依据为：为订立您作为一方当事人的合同所必需（第十三条第一款第（二）项），以及您的同意（第十三条第一款第（一）项）。预约将通知该展厅以及展厅所在国家所属市场的销售人员。经销商展厅和安装商卫浴工作室是独立经营的企业，我们仅在取得您的单独同意后才将您的信息提供给该企业，详见本政策第五节。',
      },
      { h3: '（五）查找附近的展厅' },
      {
        p: '查找附近展厅的搜索由本网站服务器根据网站自带的地名表完成；您输入的邮编或城市不会发送给任何其他服务，结果地图也由本网站服务器自行绘制。您点击“使用我的位置”后，浏览器会询问您是否允许提供位置；只有在您同意后，页面才会将您的位置（取整至约一公里）随搜索发送至本网站服务器。我们仅将其用于计算距离，不予保存；与任何访问地址一样，它可能出现在服务器日志中，并按本政策第七节所述期限删除。法律依据为您的同意（第十三条第一款第（一）项），您可随时在浏览器设置中撤回位置权限。您上次搜索的地点（坐标和名称；使用“使用我的位置”时为取整后的位置）以本地存储记录“sanhaus-place”保存在您的浏览器中，以便产品和系列页面显示附近哪些展厅展出相关产品；距离由您的浏览器计算，该记录不会离开您的设备。',
      },
      { h3: '（六）网站内搜索' },
      {
        p: '网站内搜索由本网站服务器完成，您输入的搜索词不会发送给任何其他服务。搜索没有结果时，我们仅统计该搜索词（转为小写）、网页语言和日期，以便编辑人员了解缺少哪些内容；该统计不与您的IP地址或任何其他关于您的信息相关联，并在30天后删除。该统计无法识别或关联到特定自然人。请勿在搜索框中输入您的个人信息；如您输入的内容中含有个人信息且搜索没有结果，该内容将在30天后随统计一并删除。',
      },
      { h3: '（七）项目清单及浏览器中保存的设置' },
      {
        p: '项目清单、语言设置、表单草稿和您的隐私设置仅保存在您的浏览器中，我们无法读取；项目清单只有在您亲自发送时才会传送给我们。详见本政策第三节。',
      },
      { h2: '三、Cookie、本地存储与隐私设置' },
      {
        p: '本网站只使用一个Cookie，并在您的浏览器中保存以下记录。它们均为实现您主动使用的功能所必需，不用于识别、跟踪或分析您的浏览行为；除您正在填写的表单内容外，不包含您的姓名或联系方式。除Cookie“NEXT_LOCALE”随访问请求发送至本网站服务器外，这些记录仅保存在您的设备上：',
      },
      {
        ul: [
          '语言设置：Cookie“NEXT_LOCALE”以及本地存储（Local Storage）中的“lang”“flagIdx”和“langIdx”三项记录，仅包含语言代码及所选语言在语言选择列表中的位置，用于在您下次访问时继续显示您所选的语言。',
          '项目清单：本地存储记录“sanhaus-merkliste”，内容为您加入项目清单的产品货号和数量；无需注册账户，也不使用Cookie。只有当您亲自随咨询发送清单、下载其PDF或打开其链接时，清单内容才会传送给我们；随咨询发送的，适用本政策第二节第（二）项。您可在“[项目清单](/zh/list)”页面清空清单。',
          '咨询表单：本地存储记录“sanhaus-country”，仅保存您上次在表单中选择的国家或地区代码（例如“CN”），以便您下次咨询时表单直接预选该国家或地区；会话存储（Session Storage）记录“sanhaus:enquiry-draft”，在您填写表单期间为当前标签页保留已填写的内容，以免页面重新加载或连接中断时内容丢失，一旦您的咨询送达我们或您关闭该标签页即被删除。这两项记录只有随您的咨询一并发送时才会离开您的设备。展厅预约表单的会话存储记录“sanhaus:appointment-draft”作用相同，在您的预约送达我们或您关闭该标签页时即被删除。',
          '附近展厅：本地存储记录“sanhaus-place”，保存您上次搜索展厅时的地点（坐标和名称），用于在产品和系列页面显示附近的展出展厅；距离在您的设备上计算，该记录不会发送给我们。',
          '隐私设置：本地存储记录“sanhaus-consent”，保存您对第三方内容（目前仅为交互式地图）作出的选择。',
        ],
      },
      {
        p: '在“联系我们”页面，我们始终显示一张从本网站服务器加载的静态地图。只有在您点击“加载交互式地图”明确同意后，才会加载交互式地图；此时您的浏览器会将您的IP地址和浏览器技术信息直接传送给加载前提示中以网址注明的地图服务商，该服务商依其自身规则处理上述信息。法律依据为您的同意（第十三条第一款第（一）项）。您可随时通过每个页面底部的“隐私设置”或本页下方的隐私设置更改或撤回您的选择，撤回不影响撤回前已进行的处理的效力。',
      },
      {
        p: '我们不使用任何分析或跟踪工具，在您同意之前不加载任何第三方内容；网站字体由本网站服务器提供。指向社交网络和网上商城的链接均为普通链接，只有在您点击后，才会向相应服务商传输数据。您可随时在浏览器设置中删除上述Cookie和记录；删除后，本网站将无法再使用其中保存的内容（例如您所选的语言或项目清单）。',
      },
      { h2: '四、敏感个人信息' },
      {
        p: '我们不要求您通过本网站提供任何敏感个人信息，即一旦泄露或者被非法使用，容易导致自然人的人格尊严受到侵害或者人身、财产安全受到危害的个人信息，包括生物识别、宗教信仰、特定身份、医疗健康、金融账户、行踪轨迹等信息，以及不满十四周岁未成年人的个人信息（《个人信息保护法》第二十八条）。请勿在“您的需求”等自由填写栏中填写此类信息，也请勿填写身份证件号码。如您仍然提供，我们不会将其用于任何目的，并将在发现后予以删除。',
      },
      { h2: '五、咨询的内部处理、委托处理与对外提供' },
      {
        p: '来自中国（包括中国香港、中国澳门和中国台湾）的咨询和求职申请由我们负责处理。您提交后，系统会立即以电子邮件将咨询内容通知我们负责中国市场的销售人员（合作咨询）或人力资源人员（求职申请）。如您在表单中选择中国以外的国家或地区，您的咨询将由SANHAUS Bad GmbH直接接收和处理，SANHAUS Bad GmbH即为该咨询的个人信息处理者，其处理适用本网站德文、英文等其他语言版本的隐私政策；您可以通过本政策第六节所列联系方式向其行使权利。',
      },
      {
        p: '我们委托一家技术服务商托管和运营本网站及其数据库。该服务商仅按照我们的委托和指示处理个人信息，不得将其用于其他目的；我们已与其约定委托处理的目的、期限、处理方式、个人信息的种类、保护措施以及双方的权利和义务（《个人信息保护法》第二十一条）。如报价需要我们位于浦江的工厂浙江尚豪斯卫浴制造有限公司参与，我们在同样的委托处理安排下，仅向其提供完成报价所必需的信息。',
      },
      {
        p: '您预约经销商展厅或安装商卫浴工作室的参观时，我们会将您在预约表单中填写的信息提供给该展厅的经营者，由其与您约定并接待参观。该经营者的名称写明于预约表单的单独同意项中，其联系方式见该展厅页面；该经营者作为个人信息处理者，在上述处理目的和处理方式范围内处理您的信息（《个人信息保护法》第二十三条）。我们仅在您勾选该单独同意项后提供，并保存您作出单独同意的时间。预约我们品牌自营展厅的，由我们自行处理。',
      },
      {
        p: '除本政策所述情形外，我们不会向其他个人信息处理者提供您的个人信息，也不会公开或出售您的个人信息；法律、行政法规另有规定的除外。',
      },
      { h2: '六、向境外提供个人信息' },
      {
        p: '来自中国的咨询和求职申请，在由我们处理的同时，也会提供给我们位于德国的母公司，由其参与处理您的本次咨询，例如参与答复、协调产品和报价，或参与评估求职申请。依据《个人信息保护法》第三十九条，我们就此向您告知以下事项：',
      },
      {
        ul: [
          '境外接收方：SANHAUS Bad GmbH（德国尚豪斯卫浴有限公司）',
          '地址：Hanauer Landstraße 291, 60314 Frankfurt am Main, Deutschland（德国美因河畔法兰克福哈瑙尔大街291号，邮编60314）',
          '联系方式：电话+49 69 4800 7210，电子邮箱info@sanhaus.example',
          '处理目的：处理您的本次咨询或求职申请，不用于其他目的',
          '处理方式：以电子方式接收、查阅、存储和使用，仅限于实现上述处理目的所必需的范围',
          '个人信息的种类：您在表单中填写的全部信息（国家或地区、姓名、电话号码、电子邮箱、公司名称、所在省份、您的需求、随咨询发送的产品及数量、申请的职位），以及咨询编号、收到时间、网站语言和同意时间',
          '存储期限：与本政策第七节所述期限相同',
        ],
      },
      {
        p: '向境外提供您的个人信息，以您的单独同意为前提（《个人信息保护法》第三十九条）。来自中国的咨询表单为此设有一个独立的同意项，默认不勾选，与您对本政策的同意分开作出，其内容为：“我明确同意将我的信息传输至位于德国的母公司 SANHAUS Bad GmbH，用于处理本次咨询（《个人信息保护法》第三十九条）。”我们记录您作出单独同意的时间。未勾选该项的，无法通过本网站表单提交来自中国的咨询；您可改为通过本政策第一节所列电话或电子邮箱直接联系我们，对以此方式提出的咨询，未经您的单独同意，我们不会将您的个人信息提供给境外。',
      },
      {
        p: '您可随时通过本政策第一节所列联系方式撤回单独同意。撤回后，我们将停止向SANHAUS Bad GmbH提供您的个人信息，并要求其删除已接收的您的个人信息，法律、行政法规另有规定的除外；撤回不影响撤回前基于您的同意已进行的处理活动的效力（《个人信息保护法》第十五条）。',
      },
      {
        p: '依据《个人信息保护法》第三十八条第一款第（三）项，我们已按照国家网信部门制定的标准合同，与SANHAUS Bad GmbH订立个人信息出境标准合同，约定双方的权利和义务，确保其处理您个人信息的活动达到《个人信息保护法》规定的个人信息保护标准。SANHAUS Bad GmbH位于欧盟，其处理活动同时受欧盟《通用数据保护条例》（GDPR）约束。',
      },
      {
        p: '您可以直接联系SANHAUS Bad GmbH（电子邮箱info@sanhaus.example，邮件主题请注明“个人信息保护”），或通过本政策第一节所列联系方式联系我们，对境外接收方行使本政策第九节所述的各项权利；通过我们提出的请求，由我们负责转交并督促其在第九节所述期限内答复。根据标准合同，您作为合同的第三方受益人，可以依照合同约定向我们和SANHAUS Bad GmbH主张权利。',
      },
      { h2: '七、存储地点与存储期限' },
      {
        p: '我们在中华人民共和国境内收集和产生的您的个人信息，存储在中华人民共和国境内；依照本政策第六节向SANHAUS Bad GmbH提供的信息，另由其在德国处理。我们仅在实现处理目的所必需的最短时间内存储您的个人信息（《个人信息保护法》第十九条）：',
      },
      {
        ul: [
          '服务器日志：14天后删除；为调查具体安全事件而需要保留的，保留至该调查结束。',
          '咨询、展厅预约和求职申请，包括随附的产品清单以及同意和单独同意的时间记录：自收到之日起180天后删除；如双方因此建立合同关系或劳动关系，或法律、行政法规规定了更长的保存期限，则在履行该合同和遵守法定保存期限所必需的时间内保存。',
          'SANHAUS Bad GmbH接收的信息：适用与上一项相同的期限。',
          '表单提交次数的计数：统计时段结束后自动失效。',
          '无结果搜索词的统计（搜索词、语言和日期）：30天后删除。',
          '您浏览器中的记录：“sanhaus:enquiry-draft”和“sanhaus:appointment-draft”在您的咨询或预约送达我们或您关闭标签页时删除；其他记录保存在您的设备上，直至您清空项目清单、更改设置或在浏览器设置中将其删除。',
        ],
      },
      {
        p: '存储期限届满后，我们将删除您的个人信息；删除在技术上难以实现的，我们将停止除存储和采取必要的安全保护措施之外的处理（《个人信息保护法》第四十七条）。',
      },
      { h2: '八、我们如何保护您的个人信息' },
      {
        p: '我们采取与处理活动相适应的安全技术措施和管理措施（《个人信息保护法》第五十一条），包括：通过加密连接（HTTPS）传输数据；按职责设定访问权限，合作咨询仅由销售人员查阅，求职申请仅由人力资源人员查阅，另有少数系统管理员可查阅全部内容；员工账户须使用高强度密码，异常的登录尝试会受到限制。如发生或者可能发生个人信息泄露、篡改、丢失，我们将立即采取补救措施，并依法通知履行个人信息保护职责的部门和您（《个人信息保护法》第五十七条）。',
      },
      { h2: '九、您的权利' },
      { p: '依据《个人信息保护法》第四十四条至第五十条，您对您的个人信息享有以下权利：' },
      {
        ul: [
          '知情权、决定权：了解我们对您个人信息的处理情况，并有权限制或者拒绝我们处理您的个人信息，法律、行政法规另有规定的除外（第四十四条）；',
          '查阅、复制权：查阅、复制您的个人信息（第四十五条第一款、第二款）；',
          '可携带权：在符合国家网信部门规定条件的情况下，请求将您的个人信息转移至您指定的个人信息处理者（第四十五条第三款）；',
          '更正、补充权：发现您的个人信息不准确或者不完整的，请求更正、补充（第四十六条）；',
          '删除权：处理目的已实现、无法实现或者为实现处理目的不再必要，保存期限已届满，您撤回同意，或者我们违反法律、行政法规或者违反约定处理您的个人信息的，请求删除（第四十七条）；',
          '撤回同意：随时撤回您作出的同意或单独同意，撤回不影响撤回前基于您的同意已进行的处理活动的效力（第十五条）；',
          '要求解释说明：要求我们对本政策及我们的个人信息处理规则进行解释说明（第四十八条）；',
          '近亲属的权利：您去世后，您的近亲属为了自身的合法、正当利益，可以对您的相关个人信息行使上述查阅、复制、更正、删除等权利，您生前另有安排的除外（第四十九条）。',
        ],
      },
      {
        p: '您可以通过本政策第一节所列的个人信息保护联系渠道行使上述权利。为保护您的个人信息，我们可能需要先核实您的身份，例如请您通过提交咨询时所用的电子邮箱或电话号码与我们联系。我们将自收到您的请求并核实身份之日起十五个工作日内答复；拒绝您的请求的，我们将说明理由（第五十条）。对于合理的请求，我们不收取费用。',
      },
      {
        p: '如您认为我们的个人信息处理活动侵害了您的合法权益，您可以向网信部门等履行个人信息保护职责的部门投诉、举报（第六十五条）；我们拒绝您行使权利的请求的，您可以依法向人民法院提起诉讼（第五十条第二款）。',
      },
      { h2: '十、未成年人的个人信息' },
      {
        p: '本网站面向有合作意向的企业和个人客户以及求职者，并非面向未成年人。我们不会在明知的情况下处理不满十四周岁未成年人的个人信息。不满十四周岁的未成年人请勿通过本网站提交个人信息；确有需要的，应当取得其父母或者其他监护人的同意，并由其父母或者其他监护人与我们联系（《个人信息保护法》第三十一条）。如我们发现在未取得监护人同意的情况下收到了不满十四周岁未成年人的个人信息，将及时予以删除。',
      },
      { h2: '十一、本政策的更新' },
      {
        p: '我们可能因法律法规、本网站功能或我们的处理活动发生变化而更新本政策。更新后的政策将在本页面发布并注明更新日期；处理目的、处理方式或者个人信息的种类发生变更，依法需要重新取得您的同意或单独同意的，我们将重新征得您的同意（《个人信息保护法》第十四条第二款）。',
      },
      { p: '更新日期：2026年11月' },
    ],
    en: [
      {
        p: 'In this policy we inform you, pursuant to Art. 13 GDPR, which personal data we process when you visit this website. The controller is SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Frankfurt am Main, Germany, represented by its managing directors Jonas Berger and Lin Wei, telephone +49 69 4800 7210, email info@sanhaus.example.',
      },
      { h2: 'Visiting the website and hosting' },
      {
        p: 'Each time you visit, our server automatically stores data transmitted by your browser in server log files: IP address, date and time of the request, page requested, HTTP status code, amount of data transferred, referring page (referrer), browser type and operating system. This processing serves to deliver the website, keep it stable and secure and fend off attacks. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in a secure and functioning website. The log files are deleted after 14 days unless a specific security incident needs to be investigated. The website is operated by a technical service provider that processes the data solely on our behalf and on our instructions; we have concluded a data processing agreement with it under Art. 28 GDPR.',
      },
      { h2: 'Language setting' },
      {
        p: 'So that the website shows your chosen language again on your next visit, we set the cookie “NEXT_LOCALE” and store the entries “lang”, “flagIdx” and “langIdx” in your browser’s local storage. They contain only the language code and the position of the chosen language in the language selector. This storage is strictly necessary for the function you have expressly requested and therefore does not require consent under § 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG); any further processing is based on Art. 6(1)(f) GDPR. You can delete the entries at any time in your browser settings.',
      },
      { h2: 'Project list' },
      {
        p: 'Products you add to the project list are stored only in your browser’s local storage, as the entry “sanhaus-merkliste”: article numbers and quantities, without an account and without a cookie. The list reaches us only when you send it with an enquiry, download it as a PDF or open its link yourself; an enquiry is covered by the next section. This storage is strictly necessary for the function you asked for and therefore needs no consent under § 25(2) no. 2 TDDDG. You can empty the list on the “[Project list](/en/list)” page or delete the entry in your browser’s settings.',
      },
      { h2: 'Country and entries in the enquiry form' },
      {
        p: 'The country you choose in the enquiry form is stored in your browser’s local storage as the entry “sanhaus-country”, only as a country code such as “DE”, so that the form starts with this country the next time you send an enquiry. While you are filling in the form, your browser keeps what you have entered for the open tab (session storage, entry “sanhaus:enquiry-draft”), so that nothing is lost if the page is reloaded or the connection drops; the entry is deleted as soon as your enquiry has reached us or you close the tab. Neither entry leaves your device until you send your enquiry. This storage is strictly necessary for the function you asked for and therefore needs no consent under § 25(2) no. 2 TDDDG. You can delete the entries at any time in your browser’s settings.',
      },
      { h2: 'Partnership and job enquiries' },
      {
        p: 'When you send us an enquiry using the “Partnership” form, we process the information you provide: country, name, telephone number, email address, company (optional), your province for enquiries from China or otherwise your region, postcode and city (optional), your request, the products you send with it and, for job applications, the position you are applying for. We use these data solely to handle your enquiry and to contact you. The legal basis is Art. 6(1)(b) GDPR (pre-contractual steps taken at your request). Your enquiry is handled by the office for the market your country belongs to: enquiries from China by our sales and operations centre in Hangzhou, enquiries from Europe and all other countries by SANHAUS Bad GmbH in Frankfurt am Main. Where our factory in China is involved in preparing a quotation, this transfer to a third country is covered by the European Commission’s standard contractual clauses (Art. 46(2)(c) GDPR). Enquiries from China also reach our parent company in Germany; for this we ask for your separate consent under Art. 39 of China’s Personal Information Protection Law (PIPL), which we store together with the time it was given and which you may withdraw at any time with effect for the future. The data are deleted 180 days after receipt unless a contract or employment relationship results and no statutory retention obligations apply.',
      },
      { h2: 'Appointment requests for a showroom' },
      {
        p: 'When you request an appointment on a showroom’s page, we process your details as for an enquiry (country, name, telephone number, email address, company and address optional), together with the showroom, the series you would like to see, your preferred day and time of day and your message (all optional). The request goes to the showroom and to the sales office of the market the showroom’s country belongs to; the legal basis is Art. 6(1)(b) GDPR. Dealers’ exhibitions and installers’ bathroom studios are independent businesses: we pass your details on to them only with your express consent (Art. 6(1)(a) GDPR), which we store together with the time it was given; that business is then responsible for any further processing. You may withdraw your consent at any time with effect for the future. While you are filling in the appointment form, your browser keeps what you have entered for the open tab (session storage, entry “sanhaus:appointment-draft”); the entry is deleted as soon as your request has reached us or you close the tab. Appointment requests are deleted 180 days after receipt, like enquiries.',
      },
      { h2: 'Showroom search' },
      {
        p: 'Our own server answers the search for showrooms near you from a gazetteer that comes with the website; what you enter (a postcode or a place) goes to no other service, and our server draws the map of the results itself. When you press “Use my location”, your browser asks whether it may share your location; only after you agree does the page send your position, rounded to about one kilometre, to our server with the search. We use it only to calculate the distances and do not store it; like any address requested, it may appear in the server log, which we delete as described under “Visiting the website and hosting”. Access to your location is strictly necessary for this function you expressly requested (§ 25(2) no. 2 TDDDG); the legal basis for the processing is Art. 6(1)(f) GDPR (our legitimate interest in answering your search). Your browser keeps the place of your last search (coordinates and name; with “Use my location”, the rounded position) in local storage as the entry “sanhaus-place”, so that product and series pages can show where what they present is on display near you; your browser calculates the distances, and the entry does not leave your device. This storage, too, is strictly necessary for the function you asked for (§ 25(2) no. 2 TDDDG); you can delete the entry at any time in your browser’s settings.',
      },
      { h2: 'Searching the website' },
      {
        p: 'Our own server answers the website’s search; what you search for goes to no other service. When a search finds nothing, we count the search term (in lower case), the language of the page and the day, so that our editors see which content is missing. This count is not linked to your IP address or to anything else about you, and we delete it after 30 days. Please do not enter details about yourself into the search. The legal basis is Art. 6(1)(f) GDPR (our legitimate interest in improving the website’s content).',
      },
      { h2: 'Maps, analytics and third-party content' },
      {
        p: 'On the contact page we always show a static map with our address, loaded from our own server. The interactive map is loaded only after you have expressly requested it with a click; only then are your IP address and technical details of your browser transmitted to the map provider named in the notice shown before loading. The legal basis is your consent under Art. 6(1)(a) GDPR and § 25(1) TDDDG, which you may withdraw at any time with effect for the future. Your choice is stored as the entry “sanhaus-consent” in your browser’s local storage; you can change or withdraw it at any time via “Privacy settings” at the foot of every page or in the settings at the end of this policy. We use no analytics or tracking tools and load no third-party content before you have given consent; fonts are served from our own server. Links to social networks and online shops are plain links; data reach the respective provider only when you click them.',
      },
      { h2: 'Your rights' },
      {
        ul: [
          'Access to the personal data we process about you (Art. 15 GDPR)',
          'Rectification of inaccurate data (Art. 16 GDPR)',
          'Erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR)',
          'Data portability (Art. 20 GDPR)',
          'Objection, on grounds relating to your particular situation, to processing based on Art. 6(1)(f) GDPR (Art. 21 GDPR)',
          'Withdrawal of consent given, with effect for the future (Art. 7(3) GDPR)',
          'Complaint to a data protection supervisory authority (Art. 77 GDPR)',
        ],
      },
      {
        p: 'You may lodge a complaint with the supervisory authority of your place of residence or with the authority responsible for us: the Hessian Commissioner for Data Protection and Freedom of Information (Hessischer Beauftragter für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Germany. Please send questions about data protection and requests to exercise your rights to info@sanhaus.example (subject “Data protection”) or by post to the address above.',
      },
    ],
    it: [
      {
        p: 'Con la presente informativa vi comunichiamo, ai sensi dell’art. 13 GDPR, quali dati personali trattiamo quando visitate questo sito. Titolare del trattamento è SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Francoforte sul Meno, Germania, rappresentata dagli amministratori delegati Jonas Berger e Lin Wei, telefono +49 69 4800 7210, e-mail info@sanhaus.example.',
      },
      { h2: 'Visita del sito e hosting' },
      {
        p: 'A ogni visita il nostro server registra automaticamente nei file di log i dati trasmessi dal vostro browser: indirizzo IP, data e ora della richiesta, pagina richiesta, codice di stato HTTP, quantità di dati trasferiti, pagina di provenienza (referrer), tipo di browser e sistema operativo. Il trattamento serve a fornire il sito, garantirne la stabilità e la sicurezza e respingere attacchi. La base giuridica è l’art. 6, par. 1, lett. f) GDPR; il nostro legittimo interesse consiste in un sito sicuro e funzionante. I file di log vengono cancellati dopo 14 giorni, salvo che debba essere chiarito un concreto incidente di sicurezza. Il sito è gestito da un fornitore di servizi tecnici che tratta i dati esclusivamente per nostro conto e secondo le nostre istruzioni; con esso abbiamo stipulato un accordo sul trattamento dei dati ai sensi dell’art. 28 GDPR.',
      },
      { h2: 'Impostazione della lingua' },
      {
        p: 'Affinché il sito mostri di nuovo la lingua scelta alla visita successiva, impostiamo il cookie «NEXT_LOCALE» e salviamo nella memoria locale del browser (local storage) le voci «lang», «flagIdx» e «langIdx». Esse contengono soltanto il codice della lingua e la posizione della lingua scelta nel selettore. La memorizzazione è strettamente necessaria per la funzione da voi espressamente richiesta e pertanto, ai sensi del § 25, comma 2, n. 2, della legge tedesca sulla protezione dei dati nelle telecomunicazioni e nei servizi digitali (TDDDG), non richiede consenso; l’ulteriore trattamento si basa sull’art. 6, par. 1, lett. f) GDPR. Potete cancellare le voci in qualsiasi momento dalle impostazioni del browser.',
      },
      { h2: 'Lista di progetto' },
      {
        p: 'I prodotti che aggiungete alla lista di progetto vengono salvati soltanto nella memoria locale del browser, come voce «sanhaus-merkliste»: codici articolo e quantità, senza account e senza cookie. La lista ci giunge solo quando siete voi a inviarla con una richiesta, a scaricarla in PDF o ad aprirne il link; per le richieste vale la sezione seguente. La memorizzazione è strettamente necessaria per la funzione da voi richiesta e pertanto, ai sensi del § 25, comma 2, n. 2, TDDDG, non richiede consenso. Potete svuotare la lista nella pagina «[Lista di progetto](/it/list)» o cancellare la voce dalle impostazioni del browser.',
      },
      { h2: 'Paese e dati inseriti nel modulo di richiesta' },
      {
        p: 'Il paese che selezionate nel modulo di richiesta viene salvato nella memoria locale del browser (local storage) come voce «sanhaus-country», soltanto come codice paese, per esempio «DE», affinché alla vostra prossima richiesta il modulo si apra già con questo paese. Finché compilate il modulo, il browser conserva i dati inseriti nella memoria di sessione della scheda aperta (session storage, voce «sanhaus:enquiry-draft»), così che nulla vada perso se la pagina viene ricaricata o la connessione si interrompe; la voce viene cancellata non appena la richiesta ci è pervenuta o chiudete la scheda. Nessuna delle due voci lascia il vostro dispositivo prima che inviate la richiesta. La memorizzazione è strettamente necessaria per la funzione da voi richiesta e pertanto, ai sensi del § 25, comma 2, n. 2, TDDDG, non richiede consenso. Potete cancellare le voci in qualsiasi momento dalle impostazioni del browser.',
      },
      { h2: 'Richieste di collaborazione e candidature' },
      {
        p: 'Quando ci inviate una richiesta tramite il modulo «Collaborazione», trattiamo i dati da voi forniti: paese, nome, numero di telefono, indirizzo e-mail, azienda (facoltativa), per le richieste dalla Cina la provincia, altrimenti regione, CAP e città (facoltativi), le vostre esigenze, i prodotti che inviate insieme alla richiesta e, per le candidature, la posizione desiderata. Utilizziamo questi dati esclusivamente per gestire la richiesta e contattarvi. La base giuridica è l’art. 6, par. 1, lett. b) GDPR (misure precontrattuali adottate su vostra richiesta). La richiesta viene gestita dalla sede competente per il mercato di cui fa parte il vostro paese: per la Cina, la nostra sede commerciale e operativa di Hangzhou; per l’Europa e tutti gli altri paesi, SANHAUS Bad GmbH a Francoforte sul Meno. Qualora per un’offerta venga coinvolto il nostro stabilimento in Cina, a questo trasferimento verso un paese terzo si applicano le clausole contrattuali tipo della Commissione europea (art. 46, par. 2, lett. c) GDPR). Le richieste dalla Cina giungono anche alla nostra società madre in Germania; a tal fine vi chiediamo, ai sensi dell’art. 39 della legge cinese sulla protezione delle informazioni personali (PIPL), un consenso separato, che registriamo insieme al momento in cui è stato prestato e che potete revocare in qualsiasi momento con effetto per il futuro. I dati vengono cancellati 180 giorni dopo il ricevimento, salvo che ne derivi un rapporto contrattuale o di lavoro e non vi si oppongano obblighi legali di conservazione.',
      },
      { h2: 'Richieste di appuntamento in uno showroom' },
      {
        p: 'Quando richiedete un appuntamento dalla pagina di uno showroom, trattiamo i vostri dati come per una richiesta (paese, nome, numero di telefono, indirizzo e-mail, azienda e indirizzo facoltativi), insieme allo showroom, alle serie che desiderate vedere, al giorno e alla fascia oraria preferiti e al vostro messaggio (tutti facoltativi). La richiesta arriva allo showroom e all’ufficio vendite del mercato di cui fa parte il paese dello showroom; la base giuridica è l’art. 6, par. 1, lett. b) GDPR. Le esposizioni dei rivenditori e gli studi bagno degli installatori sono imprese indipendenti: comunichiamo loro i vostri dati solo con il vostro consenso espresso (art. 6, par. 1, lett. a) GDPR), che conserviamo insieme al momento in cui è stato dato; del trattamento successivo è poi responsabile tale impresa. Potete revocare il consenso in qualsiasi momento con effetto per il futuro. Finché compilate il modulo di appuntamento, il browser conserva i dati inseriti per la scheda aperta (session storage, voce «sanhaus:appointment-draft»); la voce viene cancellata non appena la richiesta ci è pervenuta o chiudete la scheda. Come le richieste, le richieste di appuntamento vengono cancellate 180 giorni dopo la ricezione.',
      },
      { h2: 'Ricerca degli showroom' },
      {
        p: 'La ricerca degli showroom vicino a voi viene elaborata dal nostro server sulla base di un repertorio di località fornito con il sito; ciò che inserite (CAP o località) non viene trasmesso ad altri servizi, e la mappa dei risultati viene disegnata dal nostro server. Quando premete «Usa la mia posizione», il browser vi chiede se può comunicare la vostra posizione; solo dopo il vostro consenso la pagina invia al nostro server, insieme alla ricerca, la vostra posizione arrotondata a circa un chilometro. La utilizziamo soltanto per calcolare le distanze e non la conserviamo; come ogni indirizzo richiesto, può comparire nel registro del server, che cancelliamo come descritto alla voce «Visita del sito e hosting». L’accesso alla posizione è strettamente necessario per questa funzione da voi espressamente richiesta (§ 25, comma 2, n. 2, TDDDG); la base giuridica del trattamento è l’art. 6, par. 1, lett. f) GDPR (il nostro legittimo interesse a rispondere alla vostra ricerca). Il browser conserva il luogo della vostra ultima ricerca (coordinate e nome; con «Usa la mia posizione», la posizione arrotondata) nella memoria locale come voce «sanhaus-place», affinché le pagine dei prodotti e delle serie possano mostrare dove ciò che presentano è esposto vicino a voi; le distanze le calcola il browser e la voce non lascia il vostro dispositivo. Anche questa memorizzazione è strettamente necessaria per la funzione da voi richiesta (§ 25, comma 2, n. 2, TDDDG); potete cancellare la voce in qualsiasi momento dalle impostazioni del browser.',
      },
      { h2: 'Ricerca nel sito' },
      {
        p: 'La ricerca del sito è gestita dal nostro server; il termine cercato non viene inviato ad altri servizi. Quando una ricerca non trova nulla, contiamo il termine cercato (in minuscolo), la lingua della pagina e il giorno, affinché la redazione veda quali contenuti mancano. Questo conteggio non è collegato al vostro indirizzo IP né ad altri dati che vi riguardano, e lo cancelliamo dopo 30 giorni. Vi preghiamo di non inserire nella ricerca dati che vi riguardano. La base giuridica è l’art. 6, par. 1, lett. f) GDPR (il nostro legittimo interesse a migliorare i contenuti del sito).',
      },
      { h2: 'Mappe, analisi e contenuti di terzi' },
      {
        p: 'Nella pagina dei contatti mostriamo sempre una mappa statica con il nostro indirizzo, caricata dal nostro server. La mappa interattiva viene caricata solo dopo che l’avete espressamente richiesta con un clic; solo allora il vostro indirizzo IP e i dati tecnici del browser vengono trasmessi al fornitore della mappa indicato nell’avviso che precede il caricamento. La base giuridica è il vostro consenso ai sensi dell’art. 6, par. 1, lett. a) GDPR e del § 25, comma 1, TDDDG, che potete revocare in qualsiasi momento con effetto per il futuro. La vostra scelta viene salvata come voce «sanhaus-consent» nella memoria locale del browser; potete modificarla o revocarla in qualsiasi momento tramite «Impostazioni privacy» in fondo a ogni pagina o nelle impostazioni alla fine di questa informativa. Non utilizziamo strumenti di analisi o tracciamento e non carichiamo contenuti di terzi prima del vostro consenso; i caratteri tipografici sono forniti dal nostro server. I link ai social network e ai negozi online sono semplici collegamenti: i dati giungono al rispettivo fornitore solo quando li cliccate.',
      },
      { h2: 'I vostri diritti' },
      {
        ul: [
          'Accesso ai dati personali che trattiamo su di voi (art. 15 GDPR)',
          'Rettifica dei dati inesatti (art. 16 GDPR)',
          'Cancellazione (art. 17 GDPR) e limitazione del trattamento (art. 18 GDPR)',
          'Portabilità dei dati (art. 20 GDPR)',
          'Opposizione, per motivi connessi alla vostra situazione particolare, al trattamento basato sull’art. 6, par. 1, lett. f) GDPR (art. 21 GDPR)',
          'Revoca del consenso prestato, con effetto per il futuro (art. 7, par. 3, GDPR)',
          'Reclamo a un’autorità di controllo per la protezione dei dati (art. 77 GDPR)',
        ],
      },
      {
        p: 'Potete presentare reclamo all’autorità di controllo del vostro luogo di residenza o all’autorità competente per noi: il Commissario dell’Assia per la protezione dei dati e la libertà d’informazione (Hessischer Beauftragter für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Germania. Per domande sulla protezione dei dati e per esercitare i vostri diritti scrivete a info@sanhaus.example (oggetto «Protezione dei dati») o per posta all’indirizzo sopra indicato.',
      },
    ],
    fr: [
      {
        p: 'Par la présente déclaration, nous vous informons, conformément à l’article 13 du RGPD, des données personnelles que nous traitons lorsque vous consultez ce site. Le responsable du traitement est SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Francfort-sur-le-Main, Allemagne, représentée par ses gérants Jonas Berger et Lin Wei, téléphone +49 69 4800 7210, e-mail info@sanhaus.example.',
      },
      { h2: 'Consultation du site et hébergement' },
      {
        p: 'À chaque consultation, notre serveur enregistre automatiquement dans des fichiers journaux les données transmises par votre navigateur : adresse IP, date et heure de la requête, page consultée, code de statut HTTP, volume de données transféré, page de provenance (référent), type de navigateur et système d’exploitation. Ce traitement sert à fournir le site, à en assurer la stabilité et la sécurité et à repousser les attaques. Il repose sur l’article 6, paragraphe 1, point f) du RGPD ; notre intérêt légitime réside dans un site sûr et opérationnel. Les fichiers journaux sont supprimés après 14 jours, sauf si un incident de sécurité concret doit être élucidé. Le site est exploité par un prestataire technique qui traite les données exclusivement pour notre compte et selon nos instructions ; nous avons conclu avec lui un contrat de sous-traitance conformément à l’article 28 du RGPD.',
      },
      { h2: 'Choix de la langue' },
      {
        p: 'Afin que le site affiche à nouveau la langue choisie lors de votre prochaine visite, nous déposons le cookie « NEXT_LOCALE » et enregistrons dans le stockage local de votre navigateur (local storage) les entrées « lang », « flagIdx » et « langIdx ». Elles contiennent uniquement le code de la langue et la position de la langue choisie dans le sélecteur. Ce stockage est strictement nécessaire à la fonction que vous avez expressément demandée et ne requiert donc pas de consentement en vertu du § 25, al. 2, n° 2, de la loi allemande sur la protection des données dans les télécommunications et les services numériques (TDDDG) ; le traitement ultérieur repose sur l’article 6, paragraphe 1, point f) du RGPD. Vous pouvez supprimer ces entrées à tout moment dans les paramètres de votre navigateur.',
      },
      { h2: 'Liste de projet' },
      {
        p: 'Les produits que vous ajoutez à la liste de projet sont enregistrés uniquement dans le stockage local de votre navigateur, sous l’entrée « sanhaus-merkliste » : références et quantités, sans compte ni cookie. La liste ne nous parvient que lorsque vous l’envoyez vous-même avec une demande, la téléchargez en PDF ou ouvrez son lien ; une demande relève de la section suivante. Ce stockage est strictement nécessaire à la fonction que vous avez demandée et ne requiert donc pas de consentement en vertu du § 25, al. 2, n° 2, TDDDG. Vous pouvez vider la liste sur la page « [Liste de projet](/fr/list) » ou supprimer l’entrée dans les paramètres de votre navigateur.',
      },
      { h2: 'Pays et saisies du formulaire de demande' },
      {
        p: 'Le pays que vous choisissez dans le formulaire de demande est enregistré dans le stockage local de votre navigateur (local storage) sous l’entrée « sanhaus-country », uniquement sous la forme d’un code pays tel que « DE », afin que le formulaire s’ouvre sur ce pays lors de votre prochaine demande. Tant que vous remplissez le formulaire, votre navigateur conserve vos saisies dans le stockage de session de l’onglet ouvert (session storage, entrée « sanhaus:enquiry-draft »), afin que rien ne soit perdu en cas de rechargement de la page ou de coupure de la connexion ; cette entrée est supprimée dès que votre demande nous est parvenue ou que vous fermez l’onglet. Aucune de ces deux entrées ne quitte votre appareil avant l’envoi de votre demande. Ce stockage est strictement nécessaire à la fonction que vous avez demandée et ne requiert donc pas de consentement en vertu du § 25, al. 2, n° 2, TDDDG. Vous pouvez supprimer ces entrées à tout moment dans les paramètres de votre navigateur.',
      },
      { h2: 'Demandes de coopération et candidatures' },
      {
        p: 'Lorsque vous nous adressez une demande au moyen du formulaire « Partenariat », nous traitons les informations que vous fournissez : pays, nom, numéro de téléphone, adresse e-mail, entreprise (facultatif), pour les demandes en provenance de Chine la province, sinon la région, le code postal et la ville (facultatifs), la description de votre besoin, les produits que vous joignez à votre demande et, pour une candidature, le poste souhaité. Nous utilisons ces données exclusivement pour traiter votre demande et vous recontacter. La base juridique est l’article 6, paragraphe 1, point b) du RGPD (mesures précontractuelles prises à votre demande). Votre demande est traitée par le bureau chargé du marché dont relève votre pays : pour la Chine, notre siège commercial et opérationnel de Hangzhou ; pour l’Europe et tous les autres pays, SANHAUS Bad GmbH à Francfort-sur-le-Main. Lorsque notre usine en Chine est associée à l’établissement d’une offre, ce transfert vers un pays tiers est encadré par les clauses contractuelles types de la Commission européenne (article 46, paragraphe 2, point c) du RGPD). Les demandes en provenance de Chine parviennent également à notre société mère en Allemagne ; à cet effet, nous vous demandons, conformément à l’article 39 de la loi chinoise sur la protection des informations personnelles (PIPL), un consentement distinct, que nous enregistrons avec la date et l’heure auxquelles il a été donné et que vous pouvez retirer à tout moment pour l’avenir. Les données sont supprimées 180 jours après leur réception, à moins qu’une relation contractuelle ou de travail n’en résulte et sous réserve des obligations légales de conservation.',
      },
      { h2: 'Demandes de rendez-vous dans un showroom' },
      {
        p: 'Lorsque vous demandez un rendez-vous depuis la page d’un showroom, nous traitons vos informations comme pour une demande (pays, nom, numéro de téléphone, adresse e-mail, entreprise et adresse facultatives), ainsi que le showroom, les séries que vous souhaitez voir, le jour et le moment de la journée souhaités et votre message (tous facultatifs). La demande est transmise au showroom et au service commercial du marché dont relève le pays du showroom ; la base juridique est l’article 6, paragraphe 1, point b) du RGPD. Les expositions des revendeurs et les studios de salle de bains des installateurs sont des entreprises indépendantes : nous ne leur transmettons vos informations qu’avec votre consentement exprès (article 6, paragraphe 1, point a) du RGPD), que nous enregistrons avec la date et l’heure auxquelles il a été donné ; cette entreprise est ensuite responsable de tout traitement ultérieur. Vous pouvez retirer votre consentement à tout moment pour l’avenir. Tant que vous remplissez le formulaire de rendez-vous, votre navigateur conserve vos saisies pour l’onglet ouvert (session storage, entrée « sanhaus:appointment-draft ») ; cette entrée est supprimée dès que votre demande nous est parvenue ou que vous fermez l’onglet. Comme les demandes, les demandes de rendez-vous sont supprimées 180 jours après leur réception.',
      },
      { h2: 'Recherche de showrooms' },
      {
        p: 'La recherche de showrooms près de chez vous est traitée par notre propre serveur à partir d’un répertoire de lieux fourni avec le site ; ce que vous saisissez (code postal ou localité) n’est transmis à aucun autre service, et notre serveur dessine lui-même la carte des résultats. Lorsque vous appuyez sur « Utiliser ma position », votre navigateur vous demande s’il peut communiquer votre position ; ce n’est qu’après votre accord que la page envoie à notre serveur, avec la recherche, votre position arrondie à environ un kilomètre. Nous l’utilisons uniquement pour calculer les distances et ne la conservons pas ; comme toute adresse demandée, elle peut figurer dans le journal du serveur, que nous supprimons comme décrit sous « Consultation du site et hébergement ». L’accès à votre position est strictement nécessaire à cette fonction que vous avez expressément demandée (§ 25, al. 2, n° 2, TDDDG) ; la base juridique du traitement est l’article 6, paragraphe 1, point f) du RGPD (notre intérêt légitime à répondre à votre recherche). Votre navigateur conserve le lieu de votre dernière recherche (coordonnées et nom ; avec « Utiliser ma position », la position arrondie) dans le stockage local sous l’entrée « sanhaus-place », afin que les pages des produits et des séries puissent indiquer où ce qu’elles présentent est exposé près de chez vous ; c’est votre navigateur qui calcule les distances, et l’entrée ne quitte pas votre appareil. Ce stockage est lui aussi strictement nécessaire à la fonction que vous avez demandée (§ 25, al. 2, n° 2, TDDDG) ; vous pouvez supprimer l’entrée à tout moment dans les paramètres de votre navigateur.',
      },
      { h2: 'Recherche sur le site' },
      {
        p: 'La recherche du site est traitée par notre propre serveur ; le terme recherché n’est transmis à aucun autre service. Lorsqu’une recherche ne trouve rien, nous comptons le terme recherché (en minuscules), la langue de la page et le jour, afin que notre rédaction voie quels contenus manquent. Ce décompte n’est lié ni à votre adresse IP ni à aucune autre donnée vous concernant, et nous le supprimons après 30 jours. Merci de ne pas saisir de données personnelles dans la recherche. La base juridique est l’art. 6, par. 1, point f), du RGPD (notre intérêt légitime à améliorer les contenus du site).',
      },
      { h2: 'Cartes, mesure d’audience et contenus tiers' },
      {
        p: 'Sur la page de contact, nous affichons toujours une carte statique indiquant notre adresse, chargée depuis notre propre serveur. La carte interactive n’est chargée qu’après que vous l’avez expressément demandée par un clic ; ce n’est qu’alors que votre adresse IP et des données techniques de votre navigateur sont transmises au fournisseur de cartes indiqué dans l’avis affiché avant le chargement. La base juridique est votre consentement au sens de l’article 6, paragraphe 1, point a) du RGPD et du § 25, al. 1, TDDDG, que vous pouvez retirer à tout moment pour l’avenir. Votre choix est enregistré sous l’entrée « sanhaus-consent » dans le stockage local de votre navigateur ; vous pouvez le modifier ou le retirer à tout moment via « Paramètres de confidentialité » au bas de chaque page ou dans les paramètres à la fin de la présente politique. Nous n’utilisons aucun outil de mesure d’audience ou de suivi et ne chargeons aucun contenu tiers avant votre consentement ; les polices de caractères sont servies par notre propre serveur. Les liens vers les réseaux sociaux et les boutiques en ligne sont de simples liens : des données ne parviennent au fournisseur concerné que lorsque vous cliquez dessus.',
      },
      { h2: 'Vos droits' },
      {
        ul: [
          'Accès aux données personnelles vous concernant que nous traitons (article 15 du RGPD)',
          'Rectification des données inexactes (article 16 du RGPD)',
          'Effacement (article 17 du RGPD) et limitation du traitement (article 18 du RGPD)',
          'Portabilité des données (article 20 du RGPD)',
          'Opposition, pour des raisons tenant à votre situation particulière, aux traitements fondés sur l’article 6, paragraphe 1, point f) du RGPD (article 21 du RGPD)',
          'Retrait d’un consentement donné, avec effet pour l’avenir (article 7, paragraphe 3, du RGPD)',
          'Réclamation auprès d’une autorité de contrôle de la protection des données (article 77 du RGPD)',
        ],
      },
      {
        p: 'Vous pouvez introduire une réclamation auprès de l’autorité de contrôle de votre lieu de résidence ou de l’autorité compétente à notre égard : le Commissaire de Hesse à la protection des données et à la liberté d’information (Hessischer Beauftragter für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Allemagne. Pour toute question relative à la protection des données ou pour exercer vos droits, écrivez-nous à info@sanhaus.example (objet « Protection des données ») ou par courrier à l’adresse ci-dessus.',
      },
    ],
    es: [
      {
        p: 'Mediante esta política le informamos, conforme al artículo 13 del RGPD, de los datos personales que tratamos cuando visita este sitio web. El responsable del tratamiento es SANHAUS Bad GmbH, Hanauer Landstraße 291, 60314 Fráncfort del Meno, Alemania, representada por sus administradores Jonas Berger y Lin Wei, teléfono +49 69 4800 7210, correo electrónico info@sanhaus.example.',
      },
      { h2: 'Visita del sitio web y alojamiento' },
      {
        p: 'En cada visita, nuestro servidor guarda automáticamente en archivos de registro los datos que transmite su navegador: dirección IP, fecha y hora de la solicitud, página solicitada, código de estado HTTP, volumen de datos transferido, página de procedencia (referer), tipo de navegador y sistema operativo. El tratamiento sirve para ofrecer el sitio web, garantizar su estabilidad y seguridad y repeler ataques. La base jurídica es el artículo 6, apartado 1, letra f) del RGPD; nuestro interés legítimo consiste en un sitio web seguro y operativo. Los archivos de registro se suprimen a los 14 días, salvo que deba esclarecerse un incidente de seguridad concreto. El sitio web lo opera un proveedor de servicios técnicos que trata los datos exclusivamente por encargo nuestro y siguiendo nuestras instrucciones; hemos celebrado con él un contrato de encargo del tratamiento conforme al artículo 28 del RGPD.',
      },
      { h2: 'Ajuste de idioma' },
      {
        p: 'Para que el sitio web vuelva a mostrar el idioma elegido en su próxima visita, instalamos la cookie «NEXT_LOCALE» y guardamos en el almacenamiento local de su navegador (local storage) las entradas «lang», «flagIdx» y «langIdx». Solo contienen el código del idioma y la posición del idioma elegido en el selector. Este almacenamiento es estrictamente necesario para la función que usted ha solicitado expresamente y, por ello, no requiere consentimiento conforme al § 25, apdo. 2, n.º 2, de la Ley alemana de protección de datos en las telecomunicaciones y los servicios digitales (TDDDG); el tratamiento posterior se basa en el artículo 6, apartado 1, letra f) del RGPD. Puede eliminar estas entradas en cualquier momento desde la configuración de su navegador.',
      },
      { h2: 'Lista de proyecto' },
      {
        p: 'Los productos que añade a la lista de proyecto se guardan únicamente en el almacenamiento local de su navegador, como la entrada «sanhaus-merkliste»: referencias y cantidades, sin cuenta y sin cookies. La lista solo nos llega cuando usted mismo la envía con una consulta, la descarga en PDF o abre su enlace; las consultas se rigen por el apartado siguiente. Este almacenamiento es estrictamente necesario para la función que ha solicitado y, por ello, no requiere consentimiento conforme al § 25, apdo. 2, n.º 2, TDDDG. Puede vaciar la lista en la página «[Lista de proyecto](/es/list)» o eliminar la entrada desde la configuración de su navegador.',
      },
      { h2: 'País y datos introducidos en el formulario de solicitud' },
      {
        p: 'El país que elige en el formulario de solicitud se guarda en el almacenamiento local de su navegador (local storage) como la entrada «sanhaus-country», solo como código de país, por ejemplo «DE», para que el formulario se abra con ese país en su próxima solicitud. Mientras rellena el formulario, su navegador conserva los datos introducidos en el almacenamiento de sesión de la pestaña abierta (session storage, entrada «sanhaus:enquiry-draft»), para que no se pierda nada si se recarga la página o se interrumpe la conexión; la entrada se elimina en cuanto su solicitud nos haya llegado o usted cierre la pestaña. Ninguna de las dos entradas sale de su dispositivo hasta que usted envíe la solicitud. Este almacenamiento es estrictamente necesario para la función que ha solicitado y, por ello, no requiere consentimiento conforme al § 25, apdo. 2, n.º 2, TDDDG. Puede eliminar estas entradas en cualquier momento desde la configuración de su navegador.',
      },
      { h2: 'Solicitudes de colaboración y candidaturas' },
      {
        p: 'Cuando nos envía una solicitud mediante el formulario «Colaboración», tratamos los datos que nos facilita: país, nombre, número de teléfono, dirección de correo electrónico, empresa (opcional), la provincia si la solicitud procede de China o, en los demás casos, región, código postal y ciudad (opcionales), sus necesidades, los productos que envía junto con la solicitud y, en el caso de candidaturas, el puesto deseado. Utilizamos estos datos exclusivamente para tramitar su solicitud y ponernos en contacto con usted. La base jurídica es el artículo 6, apartado 1, letra b) del RGPD (medidas precontractuales adoptadas a petición suya). Su solicitud la tramita la oficina responsable del mercado al que pertenece su país: las procedentes de China, nuestra sede comercial y de operaciones de Hangzhou; las de Europa y de todos los demás países, SANHAUS Bad GmbH en Fráncfort del Meno. Cuando nuestra fábrica en China interviene en la preparación de una oferta, esta transferencia a un tercer país se ampara en las cláusulas contractuales tipo de la Comisión Europea (artículo 46, apartado 2, letra c) del RGPD). Las solicitudes procedentes de China llegan también a nuestra sociedad matriz en Alemania; para ello le pedimos, conforme al artículo 39 de la Ley de Protección de la Información Personal de China (PIPL), un consentimiento específico, que registramos junto con la fecha y la hora en que lo presta y que puede retirar en cualquier momento con efectos para el futuro. Los datos se suprimen a los 180 días de su recepción, salvo que se establezca una relación contractual o laboral y siempre que no existan obligaciones legales de conservación.',
      },
      { h2: 'Solicitudes de cita en una exposición' },
      {
        p: 'Cuando solicita una cita desde la página de una exposición, tratamos sus datos como en una solicitud (país, nombre, número de teléfono, dirección de correo electrónico, empresa y dirección opcionales), junto con la exposición, las series que desea ver, el día y la franja horaria preferidos y su mensaje (todos opcionales). La solicitud llega a la exposición y a la oficina comercial del mercado al que pertenece el país de la exposición; la base jurídica es el artículo 6, apartado 1, letra b) del RGPD. Las exposiciones de distribuidores y los estudios de baño de instaladores son empresas independientes: solo les cedemos sus datos con su consentimiento expreso (artículo 6, apartado 1, letra a) del RGPD), que guardamos junto con el momento en que lo dio; esa empresa es entonces responsable de cualquier tratamiento posterior. Puede retirar su consentimiento en cualquier momento con efecto para el futuro. Mientras rellena el formulario de cita, su navegador conserva los datos introducidos para la pestaña abierta (session storage, entrada «sanhaus:appointment-draft»); la entrada se elimina en cuanto su solicitud nos haya llegado o usted cierre la pestaña. Al igual que las solicitudes, las solicitudes de cita se eliminan 180 días después de su recepción.',
      },
      { h2: 'Búsqueda de exposiciones' },
      {
        p: 'La búsqueda de exposiciones cerca de usted la responde nuestro propio servidor a partir de un nomenclátor incluido en el sitio web; lo que introduce (código postal o localidad) no se envía a ningún otro servicio, y el mapa de resultados lo dibuja nuestro propio servidor. Cuando pulsa «Usar mi ubicación», su navegador le pregunta si puede compartir su ubicación; solo después de que usted lo acepte, la página envía a nuestro servidor, junto con la búsqueda, su posición redondeada a aproximadamente un kilómetro. La utilizamos únicamente para calcular las distancias y no la guardamos; como cualquier dirección solicitada, puede figurar en el registro del servidor, que eliminamos tal como se describe en «Visita del sitio web y alojamiento». El acceso a su ubicación es estrictamente necesario para esta función que usted ha solicitado expresamente (§ 25, apdo. 2, n.º 2, TDDDG); la base jurídica del tratamiento es el artículo 6, apartado 1, letra f) del RGPD (nuestro interés legítimo en responder a su búsqueda). Su navegador guarda el lugar de su última búsqueda (coordenadas y nombre; con «Usar mi ubicación», la posición redondeada) en el almacenamiento local como la entrada «sanhaus-place», para que las páginas de productos y series puedan mostrar dónde se expone cerca de usted lo que presentan; las distancias las calcula su navegador y la entrada no sale de su dispositivo. También este almacenamiento es estrictamente necesario para la función que ha solicitado (§ 25, apdo. 2, n.º 2, TDDDG); puede eliminar la entrada en cualquier momento desde la configuración de su navegador.',
      },
      { h2: 'Búsqueda en el sitio web' },
      {
        p: 'La búsqueda del sitio web la responde nuestro propio servidor; lo que usted busca no se envía a ningún otro servicio. Cuando una búsqueda no encuentra nada, contamos el término buscado (en minúsculas), el idioma de la página y el día, para que nuestra redacción vea qué contenidos faltan. Este recuento no se vincula con su dirección IP ni con ningún otro dato sobre usted, y lo eliminamos a los 30 días. Le rogamos que no introduzca en la búsqueda datos sobre su persona. La base jurídica es el art. 6, apdo. 1, letra f), del RGPD (nuestro interés legítimo en mejorar los contenidos del sitio web).',
      },
      { h2: 'Mapas, analítica y contenidos de terceros' },
      {
        p: 'En la página de contacto mostramos siempre un mapa estático con nuestra dirección, cargado desde nuestro propio servidor. El mapa interactivo solo se carga después de que usted lo haya solicitado expresamente con un clic; solo entonces se transmiten su dirección IP y datos técnicos de su navegador al proveedor del mapa indicado en el aviso previo a la carga. La base jurídica es su consentimiento conforme al artículo 6, apartado 1, letra a) del RGPD y al § 25, apdo. 1, TDDDG, que puede retirar en cualquier momento con efectos para el futuro. Su elección se guarda como la entrada «sanhaus-consent» en el almacenamiento local de su navegador; puede cambiarla o retirarla en cualquier momento desde «Configuración de privacidad» al pie de cada página o en los ajustes al final de esta política. No utilizamos herramientas de analítica ni de seguimiento y no cargamos contenidos de terceros antes de su consentimiento; las fuentes tipográficas se sirven desde nuestro propio servidor. Los enlaces a redes sociales y tiendas en línea son enlaces simples: los datos solo llegan al proveedor correspondiente cuando hace clic en ellos.',
      },
      { h2: 'Sus derechos' },
      {
        ul: [
          'Acceso a los datos personales que tratamos sobre usted (artículo 15 del RGPD)',
          'Rectificación de datos inexactos (artículo 16 del RGPD)',
          'Supresión (artículo 17 del RGPD) y limitación del tratamiento (artículo 18 del RGPD)',
          'Portabilidad de los datos (artículo 20 del RGPD)',
          'Oposición, por motivos relacionados con su situación particular, al tratamiento basado en el artículo 6, apartado 1, letra f) del RGPD (artículo 21 del RGPD)',
          'Retirada del consentimiento prestado, con efectos para el futuro (artículo 7, apartado 3, del RGPD)',
          'Reclamación ante una autoridad de control de protección de datos (artículo 77 del RGPD)',
        ],
      },
      {
        p: 'Puede presentar una reclamación ante la autoridad de control de su lugar de residencia o ante la autoridad competente para nosotros: el Comisionado de Hesse para la Protección de Datos y la Libertad de Información (Hessischer Beauftragter für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Alemania. Dirija sus preguntas sobre protección de datos y sus solicitudes para ejercer sus derechos a info@sanhaus.example (asunto «Protección de datos») o por correo postal a la dirección indicada arriba.',
      },
    ],
  },
}

const accessibility: LegalSeed = {
  slug: 'accessibility',
  title: {
    de: 'Erklärung zur Barrierefreiheit',
    zh: '无障碍声明',
    en: 'Accessibility statement',
    it: 'Dichiarazione di accessibilità',
    fr: 'Déclaration d’accessibilité',
    es: 'Declaración de accesibilidad',
  },
  body: {
    de: [
      {
        p: 'Die SANHAUS Bad GmbH möchte ihre Website allen Menschen zugänglich machen, unabhängig von Einschränkungen und eingesetzten Hilfsmitteln. Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.2 in der Konformitätsstufe AA sowie die harmonisierte europäische Norm EN 301 549. Diese Erklärung gilt für die Website in allen sechs Sprachfassungen.',
      },
      { h2: 'Stand der Vereinbarkeit' },
      {
        p: 'Die Website ist mit diesen Anforderungen weitgehend vereinbar. Wir prüfen sie vor jeder Veröffentlichung automatisiert und regelmäßig manuell mit Tastatur und Screenreader. Alle Funktionen sind per Tastatur bedienbar, und Animationen werden reduziert, wenn Ihr System dies anfordert. Die nachstehend genannten Inhalte sind noch nicht vollständig barrierefrei.',
      },
      { h2: 'Bekannte Einschränkungen' },
      {
        ul: [
          'Einige Zertifikate und Prüfberichte liegen nur als eingescannte Bilder vor. Bezeichnung und Nummer stehen jeweils als Text dabei; den vollständigen Inhalt senden wir Ihnen auf Anfrage in zugänglicher Form zu.',
          'Die interaktive Karte auf der Kontaktseite wird aus Datenschutzgründen erst nach einem Klick geladen und ist selbst nicht vollständig barrierefrei. Eine statische Karte und die vollständige Anschrift als Text werden stets angezeigt.',
          'Verlinkte externe Online-Shops und soziale Netzwerke werden nicht von uns betrieben; für deren Barrierefreiheit sind die jeweiligen Anbieter verantwortlich.',
        ],
      },
      { h2: 'Feedback und Kontakt' },
      {
        p: 'Sind Ihnen Barrieren aufgefallen oder benötigen Sie Inhalte in einer anderen Form? Schreiben Sie uns an info@sanhaus.example (Betreff „Barrierefreiheit“) oder rufen Sie uns an unter +49 69 4800 7210. Wir antworten in der Regel innerhalb von zwei Wochen.',
      },
      { h2: 'Schlichtung und Durchsetzung' },
      {
        p: 'Erhalten Sie auf Ihre Rückmeldung keine oder keine zufriedenstellende Antwort, können Sie sich an die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg wenden und dort nach dem Barrierefreiheitsstärkungsgesetz (BFSG) beantragen, dass sie die Einhaltung der Anforderungen prüft.',
      },
      {
        p: 'Außerdem können Sie bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de, ein kostenfreies Schlichtungsverfahren beantragen.',
      },
    ],
    zh: [
      {
        p: 'SANHAUS Bad GmbH致力于让所有人都能无障碍地使用本网站，无论其是否存在障碍或使用何种辅助工具。我们以《网页内容无障碍指南》（WCAG）2.2 AA级以及欧洲统一标准EN 301 549为准则。本声明适用于本网站的全部六种语言版本。',
      },
      { h2: '符合情况' },
      {
        p: '本网站基本符合上述要求。每次发布前我们都会进行自动化检测，并定期使用键盘和读屏软件进行人工测试。所有功能均可通过键盘操作；如您的系统要求减少动态效果，网站会相应减少动画。下列内容尚未完全实现无障碍。',
      },
      { h2: '已知限制' },
      {
        ul: [
          '部分证书和检测报告仅以扫描图片形式提供，但均附有名称和编号的文字说明；如有需要，我们可应您的请求以无障碍形式提供完整内容。',
          '出于数据保护考虑，联系页面上的交互式地图需点击后才会加载，且地图本身并未完全实现无障碍；页面始终显示静态地图和完整的文字地址。',
          '所链接的外部网上商城和社交网络并非由我们运营，其无障碍性由相应服务商负责。',
        ],
      },
      { h2: '反馈与联系' },
      {
        p: '如您发现使用障碍，或需要以其他形式获取内容，请发送邮件至info@sanhaus.example（主题注明“无障碍”），或致电+49 69 4800 7210。我们通常会在两周内答复。',
      },
      { h2: '执行程序' },
      {
        p: '如果您的反馈未获答复或答复不能令您满意，您可以联系位于马格德堡的德国各州产品与服务无障碍市场监督机构（MLBF），并依据德国《无障碍强化法》（BFSG）申请其审查相关要求的遵守情况。',
      },
      {
        p: '此外，您还可以向设在德国联邦政府残障人士事务专员处、依据德国《残障人士平等法》（BGG）第16条设立的调解机构申请免费调解，地址：Mauerstraße 53, 10117 Berlin，网址：www.schlichtungsstelle-bgg.de。',
      },
    ],
    en: [
      {
        p: 'SANHAUS Bad GmbH wants its website to be accessible to everyone, regardless of impairments or the assistive technology used. Our benchmark is the Web Content Accessibility Guidelines (WCAG) 2.2 at conformance level AA and the harmonised European standard EN 301 549. This statement applies to the website in all six language versions.',
      },
      { h2: 'Compliance status' },
      {
        p: 'The website largely complies with these requirements. We test it automatically before every release and regularly by hand with a keyboard and a screen reader. All functions can be operated by keyboard, and animations are reduced when your system requests it. The content listed below is not yet fully accessible.',
      },
      { h2: 'Known limitations' },
      {
        ul: [
          'Some certificates and test reports are available only as scanned images. Their title and number are always given as text; on request we will send you the full content in an accessible format.',
          'For data protection reasons, the interactive map on the contact page loads only after a click and is not itself fully accessible. A static map and the full address as text are always shown.',
          'Linked external online shops and social networks are not operated by us; their accessibility is the responsibility of the respective providers.',
        ],
      },
      { h2: 'Feedback and contact' },
      {
        p: 'Have you come across a barrier, or do you need content in another format? Write to us at info@sanhaus.example (subject “Accessibility”) or call us on +49 69 4800 7210. We usually reply within two weeks.',
      },
      { h2: 'Enforcement procedure' },
      {
        p: 'If you receive no reply or no satisfactory reply to your feedback, you can contact the Market Surveillance Authority of the German Federal States for the Accessibility of Products and Services (MLBF) in Magdeburg and ask it, under the German Accessibility Strengthening Act (BFSG), to review compliance with the requirements.',
      },
      {
        p: 'You can also apply for free conciliation proceedings with the conciliation body under § 16 of the German Disability Equality Act (BGG) at the Federal Government Commissioner for Matters relating to Persons with Disabilities, Mauerstraße 53, 10117 Berlin, Germany, www.schlichtungsstelle-bgg.de.',
      },
    ],
    it: [
      {
        p: 'SANHAUS Bad GmbH vuole rendere il proprio sito accessibile a tutti, indipendentemente da disabilità o tecnologie assistive utilizzate. Il nostro riferimento sono le Web Content Accessibility Guidelines (WCAG) 2.2 al livello di conformità AA e la norma europea armonizzata EN 301 549. La presente dichiarazione si applica al sito in tutte e sei le versioni linguistiche.',
      },
      { h2: 'Stato di conformità' },
      {
        p: 'Il sito è in larga misura conforme a tali requisiti. Lo verifichiamo automaticamente prima di ogni pubblicazione e regolarmente a mano con tastiera e lettore di schermo. Tutte le funzioni sono utilizzabili da tastiera e le animazioni vengono ridotte se il vostro sistema lo richiede. I contenuti elencati di seguito non sono ancora pienamente accessibili.',
      },
      { h2: 'Limitazioni note' },
      {
        ul: [
          'Alcuni certificati e rapporti di prova sono disponibili solo come immagini scansionate. Titolo e numero sono sempre riportati come testo; su richiesta vi inviamo il contenuto completo in formato accessibile.',
          'Per motivi di protezione dei dati, la mappa interattiva della pagina dei contatti si carica solo dopo un clic e non è di per sé pienamente accessibile. Una mappa statica e l’indirizzo completo in forma di testo sono sempre visualizzati.',
          'I negozi online e i social network esterni a cui rimandiamo non sono gestiti da noi; della loro accessibilità sono responsabili i rispettivi fornitori.',
        ],
      },
      { h2: 'Segnalazioni e contatti' },
      {
        p: 'Avete riscontrato una barriera o vi servono contenuti in un altro formato? Scriveteci a info@sanhaus.example (oggetto «Accessibilità») o chiamateci al +49 69 4800 7210. Di norma rispondiamo entro due settimane.',
      },
      { h2: 'Procedura di attuazione' },
      {
        p: 'Se non ricevete risposta o la risposta non è soddisfacente, potete rivolgervi all’autorità di vigilanza del mercato dei Länder per l’accessibilità di prodotti e servizi (MLBF) a Magdeburgo e chiedere, ai sensi della legge tedesca sul rafforzamento dell’accessibilità (BFSG), che verifichi il rispetto dei requisiti.',
      },
      {
        p: 'Potete inoltre avviare una procedura di conciliazione gratuita presso l’organismo di conciliazione di cui al § 16 della legge tedesca sulla parità delle persone con disabilità (BGG), istituito presso il Commissario del Governo federale per le questioni delle persone con disabilità, Mauerstraße 53, 10117 Berlino, Germania, www.schlichtungsstelle-bgg.de.',
      },
    ],
    fr: [
      {
        p: 'SANHAUS Bad GmbH souhaite rendre son site accessible à tous, quels que soient les handicaps ou les technologies d’assistance utilisées. Notre référence est le niveau AA des Web Content Accessibility Guidelines (WCAG) 2.2 ainsi que la norme européenne harmonisée EN 301 549. La présente déclaration s’applique au site dans ses six versions linguistiques.',
      },
      { h2: 'État de conformité' },
      {
        p: 'Le site est en grande partie conforme à ces exigences. Nous le contrôlons automatiquement avant chaque mise en ligne et régulièrement de façon manuelle, au clavier et avec un lecteur d’écran. Toutes les fonctions sont utilisables au clavier et les animations sont réduites lorsque votre système le demande. Les contenus énumérés ci-dessous ne sont pas encore pleinement accessibles.',
      },
      { h2: 'Limites connues' },
      {
        ul: [
          'Certains certificats et rapports d’essai ne sont disponibles que sous forme d’images numérisées. Leur intitulé et leur numéro figurent toujours en texte ; sur demande, nous vous envoyons le contenu complet dans un format accessible.',
          'Pour des raisons de protection des données, la carte interactive de la page de contact ne se charge qu’après un clic et n’est pas elle-même pleinement accessible. Une carte statique et l’adresse complète en texte sont toujours affichées.',
          'Les boutiques en ligne et réseaux sociaux externes vers lesquels nous renvoyons ne sont pas exploités par nous ; leur accessibilité relève de la responsabilité de leurs fournisseurs.',
        ],
      },
      { h2: 'Retour d’information et contact' },
      {
        p: 'Vous avez rencontré un obstacle ou avez besoin d’un contenu sous une autre forme ? Écrivez-nous à info@sanhaus.example (objet « Accessibilité ») ou appelez-nous au +49 69 4800 7210. Nous répondons en général sous deux semaines.',
      },
      { h2: 'Voies de recours' },
      {
        p: 'Si vous ne recevez aucune réponse ou une réponse insatisfaisante, vous pouvez vous adresser à l’autorité de surveillance du marché des Länder pour l’accessibilité des produits et services (MLBF) à Magdebourg et lui demander, en vertu de la loi allemande sur le renforcement de l’accessibilité (BFSG), de contrôler le respect des exigences.',
      },
      {
        p: 'Vous pouvez également engager une procédure de conciliation gratuite auprès de l’organe de conciliation prévu au § 16 de la loi allemande sur l’égalité des personnes handicapées (BGG), rattaché au Délégué du gouvernement fédéral aux questions des personnes handicapées, Mauerstraße 53, 10117 Berlin, Allemagne, www.schlichtungsstelle-bgg.de.',
      },
    ],
    es: [
      {
        p: 'SANHAUS Bad GmbH quiere que su sitio web sea accesible para todas las personas, con independencia de sus discapacidades o de las tecnologías de apoyo que utilicen. Nuestra referencia son las Web Content Accessibility Guidelines (WCAG) 2.2 en el nivel de conformidad AA y la norma europea armonizada EN 301 549. Esta declaración se aplica al sitio web en sus seis versiones lingüísticas.',
      },
      { h2: 'Situación de cumplimiento' },
      {
        p: 'El sitio web cumple en gran medida estos requisitos. Lo revisamos de forma automatizada antes de cada publicación y periódicamente de forma manual con teclado y lector de pantalla. Todas las funciones pueden manejarse con el teclado y las animaciones se reducen cuando su sistema lo solicita. Los contenidos que se indican a continuación aún no son plenamente accesibles.',
      },
      { h2: 'Limitaciones conocidas' },
      {
        ul: [
          'Algunos certificados e informes de ensayo solo están disponibles como imágenes escaneadas. Su título y número figuran siempre como texto; si lo solicita, le enviaremos el contenido completo en un formato accesible.',
          'Por motivos de protección de datos, el mapa interactivo de la página de contacto solo se carga tras un clic y no es en sí plenamente accesible. Siempre se muestran un mapa estático y la dirección completa en texto.',
          'Las tiendas en línea y redes sociales externas a las que enlazamos no las gestionamos nosotros; su accesibilidad es responsabilidad de los respectivos proveedores.',
        ],
      },
      { h2: 'Comentarios y contacto' },
      {
        p: '¿Ha encontrado alguna barrera o necesita contenidos en otro formato? Escríbanos a info@sanhaus.example (asunto «Accesibilidad») o llámenos al +49 69 4800 7210. Por lo general respondemos en un plazo de dos semanas.',
      },
      { h2: 'Procedimiento de reclamación' },
      {
        p: 'Si no recibe respuesta o la respuesta no es satisfactoria, puede dirigirse a la autoridad de vigilancia del mercado de los estados federados para la accesibilidad de productos y servicios (MLBF) en Magdeburgo y solicitarle, conforme a la Ley alemana de refuerzo de la accesibilidad (BFSG), que compruebe el cumplimiento de los requisitos.',
      },
      {
        p: 'Además, puede solicitar un procedimiento de conciliación gratuito ante el órgano de conciliación previsto en el § 16 de la Ley alemana de igualdad de las personas con discapacidad (BGG), adscrito al Comisionado del Gobierno Federal para los Asuntos de las Personas con Discapacidad, Mauerstraße 53, 10117 Berlín, Alemania, www.schlichtungsstelle-bgg.de.',
      },
    ],
  },
}

export const legalPages: readonly LegalSeed[] = [impressum, privacy, accessibility]
