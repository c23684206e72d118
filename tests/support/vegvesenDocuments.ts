/**
 * Answers of Statens vegvesen's "kjøretøyopplysninger" (enkeltoppslag/kjoretoydata), shaped like recorded ones:
 * the field paths of shared/vehicle-register.md, with the neighbouring fields a real answer carries around them.
 * Plates: a petrol car, a diesel van with a hitch, a plug-in hybrid and an electric car.
 */

const kode = (kodeVerdi: string, kodeNavn?: string, kodeBeskrivelse?: string) => ({
  kodeVerdi,
  kodeTypeId: 'TEKNISK_KODE',
  tidligereKodeVerdi: [],
  ...(kodeNavn ? { kodeNavn } : {}),
  ...(kodeBeskrivelse ? { kodeBeskrivelse } : {}),
});

const aksel = (plassering: string, drivAksel: boolean) => ({
  avstandTilNesteAksling: plassering === '1' ? 2636 : undefined,
  drivAksel,
  id: Number(plassering),
  plasseringAksel: plassering,
  sporvidde: 1540,
  tekniskTillattAkselLast: 1100,
});

interface Vehicle {
  plate: string;
  vin: string;
  make: string;
  model: string;
  firstNorway?: string;
  firstApproved: string;
  colour: [string, string];
  motors: { volume?: number; fuels: { code: string; name: string; kw: number }[] }[];
  hybrid: 'INGEN' | 'IKKE_LADBAR' | 'LADBAR';
  gearbox: 'M' | 'A';
  seats: number;
  axles: [boolean, boolean];
  use: Record<string, unknown>;
  status: string;
  pkk: { next: string; last: string };
  weights: Record<string, number>;
  couplings?: string[];
  consumption: Record<string, unknown>;
}

function document(v: Vehicle) {
  return {
    kjoretoydataListe: [
      {
        kjoretoyId: { kjennemerke: `${v.plate.slice(0, 2)} ${v.plate.slice(2)}`, understellsnummer: v.vin },
        forstegangsregistrering: v.firstNorway ? { registrertForstegangNorgeDato: v.firstNorway } : {},
        kjennemerke: [{ fomTidspunkt: '2021-03-15T00:00:00+01:00', kjennemerke: `${v.plate.slice(0, 2)} ${v.plate.slice(2)}`, kjennemerkekategori: 'KJORETOY', kjennemerketype: kode('ORDINART') }],
        registrering: {
          fomTidspunkt: '2021-03-15T00:00:00+01:00',
          kjoringensArt: v.use,
          registreringsstatus: kode(v.status, v.status === 'REGISTRERT' ? 'Registrert' : 'Avregistrert'),
          registrertForstegangPaEierskap: '2021-03-15T00:00:00+01:00',
        },
        godkjenning: {
          forstegangsGodkjenning: {
            forstegangRegistrertDato: v.firstApproved,
            godkjenningsId: '2021-123456',
            godkjenningsundertype: kode('INGEN'),
            gyldigFraDato: v.firstApproved,
            kvalitetssikring: { kvalitetssikringKode: kode('INGEN') },
          },
          kjoretoymerknad: [],
          registreringsbegrensninger: { registreringsbegrensning: [] },
          tekniskGodkjenning: {
            godkjenningsId: '2021-123456',
            kjoretoyklassifisering: { beskrivelse: 'Personbil', tekniskKode: kode('M1', 'Personbil') },
            krav: [{ kravomrade: kode('KRAV_LYD'), kravoppfyllelse: kode('EU') }],
            tekniskeData: {
              akslinger: {
                akselGruppe: [
                  { akselListe: { aksel: [aksel('1', v.axles[0])] }, id: 1, plasseringAkselGruppe: '1', tekniskTillattAkselGruppeLast: 1100 },
                  { akselListe: { aksel: [aksel('2', v.axles[1])] }, id: 2, plasseringAkselGruppe: '2', tekniskTillattAkselGruppeLast: 1200 },
                ],
                antallAksler: 2,
              },
              bremser: { tilhengerBremseforbindelse: [] },
              dekkOgFelg: { akselDekkOgFelgKombinasjon: [] },
              dimensjoner: { bredde: 1789, hoyde: 1491, lengde: 4284 },
              generelt: {
                fabrikant: [{ fabrikantAdresse: 'Berliner Ring 2', fabrikantNavn: v.make }],
                handelsbetegnelse: [v.model],
                merke: [{ merke: v.make, merkeKode: '5750' }],
                tekniskKode: kode('M1'),
                typebetegnelse: 'CD',
              },
              karosseriOgLasteplan: {
                antallDorer: [5],
                karosseritype: kode('AB', 'Kombikupé (AB)'),
                kjennemerketypeBak: kode('NORMAL'),
                rFarge: [kode(v.colour[0], v.colour[1])],
              },
              miljodata: {
                euroKlasse: kode('6DG'),
                miljoOgdrivstoffGruppe: [
                  {
                    drivstoffKodeMiljodata: kode(v.motors[0]!.fuels[0]!.code, v.motors[0]!.fuels[0]!.name),
                    forbrukOgUtslipp: [v.consumption],
                    lyd: { standstoy: 82, stoyMalingOppgittAv: kode('PRODUSENT'), vedAntallOmdreininger: 3000 },
                  },
                ],
                okoInnovasjon: false,
              },
              motorOgDrivverk: {
                girkassetype: kode(v.gearbox, v.gearbox === 'M' ? 'Manuell' : 'Automat'),
                hybridKategori: kode(v.hybrid),
                maksimumHastighet: [210],
                motor: v.motors.map((m, i) => ({
                  antallSylindre: m.volume ? 4 : 0,
                  drivstoff: m.fuels.map((f) => ({
                    drivstoffKode: kode(f.code, f.name),
                    maksNettoEffekt: f.kw,
                    ...(f.code === '5' ? { maks30MinEffekt: Math.round(f.kw * 0.6) } : {}),
                  })),
                  motorKode: `MK${i}`,
                  ...(m.volume ? { slagvolum: m.volume } : {}),
                })),
              },
              ovrigeTekniskeData: [],
              persontall: { sitteplassListe: { sitteplass: [] }, sitteplasserForan: 2, sitteplasserTotalt: v.seats },
              tilhengerkopling: { kopling: (v.couplings ?? []).map((type) => ({ type: kode(type) })) },
              vekter: { egenvekt: 1359, nyttelast: 521, tekniskTillattTotalvekt: 1880, ...v.weights },
            },
          },
          tilleggsgodkjenninger: [],
        },
        periodiskKjoretoyKontroll: { kontrollfrist: v.pkk.next, sistGodkjent: v.pkk.last },
      },
    ],
  };
}

