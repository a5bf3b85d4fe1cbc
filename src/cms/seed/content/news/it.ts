import type { NewsSeed } from '../types'

/** The news of the it site: articles written for its readers, not translations of one another. */
export const it: readonly NewsSeed[] = [
  {
    slug: 'guida-bagno-ospiti-piccolo',
    title: 'Il bagno degli ospiti in pochi metri quadrati: sei consigli di progettazione',
    excerpt:
      'Un bagno di servizio stretto può essere comodo e curato: vi spieghiamo come scegliere lavamani, WC e doccia quando ogni centimetro conta.',
    date: '2026-09-15',
    body: [
      {
        p: 'Nelle case di città il bagno degli ospiti è spesso il locale più piccolo: a volte poco più di un metro di larghezza, con una porta che si apre verso l’interno e una finestra minuscola o del tutto assente. Proprio per questo merita un progetto attento. Chi lo usa ogni giorno, e chi vi entra una sola volta, deve trovare tutto a portata di mano, senza urtare spigoli e senza l’impressione di uno sgabuzzino piastrellato. Ecco i consigli che i nostri progettisti danno più spesso nei nostri {{showrooms}} showroom.',
      },
      { h2: 'Sei regole per guadagnare spazio' },
      {
        ul: [
          'Scegliete un lavamani poco profondo: il {{product:nova-45-compact-wall-hung-basin}} misura 450 × 250 mm e ha un piano d’appoggio integrato per il sapone.',
          'Preferite un vaso sospeso: il {{product:forma-rimless-wall-hung-toilet}} lascia libero il pavimento, che si pulisce in un attimo, e la cassetta da incasso sparisce nella parete.',
          'Lasciate davanti al vaso e al lavabo almeno 55–60 cm liberi: è la misura che rende il bagno comodo anche per chi è più alto.',
          'Se c’è spazio per una doccia, una porta scorrevole o una parete fissa non invade la stanza quando si apre.',
          'Portate la luce in alto: uno specchio con illuminazione integrata e una luce a soffitto bastano, senza appliques sporgenti.',
          'Usate colori chiari e opachi: riflettono la luce senza abbagliare e rendono meno visibili le gocce d’acqua.',
        ],
      },
      { h2: 'La doccia nel bagno di servizio' },
      {
        p: 'Sempre più spesso il bagno degli ospiti diventa un secondo bagno completo, per esempio per i figli adulti o per chi lavora da casa. In una nicchia larga almeno 120 cm trova posto il piatto doccia {{product:piano-120-stone-shower-tray}}, alto appena 30 mm: posato a filo pavimento elimina il gradino e rende la stanza più ampia alla vista. Per separare la doccia dal resto della stanza basta la parete walk-in {{product:clara-120-walk-in-screen}}: fissa e senza porta, non ingombra quando si entra. Se invece la doccia deve stare in un angolo, il box doccia angolare {{product:quadro-90-corner-enclosure}} ha una porta che si apre sia verso l’interno sia verso l’esterno: un dettaglio prezioso quando accanto c’è il vaso.',
      },
      { h2: 'Rubinetteria e dettagli' },
      {
        p: 'Su un lavamani piccolo il miscelatore deve essere compatto e preciso. Il miscelatore lavabo {{product:fino-basin-mixer}} ha una cartuccia ceramica da 35 mm e un rompigetto che limita la portata a 5 litri al minuto: niente schizzi sul pavimento e un consumo d’acqua contenuto. Pensate anche ai dettagli che si notano solo quando mancano: un gancio per l’asciugamano a portata di mano, una presa per il fon lontana dall’acqua, una mensola per la borsa degli ospiti.',
      },
      {
        p: 'Volete un parere sul vostro bagno? Portate in showroom una pianta con le misure e la posizione degli scarichi: i nostri consulenti vi propongono una soluzione completa, dal lavamani al box doccia. Per i progetti fuori dalla Cina potete anche scriverci a info@sanhaus.example.',
      },
    ],
    picture: 'guest-bath',
    alt: 'Piccolo bagno per gli ospiti con lavamani sospeso, vaso sospeso e specchio illuminato',
  },
  {
    slug: 'cura-resina-minerale-consigli',
    title: 'Pulire e curare la resina minerale: la guida per lavabi, vasche e piatti doccia',
    excerpt:
      'La resina minerale è non porosa e si pulisce con poco: ecco i gesti quotidiani, i prodotti da evitare e come eliminare piccoli graffi.',
    date: '2026-06-16',
    body: [
      {
        p: 'Molti dei nostri clienti scelgono la resina minerale per il suo aspetto: una superficie opaca e setosa, calda al tatto, senza la freddezza della ceramica smaltata. Subito dopo arriva la domanda pratica: come si pulisce? La risposta è semplice, perché il materiale, un composito di minerali finissimi e resina colato nel nostro stabilimento di Pujiang, è compatto e non poroso. Acqua, sapone e calcare restano in superficie e non penetrano nel materiale. Con pochi gesti regolari lavabi, vasche e piatti doccia restano belli per molti anni.',
      },
      { h2: 'La pulizia di tutti i giorni' },
      {
        ul: [
          'Dopo l’uso sciacquate con acqua e asciugate con un panno in microfibra: è il modo più semplice per evitare gli aloni di calcare.',
          'Una volta alla settimana usate un detergente neutro o un comune detersivo per piatti diluito in acqua tiepida.',
          'Contro il calcare bastano l’aceto bianco diluito o un anticalcare delicato: lasciate agire qualche minuto e poi risciacquate bene.',
          'Evitate pagliette metalliche, polveri abrasive, solventi e prodotti a base di acetone o di cloro concentrato.',
        ],
      },
      { h2: 'Macchie e piccoli graffi' },
      {
        p: 'Il grande vantaggio della resina minerale è che la superficie si può ripristinare. Su un lavabo come il {{product:luna-60-wall-hung-basin}} i segni d’uso e i graffi sottili si eliminano con una spugnetta abrasiva fine, lavorando con movimenti circolari e leggermente bagnati; al termine si risciacqua e si asciuga. Sulle finiture opache si ottiene così di nuovo un aspetto uniforme. Macchie di tintura per capelli, tè o vino vanno trattate subito con acqua e detergente neutro; se restano tracce, la stessa spugnetta le rimuove senza danneggiare il materiale.',
      },
      { h2: 'Vasche e piatti doccia' },
      {
        p: 'Nelle vasche freestanding {{product:terra-freestanding-stone-bath}} e {{product:pietra-160-freestanding-stone-bath}} il materiale è colorato in massa: un graffio leggero non mostra un colore diverso sotto la superficie e si elimina con la lucidatura. Evitate però di appoggiare sul fondo della vasca oggetti metallici pesanti e non versate acqua bollente direttamente sul materiale. Il piatto doccia {{product:piano-120-stone-shower-tray}} ha una superficie finemente strutturata e antiscivolo: qui è utile una spazzola morbida, che raggiunge anche le piccole cavità della struttura. Pulite regolarmente la piletta e il filtro raccoglicapelli, così l’acqua defluisce sempre senza ristagni.',
      },
      {
        p: 'Ogni prodotto SANHAUS è accompagnato dalle istruzioni di cura e coperto da una garanzia di {{warranty_years}} anni su materiale e lavorazione. Se avete un dubbio su una macchia particolare, scriveteci prima di provare prodotti aggressivi: il nostro servizio clienti vi dirà come procedere.',
      },
    ],
    picture: 'bath-sand',
    alt: 'Vasca freestanding color sabbia in un bagno luminoso',
  },
  {
    slug: 'salone-del-mobile-2026',
    title: 'Salone Internazionale del Bagno 2026: SANHAUS torna a Milano',
    excerpt:
      'Dal 21 al 26 aprile abbiamo presentato a Milano i nostri lavabi da appoggio in resina minerale, una vasca freestanding compatta e nuove finiture per i mobili bagno.',
    date: '2026-04-28',
    body: [
      {
        p: 'Dopo la prima partecipazione nel 2018, SANHAUS è tornata al Salone Internazionale del Bagno, la rassegna biennale dedicata all’arredobagno che si svolge nell’ambito del Salone del Mobile.Milano. Per sei giorni il nostro stand ha accolto architetti, interior designer, rivenditori e imprese di costruzione dall’Italia e da molti altri paesi. Lo avevamo pensato come un bagno luminoso e silenzioso: pareti color calce, un pavimento in rovere e pochi pezzi su basamenti, perché forme e superfici potessero parlare da sole.',
      },
      { h2: 'Che cosa abbiamo presentato' },
      {
        p: 'Al centro dello stand c’erano i nostri lavabi da appoggio in resina minerale, il materiale che coliamo nel nostro stabilimento di Pujiang. I visitatori hanno potuto toccare con mano la superficie opaca e setosa e confrontare forme diverse sullo stesso piano in rovere.',
      },
      {
        ul: [
          'Il lavabo da appoggio {{product:orbit-42-countertop-basin}}, tondo, con un bordo spesso appena 6 mm',
          'Il {{product:quadra-50-countertop-basin}}, dagli spigoli netti, anche in grigio cemento e beige sabbia',
          'L’{{product:ovale-60-countertop-basin}}, con troppopieno nascosto e piletta coordinata',
          'La vasca freestanding {{product:pietra-160-freestanding-stone-bath}}, pensata per i bagni dallo spazio contenuto',
          'Il mobile bagno {{product:aria-60-vanity-unit}} nelle finiture rovere naturale e grigio seta',
          'La porta scorrevole per nicchia {{product:linea-140-sliding-door}}, con anta mobile in cristallo temperato da 8 mm',
        ],
      },
      { h2: 'Conversazioni con chi progetta' },
      {
        p: 'Milano resta il luogo in cui il design del bagno si confronta con la realtà dei cantieri. Molti visitatori sono arrivati con un progetto preciso, dalla ristrutturazione di un piccolo hotel sul lago a un complesso residenziale di nuova costruzione. Con loro abbiamo parlato di tempi di consegna, di piatti doccia tagliati su misura e di come riunire lavabo, rubinetteria e mobile in un unico ordine. Le domande più frequenti hanno riguardato la resistenza della resina minerale nell’uso alberghiero e la possibilità di ripristinarne la superficie dopo anni di utilizzo: due temi su cui il nostro laboratorio prove lavora da sempre.',
      },
      {
        p: 'Il Salone 2026 si aggiunge alle oltre {{trade_fairs}} fiere a cui SANHAUS ha partecipato finora. Chi non è riuscito a venire a Milano può vedere gli stessi prodotti nei nostri {{showrooms}} showroom oppure chiederci campioni delle superfici scrivendo a info@sanhaus.example. Grazie a tutti coloro che sono passati a trovarci: i vostri suggerimenti sono già sul tavolo del nostro team di design di Francoforte.',
      },
    ],
    picture: 'salone-it',
    alt: 'Stand fieristico con lavabi su basamenti, una vasca freestanding e visitatori',
  },
  {
    slug: 'stabilimento-pujiang-nuova-linea-di-colata',
    title: 'Stabilimento di Pujiang: una nuova linea di colata per i lavabi in resina minerale',
    excerpt:
      'A Pujiang è entrata in funzione una seconda linea di colata: più lavabi per turno, tempi di consegna più brevi per i progetti e colori speciali già da 20 pezzi.',
    date: '2025-12-04',
    body: [
      {
        p: 'Da novembre nel nostro stabilimento di Pujiang, nella provincia dello Zhejiang, lavora una seconda linea di produzione per i lavabi in resina minerale. Colata, sformatura e levigatura si susseguono senza interruzioni: i bracci robotizzati si occupano dei sollevamenti più pesanti, mentre le nostre collaboratrici e i nostri collaboratori controllano a mano ogni singolo lavabo.',
      },
      { h2: 'Che cosa cambia con la nuova linea' },
      {
        ul: [
          'Circa il doppio dei lavabi per turno rispetto a prima',
          'Colori speciali disponibili già a partire da 20 pezzi',
          'Tempi di consegna più brevi per gli ordini di progetto',
          'Meno scarti grazie al dosaggio automatico dell’impasto',
        ],
      },
      { h2: 'Dall’impasto al lavabo finito' },
      {
        p: 'La resina minerale nasce da una miscela di triidrato di alluminio finissimo e resina di alta qualità. Nella nuova linea l’impasto viene dosato automaticamente, degasato sotto vuoto e colato in stampi di precisione, dove indurisce a temperatura ambiente, senza cottura in forno. Dopo la sformatura ogni pezzo passa alla levigatura e alla finitura della superficie; segue il controllo finale, in cui verifichiamo misure, planarità del bordo d’appoggio, funzionamento del troppopieno e uniformità della superficie. Solo i lavabi che superano tutti i controlli vengono imballati e spediti.',
      },
      {
        p: 'La nuova linea produce tra gli altri il lavabo sospeso {{product:luna-60-wall-hung-basin}}, il lavabo semincasso {{product:arco-70-semi-recessed-basin}} e i lavabi da appoggio {{product:orbit-42-countertop-basin}} e {{product:ovale-60-countertop-basin}}. Per i progetti alberghieri e residenziali significa soprattutto una cosa: anche grandi quantità nello stesso colore possono essere prodotte in un unico lotto, con una tonalità perfettamente uniforme da una camera all’altra.',
      },
      { h2: 'Lo stabilimento in cifre' },
      {
        p: 'Su {{factory_area}} m² sviluppiamo e produciamo a Pujiang lavabi, vasche da bagno e mobili bagno. Oltre {{rnd_staff}} dei nostri più di {{employees}} dipendenti lavorano nello sviluppo prodotto e nella ricerca e sviluppo, in stretto contatto con il team di design di Francoforte. Ogni lavabo che lascia la linea porta la marcatura CE. Chi desidera vedere la produzione da vicino può fissare una visita allo stabilimento tramite il nostro team commerciale. Le visite si svolgono su appuntamento e comprendono il reparto di colata, il laboratorio prove e il magazzino dei prodotti finiti.',
      },
    ],
    picture: 'pujiang-line',
    alt: 'Reparto di produzione con lavabi bianchi su un nastro trasportatore tra due bracci robotizzati',
  },
  {
    slug: 'lavabi-da-appoggio-resina-minerale',
    title: 'Tre lavabi da appoggio in resina minerale: come scegliere quello giusto',
    excerpt:
      'Tondo, quadrato od ovale: vi spieghiamo in che cosa si distinguono i nostri lavabi da appoggio e quale rubinetteria si abbina a ciascuno.',
    date: '2025-10-16',
    body: [
      {
        p: 'Il lavabo da appoggio è diventato il protagonista di molti bagni contemporanei: poggia sul piano come un oggetto, lascia libera la superficie intorno e si sostituisce senza opere murarie. Nella nostra gamma ne trovate tre, tutti colati in resina minerale nel nostro stabilimento di Pujiang e rifiniti a mano. Hanno in comune la superficie opaca e setosa, non porosa e piacevolmente calda al tatto; si distinguono per forma, ingombro e carattere.',
      },
      { h2: 'Tre forme, tre caratteri' },
      {
        ul: [
          'Il tondo {{product:orbit-42-countertop-basin}} ha un diametro di 420 mm e un bordo di soli 6 mm: è la scelta giusta per i piani poco profondi e per il bagno degli ospiti.',
          'Il {{product:quadra-50-countertop-basin}} unisce spigoli netti a una vasca interna dalle linee morbide; oltre al bianco opaco è disponibile in grigio cemento e beige sabbia.',
          'L’{{product:ovale-60-countertop-basin}}, largo 600 mm, offre molto spazio per lavarsi e comprende troppopieno nascosto e piletta coordinata.',
        ],
      },
      { h2: 'La rubinetteria giusta' },
      {
        p: 'I lavabi da appoggio non hanno il foro per il rubinetto: il miscelatore va quindi scelto insieme al lavabo. Se preferite un piano sgombro e facile da pulire, un miscelatore a parete è la soluzione più pulita, ma va previsto prima di chiudere le tracce. Se l’impianto è già pronto, il miscelatore alto {{product:fino-xl-tall-basin-mixer}} porta la bocca a 210 mm di altezza e supera comodamente il bordo del lavabo. Come scarico consigliamo la piletta a pressione {{product:clic-push-button-basin-waste}}, adatta a lavabi con o senza troppopieno, che si apre e si chiude con una leggera pressione sul tappo.',
      },
      { h2: 'Altezza e piano: i nostri consigli' },
      {
        p: 'Con un lavabo da appoggio il bordo superiore dovrebbe trovarsi a circa 85–90 cm da terra. Calcolate quindi l’altezza del piano sottraendo quella del lavabo: con un lavabo alto 12 cm, per esempio, il piano va posato intorno ai 75 cm. Lasciate almeno 15 cm di piano libero su ciascun lato, così sapone e asciugamano trovano posto senza che l’acqua goccioli a terra. In un bagno per due persone il mobile bagno doppio {{product:vita-120-double-vanity-unit}} offre due postazioni su un piano continuo largo 1200 mm.',
      },
      {
        p: 'Tutti e tre i lavabi sono disponibili presso i nostri rivenditori e si possono vedere dal vivo nei nostri {{showrooms}} showroom. Come per ogni prodotto SANHAUS, la garanzia su materiale e lavorazione è di {{warranty_years}} anni.',
      },
    ],
    picture: 'still-it',
    alt: 'Sei composizioni di lavabi da appoggio chiari su un piano in rovere',
  },
  {
    slug: 'hotel-porta-nuova-milano',
    title: 'Hotel Porta Nuova a Milano: 120 bagni con lavabi da appoggio in resina minerale',
    excerpt:
      'Nel quartiere di Porta Nuova un hotel ha rinnovato tutte le sue 120 camere: i bagni hanno lavabi da appoggio SANHAUS in resina minerale e rubinetteria in ottone spazzolato.',
    date: '2025-07-08',
    body: [
      {
        p: 'L’Hotel Porta Nuova, a pochi passi dai grattacieli del nuovo skyline milanese, ha completato il rinnovo delle sue 120 camere. Per i bagni la proprietà e lo studio di progettazione cercavano un insieme coerente: superfici calde e facili da pulire, forme sobrie destinate a durare più di una stagione e un fornitore in grado di rispettare i tempi stretti di un cantiere alberghiero.',
      },
      { h2: 'La scelta dei prodotti' },
      {
        p: 'Dopo una campionatura e una camera prova allestita in hotel, la scelta è caduta sul lavabo da appoggio {{product:orbit-42-countertop-basin}}, posato su un piano in terrazzo. La sua forma tonda occupa poco spazio e lascia posto agli accessori di cortesia. Poiché non ha il foro per il rubinetto, il progetto prevede un miscelatore a parete in ottone spazzolato, che lascia il piano completamente libero e semplifica la pulizia quotidiana.',
      },
      {
        ul: [
          '120 lavabi da appoggio in resina minerale bianco opaco',
          '120 miscelatori a parete in ottone spazzolato con corpo da incasso',
          'Una piletta a pressione {{product:clic-push-button-basin-waste}} con sifone salvaspazio per ogni lavabo',
          'Istruzioni di cura per il personale delle pulizie, in italiano',
        ],
      },
      { h2: 'Campionatura, camera prova, consegna per piani' },
      {
        p: 'In un hotel ogni giorno di chiusura ha un costo. Per questo abbiamo concordato con l’impresa una consegna suddivisa per piani: ogni lotto arrivava in cantiere già etichettato con il numero di camera, controllato e imballato nel nostro stabilimento di Pujiang. La merce è rimasta nel nostro magazzino finché i singoli piani non erano pronti ad accoglierla, così il cantiere non ha dovuto sacrificare spazio prezioso allo stoccaggio.',
      },
      {
        p: 'La resina minerale si è rivelata la scelta giusta anche nella gestione di tutti i giorni: la superficie non porosa non assorbe trucco, dentifricio o calcare e il personale delle pulizie usa un semplice panno umido con detergente neutro. I segni lasciati da piccoli urti si eliminano con una spugnetta abrasiva fine, senza dover sostituire il lavabo.',
      },
      {
        p: 'Il progetto di Milano si aggiunge agli oltre {{projects}} progetti alberghieri e residenziali realizzati da SANHAUS. State progettando un hotel o un complesso residenziale? Il nostro team progetti vi affianca dalla campionatura alla consegna: scriveteci a info@sanhaus.example.',
      },
    ],
    picture: 'hotel-munich',
    alt: 'Bagno di una camera d’albergo con lavabo, specchio e una finestra sui tetti della città',
  },
  {
    slug: 'ish-2025-fiera',
    title: 'ISH 2025: cinque giorni a Francoforte',
    excerpt:
      'Alla ISH di Francoforte abbiamo presentato la nuova versione della nostra porta scorrevole per nicchia ed esposto la nostra vasca freestanding compatta in resina minerale e il nostro piatto doccia extrapiatto.',
    date: '2025-03-26',
    body: [
      {
        p: 'Dal 17 al 21 marzo 2025 SANHAUS ha partecipato alla ISH di Francoforte sul Meno, la fiera leader mondiale per acqua, calore e aria. Per noi è un appuntamento speciale: alla ISH abbiamo esposto per la prima volta nel 2007, e a Francoforte ha sede la nostra società madre. Lo stand era concepito come un bagno tranquillo, con luce naturale, materiali caldi e spazio per parlare con calma.',
      },
      { h2: 'Le novità in mostra' },
      {
        ul: [
          'La nuova versione della porta scorrevole per nicchia {{product:linea-140-sliding-door}}, con profili ancora più sottili, carrelli su cuscinetti a sfera e anta sganciabile per la pulizia',
          'La colonna doccia termostatica {{product:pioggia-300-thermostatic-shower-set}}, con blocco di sicurezza a 38 °C',
        ],
      },
      {
        p: 'Accanto alle novità abbiamo esposto due prodotti già affermati della nostra gamma: la vasca {{product:pietra-160-freestanding-stone-bath}} in resina minerale, lunga 1600 mm, per i bagni in cui una vasca freestanding sembrava impossibile, e il piatto doccia {{product:piano-120-stone-shower-tray}}, alto appena 30 mm, da posare a filo pavimento o in appoggio.',
      },
      { h2: 'La doccia a filo pavimento al centro delle domande' },
      {
        p: 'Gran parte dei colloqui ha riguardato la doccia senza gradino, oggi richiesta tanto negli hotel quanto nelle abitazioni private. Progettisti e installatori volevano sapere come si taglia il piatto su misura in cantiere, quale pendenza serve per lo scarico e come si abbinano piatto e porta scorrevole in una nicchia esistente. Allo stand abbiamo mostrato il taglio di un piatto in resina minerale con un disco diamantato e la regolazione dei profili a parete, che compensano le piccole irregolarità dei muri.',
      },
      { h2: 'Incontri da tutto il mondo' },
      {
        p: 'Ci ha fatto particolarmente piacere incontrare così tanti rivenditori, progettisti e clienti di progetto. Tra i visitatori c’erano molti partner di lunga data da Germania, Austria e Svizzera, ma anche numerosi nuovi contatti dall’Europa meridionale e dal Medio Oriente. Da questi incontri sono nati diversi progetti per hotel e complessi residenziali, che seguiremo nei prossimi mesi da Francoforte e dalla nostra sede commerciale e operativa di Hangzhou. Molte conversazioni sono proseguite nelle settimane successive, con visite in showroom e campioni di superficie inviati direttamente agli studi di progettazione.',
      },
      {
        p: 'La ISH 2025 è una delle oltre {{trade_fairs}} fiere a cui SANHAUS ha partecipato dalla sua fondazione. Grazie a tutti per la visita: vi aspettiamo alla prossima edizione.',
      },
    ],
    picture: 'ish-it',
    alt: 'Stand fieristico con lavabi su basamenti, una vasca freestanding e visitatori che osservano i prodotti',
  },
]