/** VW Golf, petrol, manual, front-wheel drive, WLTP figures, registered for hire. */
export const PETROL_CAR = document({
  plate: 'EK39085',
  vin: 'WVWZZZCDZMW012345',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  firstNorway: '2021-03-15',
  firstApproved: '2021-03-15',
  colour: ['04', 'Grå'],
  motors: [{ volume: 1498, fuels: [{ code: '1', name: 'Bensin', kw: 110 }] }],
  hybrid: 'INGEN',
  gearbox: 'M',
  seats: 5,
  axles: [true, false],
  use: kode('13', 'Utleie', 'Utleie uten fører'),
  status: 'REGISTRERT',
  pkk: { next: '2027-03-15', last: '2025-02-20' },
  weights: { tillattTilhengervektMedBrems: 1500, tillattTilhengervektUtenBrems: 690, tillattVertikalKoplingslast: 75 },
  consumption: { utslippsTall: true, wltpKjoretoyspesifikk: { co2Kombinert: 128, forbrukKombinert: 5.6, nox: 11.2 } },
});

/** Ford Transit Custom van, diesel, manual, rear-wheel drive, a tow bar, older NEDC figures, first registered abroad. */
export const DIESEL_VAN = document({
  plate: 'CV45678',
  vin: 'WF0YXXTTGYJA54321',
  make: 'FORD',
  model: 'TRANSIT CUSTOM',
  firstApproved: '2018-06-01',
  colour: ['01', 'Hvit'],
  motors: [{ volume: 1995, fuels: [{ code: '2', name: 'Diesel', kw: 125 }] }],
  hybrid: 'INGEN',
  gearbox: 'M',
  seats: 3,
  axles: [false, true],
  use: kode('01', 'Egentransport', 'Transport for eige firma'),
  status: 'REGISTRERT',
  pkk: { next: '2026-12-01', last: '2024-11-28' },
  weights: { tillattTilhengervektMedBrems: 2500, tillattTilhengervektUtenBrems: 750, tillattVertikalKoplingslast: 100 },
  couplings: ['KULE'],
  consumption: { co2BlandetKjoring: 189, forbrukBlandetKjoring: 7.2, utslippsTall: true },
});

/** Volvo XC60 T8, plug-in hybrid (petrol + electric), automatic, all-wheel drive, weighted WLTP figures. */
export const PLUG_IN_HYBRID = document({
  plate: 'EH34567',
  vin: 'YV1UZA8VCL1234567',
  make: 'VOLVO',
  model: 'XC60',
  firstNorway: '2022-09-30',
  firstApproved: '2022-09-30',
  colour: ['02', 'Svart'],
  motors: [{ volume: 1969, fuels: [{ code: '1', name: 'Bensin', kw: 233 }, { code: '5', name: 'Elektrisk', kw: 107 }] }],
  hybrid: 'LADBAR',
  gearbox: 'A',
  seats: 5,
  axles: [true, true],
  use: kode('13', 'Utleie'),
  status: 'REGISTRERT',
  pkk: { next: '2026-09-30', last: '2024-09-15' },
  weights: { tillattTilhengervektMedBrems: 2100, tillattTilhengervektUtenBrems: 750 },
  consumption: {
    utslippsTall: true,
    wltpKjoretoyspesifikk: { co2Kombinert: 171, co2VektetKombinert: 31, forbrukKombinert: 7.5, forbrukVektetKombinert: 1.4, elEnergiforbruk: 230 },
  },
});

/** Tesla Model Y, electric, a motor on each axle, automatic, de-registered, range and Wh/km. */
export const ELECTRIC_CAR = document({
  plate: 'EL45678',
  vin: 'LRWYGCEK5NC123456',
  make: 'TESLA',
  model: 'MODEL Y',
  firstNorway: '2023-01-10',
  firstApproved: '2023-01-10',
  colour: ['06', 'Blå'],
  motors: [{ fuels: [{ code: '5', name: 'Elektrisk', kw: 137 }] }, { fuels: [{ code: '5', name: 'Elektrisk', kw: 220 }] }],
  hybrid: 'INGEN',
  gearbox: 'A',
  seats: 5,
  axles: [true, true],
  use: kode('13', 'Utleie'),
  status: 'AVREGISTRERT',
  pkk: { next: '2027-01-10', last: '' },
  weights: { tillattTilhengervektMedBrems: 1600, tillattTilhengervektUtenBrems: 750 },
  consumption: { elEnergiforbruk: 168, rekkeviddeKmBlandetkjoring: 533, utslippsTall: false },
});
