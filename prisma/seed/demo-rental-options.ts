/** Demo rental products: vehicle classes per company, insurances, accessories and the driver add-ons. */
import type { CategorySystemCode, ProductTagSlug, RentalOptionStatus } from '../../server/generated/prisma/enums.ts';
import type { LocationKey, SeededLocation } from './demo-locations.ts';
import type { Kind } from './demo-products.ts';
import { isKnownAcriss } from './reference.ts';
import fs from 'node:fs';
import path from 'node:path';
import { processImage, storeProcessedImage, type ProcessedImage } from '../../server/services/images.ts';
import { daysFrom, type Tx } from './demo-util.ts';

const PICTURES = path.join(import.meta.dirname, 'images');

/** The drawings encoded once per process (a test run seeds one template; the encoding is the slow part). */
const encoded = new Map<string, Promise<ProcessedImage>>();
const encode = (file: string) => {
  let image = encoded.get(file);
  if (!image) encoded.set(file, (image = processImage(fs.readFileSync(path.join(PICTURES, file)), file, { allowDrawing: true })));
  return image;
};

/** Private prices in kroner, VAT included; business prices are these less VAT (x 0.8). */
export interface PriceDef {
  hour?: number;
  day?: number;
  weekend?: number;
  week?: number;
  month?: number;
  onetime?: number;
  totalMax?: number;
  deductible?: number;
}

type CategoryRef = Kind | CategorySystemCode;
type TagRow = readonly [slug: ProductTagSlug, value: string, highlight?: boolean];

export interface OptionDef {
  key: string;
  category: CategoryRef;
  title: string;
  status?: RentalOptionStatus;
  acriss?: string;
  image: string;
  /** A drawing in prisma/seed/images, stored through the image pipeline as the product's picture. */
  picture?: string;
  pictureAlt?: string;
  description: string;
  /** Owner location for categories that need transport; the owner company follows from it. */
  at?: LocationKey;
  fromOtherLocation?: boolean;
  maxAmount?: number;
  /** Vehicle kinds an add-on fits (none: every vehicle). */
  fits?: readonly Kind[];
  nodailyprice?: boolean;
  price: PriceDef;
  mileage?: boolean;
  products?: readonly string[];
  tags: readonly TagRow[];
}

const CAR_DEDUCTIBLE = 15000;

/** The English title and description the shop shows under /en (staff write these in the admin's "På engelsk"). */
/** The pictures described in English, for screen readers under /en (imageAltTextEn). */
const ENGLISH_ALT: Readonly<Record<string, string>> = {
  smabil: 'Drawing of a red small car with five doors',
  mellomklasse: 'Drawing of a blue mid-size saloon',
  elbil: 'Drawing of a green compact electric car',
  stasjonsvogn: 'Drawing of a grey estate car with roof rails',
  'suv-4x4': 'Drawing of a dark green four-wheel-drive SUV',
  'varebil-liten': 'Drawing of a small white van',
  'varebil-stor': 'Drawing of a large white van',
  tilhengar: 'Drawing of an open trailer with a tarpaulin',
  minibuss: 'Drawing of a blue minibus with windows along the side',
  'smabil-alesund': 'Drawing of a yellow mini car',
  'elbil-alesund': 'Drawing of a green electric SUV',
  'varebil-stor-alesund': 'Drawing of an extra large white van with a high roof',
  skaphengar: 'Drawing of a closed box trailer with two axles',
};

const ENGLISH: Readonly<Record<string, readonly [string, string]>> = {
  smabil: ['Small car', 'A small, easy car for town and shorter trips. Room for four or five people and the shopping.'],
  mellomklasse: ['Mid-size', 'A roomy hybrid with automatic gears. Good on long trips and low on fuel.'],
  elbil: ['Compact electric car', 'A compact, quiet electric car for town and day trips. Toll and charging agreement included.'],
  stasjonsvogn: ['Estate car', 'A big boot and a tow bar. Perfect for the family holiday.'],
  'suv-4x4': ['SUV 4x4', 'Four-wheel drive and good ground clearance for mountain passes and winter roads. Picked up at Flesland.'],
  'varebil-liten': ['Small van (L2)', 'A compact van that is easy to park. Fits a student move or picking up furniture.'],
  'varebil-stor': ['Large van (11 m³)', 'A large van with 11 m³ of cargo space. Driven on an ordinary class B licence.'],
  tilhengar: ['Open trailer, 750 kg', 'An open 750 kg trailer with a tarpaulin. Can be towed on a class B licence.'],
  minibuss: ['Minibus, 9 seats', 'Nine seats for the team, the choir or the company trip.'],
  'smabil-alesund': ['City car', 'Our smallest and cheapest car: four seats and easy to park in narrow streets. For one or two on a trip.'],
  'elbil-alesund': ['Electric SUV', 'A roomy electric SUV with a high seating position and a long range, ready for the drive to Geiranger.'],
  'varebil-stor-alesund': ['Extra large van (14 m³)', 'Our largest van: a high roof, 14 m³ of cargo space and automatic gears. For bigger moves.'],
  skaphengar: ['Box trailer, 1300 kg', 'A closed 1300 kg box trailer. Needs a class BE licence.'],
  basis: ['Basic', 'Liability and collision cover with a NOK 15,000 excess for damage. Included in the rental price.'],
  premium: ['Premium', 'Lowers the excess for damage from NOK 15,000 to NOK 3,000. Also covers glass and wheel rim damage.'],
  barnesete: ['Child seat', 'A rear-facing child seat for children from 9 to 18 kg (about 9 months to 4 years).'],
  takboks: ['Roof box', 'A 420-litre roof box with roof bars, fitted before you pick up the car.'],
  snokjetting: ['Snow chains', 'Chains for mountain passes. Only by arrangement with the branch.'],
  gps: ['GPS', 'A stand-alone GPS. No longer in use: every car has navigation or Apple CarPlay/Android Auto.'],
  'ekstra-sjafor': ['Extra driver', 'More people may drive the car. Every driver shows a valid licence at pick-up.'],
  'ung-sjafor': ['Young driver', 'A fee when the driver is between 18 and 24. Added automatically.'],
};

export const OPTIONS: readonly OptionDef[] = [
  // Fjordbil Bergen AS, based in Bergen sentrum and available from its other locations.
  {
    key: 'smabil', category: 'car', title: 'Småbil', acriss: 'EDMV', image: 'fa-car-side', picture: 'smabil.svg', pictureAlt: 'Teikning av ein raud småbil med fem dører', at: 'sentrum', fromOtherLocation: true,
    description: 'Liten og lettkøyrd bil for byen og kortare turar. Plass til fire-fem personar og handleposane.',
    price: { hour: 150, day: 590, weekend: 1090, week: 3290, month: 9990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['polo', 'yaris'],
    tags: [['seats', '5'], ['transmission', 'manual'], ['fuel', 'petrol'], ['doors', '5'], ['range_included', '200', true]],
  },
  {
    key: 'mellomklasse', category: 'car', title: 'Mellomklasse', acriss: 'IDAH', image: 'fa-car', picture: 'mellomklasse.svg', pictureAlt: 'Teikning av ein blå sedan i mellomklassen', at: 'sentrum', fromOtherLocation: true,
    description: 'Romsleg hybridbil med automatgir. God på langtur og låg i forbruk.',
    price: { hour: 190, day: 790, weekend: 1490, week: 4390, month: 12990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['corolla1', 'corolla2', 'yariscross'],
    tags: [['seats', '5'], ['transmission', 'auto', true], ['fuel', 'hybrid'], ['doors', '5'], ['range_included', '200']],
  },
  {
    key: 'elbil', category: 'car', title: 'Elbil kompakt', acriss: 'CDAE', image: 'fa-bolt', picture: 'elbil.svg', pictureAlt: 'Teikning av ein grøn kompakt elbil', at: 'sentrum', fromOtherLocation: true,
    description: 'Kompakt og stillegåande elbil for byen og dagsturar. Fri køyrelengd og lading inkludert i bompengeavtalen.',
    price: { hour: 180, day: 750, weekend: 1390, week: 4190, month: 11990, deductible: CAR_DEDUCTIBLE },
    products: ['id3', 'leaf', 'kona'],
    tags: [['seats', '5'], ['transmission', 'auto'], ['fuel', 'electric', true], ['range', '420'], ['range_included', 'unlimited', true]],
  },
  {
    key: 'stasjonsvogn', category: 'car', title: 'Stasjonsvogn', acriss: 'SWAD', image: 'fa-car-rear', picture: 'stasjonsvogn.svg', pictureAlt: 'Teikning av ein grå stasjonsvogn med takrails', at: 'sentrum', fromOtherLocation: true,
    description: 'Stor bagasjerom og hengarfeste. Perfekt til ferieturen med heile familien.',
    price: { hour: 210, day: 890, weekend: 1690, week: 4990, month: 14490, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['octavia', 'v60'],
    tags: [['seats', '5'], ['transmission', 'auto'], ['fuel', 'diesel'], ['hitch_capacity', '1600', true], ['range_included', '200']],
  },
  {
    key: 'suv-4x4', category: 'car', title: 'SUV 4x4', acriss: 'SFBI', image: 'fa-car', picture: 'suv-4x4.svg', pictureAlt: 'Teikning av ein mørkegrøn SUV med firehjulstrekk', at: 'flesland',
    description: 'Firehjulstrekk og god bakkeklaring for fjellovergangar og vinterføre. Hentast på Flesland.',
    price: { hour: 290, day: 1190, weekend: 2190, week: 6590, month: 18990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['modely', 'rav4', 'kodiaq'],
    tags: [['seats', '5'], ['drivetrain', 'awd', true], ['transmission', 'auto'], ['fuel', 'petrol+electric'], ['hitch_capacity', '1500']],
  },
  {
    key: 'varebil-liten', category: 'van', title: 'Varebil liten (L2)', acriss: 'CKMD', image: 'fa-van-shuttle', picture: 'varebil-liten.svg', pictureAlt: 'Teikning av ein liten kvit varebil', at: 'sentrum', fromOtherLocation: true,
    description: 'Kompakt varebil som er lett å parkere. Passar til flytting av hybel og henting av møblar.',
    price: { hour: 170, day: 690, weekend: 1290, week: 3790, month: 10990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['caddy', 'connect', 'proace', 'caddyforde'],
    tags: [['seats', '2'], ['load_capacity', '700', true], ['van_type', 'L2'], ['transmission', 'manual'], ['fuel', 'diesel'], ['licence_requirement', 'B']],
  },
  {
    key: 'varebil-stor', category: 'van', title: 'Varebil stor (11 m³)', acriss: 'FKMD', image: 'fa-truck', picture: 'varebil-stor.svg', pictureAlt: 'Teikning av ein stor kvit varebil', at: 'sentrum', fromOtherLocation: true,
    description: 'Stor varebil med 11 m³ lasterom. Køyrast med vanleg førarkort klasse B.',
    price: { hour: 250, day: 990, weekend: 1890, week: 5490, month: 15990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['crafter', 'transit'],
    tags: [['seats', '3'], ['load_capacity', '1200', true], ['van_type', 'L3H2'], ['fuel', 'diesel'], ['hitch_capacity', '3000'], ['licence_requirement', 'B']],
  },
  {
    key: 'tilhengar', category: 'trailer', title: 'Tilhengar open, 750 kg', image: 'fa-trailer', picture: 'tilhengar.svg', pictureAlt: 'Teikning av ein open tilhengar med presenning', at: 'sentrum', fromOtherLocation: true,
    description: 'Open tilhengar på 750 kg med presenning. Kan trekkjast med førarkort klasse B.',
    price: { hour: 90, day: 290, weekend: 490, week: 1290, month: 2990, deductible: CAR_DEDUCTIBLE },
    products: ['brenderup', 'tysse'],
    tags: [['weight', '750'], ['load_capacity', '550'], ['licence_requirement', 'B', true]],
  },
  {
    key: 'minibuss', category: 'car', status: 'draft', title: 'Minibuss 9 seter', acriss: 'FVMD', image: 'fa-van-shuttle', picture: 'minibuss.svg', pictureAlt: 'Teikning av ein blå minibuss med vindauge langs sida', at: 'sentrum',
    description: 'Ni seter for laget, koret eller firmaturen.',
    price: { hour: 350, day: 1490, weekend: 2790, week: 7990, month: 21990, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['transporter'],
    tags: [['seats', '9', true], ['transmission', 'manual'], ['fuel', 'diesel'], ['licence_requirement', 'B']],
  },
  // Fjordbil Sunnmøre AS, based in Ålesund.
  {
    key: 'smabil-alesund', category: 'car', title: 'Minibil', acriss: 'MDMV', image: 'fa-car-side', picture: 'minibil.svg', pictureAlt: 'Teikning av ein gul minibil', at: 'alesund', fromOtherLocation: true,
    description: 'Den minste og rimelegaste bilen vår: fire seter og lett å parkere i trange gater. Passar for ein eller to på tur.',
    price: { hour: 140, day: 560, weekend: 1050, week: 3190, month: 9690, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['picanto', 'fabia'],
    tags: [['seats', '4'], ['transmission', 'manual'], ['fuel', 'petrol'], ['range_included', '200', true]],
  },
  {
    key: 'elbil-alesund', category: 'car', title: 'Elbil SUV', acriss: 'CFAE', image: 'fa-bolt', picture: 'elbil-suv.svg', pictureAlt: 'Teikning av ein grøn elektrisk SUV', at: 'alesund', fromOtherLocation: true,
    description: 'Romsleg elektrisk SUV med høg sittestilling og lang rekkevidde, klar for turen til Geiranger.',
    price: { hour: 170, day: 720, weekend: 1350, week: 3990, month: 11490, deductible: CAR_DEDUCTIBLE },
    products: ['niro', 'id4'],
    tags: [['seats', '5'], ['fuel', 'electric', true], ['range', '460'], ['range_included', 'unlimited']],
  },
  {
    key: 'varebil-stor-alesund', category: 'van', title: 'Varebil ekstra stor (14 m³)', acriss: 'FKAD', image: 'fa-truck', picture: 'varebil-ekstra-stor.svg', pictureAlt: 'Teikning av ein ekstra stor kvit varebil med høgt tak', at: 'alesund', fromOtherLocation: true,
    description: 'Den største varebilen vår: høgt tak, 14 m³ lasterom og automatgir. Til større flyttingar.',
    price: { hour: 260, day: 1050, weekend: 1990, week: 5790, month: 16490, deductible: CAR_DEDUCTIBLE }, mileage: true,
    products: ['sprinter'],
    tags: [['seats', '3'], ['load_capacity', '1100', true], ['van_type', 'L3H2'], ['transmission', 'auto'], ['licence_requirement', 'B']],
  },
  {
    key: 'skaphengar', category: 'trailer', title: 'Skaphengar 1300 kg', image: 'fa-trailer', picture: 'skaphengar.svg', pictureAlt: 'Teikning av ein lukka skaphengar med to hjulpar', at: 'alesund',
    description: 'Lukka skaphengar på 1300 kg. Krev førarkort klasse BE.',
    price: { hour: 120, day: 390, weekend: 690, week: 1790, month: 3990, deductible: CAR_DEDUCTIBLE },
    products: ['anssems'],
    tags: [['weight', '1300'], ['load_capacity', '950'], ['height', '150'], ['licence_requirement', 'BE', true]],
  },
  // Site-wide add-ons; their categories need no transport, so they have no owner or location.
  {
    key: 'basis', category: 'insurance', title: 'Basis', image: 'fa-shield',
    description: 'Ansvarsforsikring og kasko med eigenandel 15 000 kr ved skade. Inkludert i leigeprisen.',
    price: { hour: 0, day: 0, weekend: 0, week: 0, month: 0, onetime: 0, deductible: 15000 },
    tags: [['age', 'Frå 18']],
  },
  {
    key: 'premium', category: 'insurance', title: 'Premium', image: 'fa-shield-halved',
    description: 'Reduserer eigenandelen ved skade frå 15 000 kr til 3 000 kr. Dekkjer òg glasskade og skade på felgar.',
    price: { day: 149, weekend: 279, week: 890, month: 2490, deductible: 3000 },
    tags: [['age', 'Frå 18']],
  },
  {
    key: 'barnesete', category: 'accessory', title: 'Barnesete', image: 'fa-baby', maxAmount: 3, fits: ['car', 'van'],
    description: 'Bakovervendt barnesete for barn frå 9 til 18 kg (om lag 9 månader til 4 år).',
    price: { day: 50, totalMax: 300 },
    tags: [['age', '0–4'], ['weight', '9–18']],
  },
  {
    key: 'takboks', category: 'accessory', title: 'Takboks', image: 'fa-box', fits: ['car', 'van'],
    description: 'Takboks på 420 liter med takstativ, montert når du hentar bilen.',
    price: { day: 120, week: 590 },
    tags: [['load_capacity', '50'], ['height', '40']],
  },
  {
    key: 'snokjetting', category: 'accessory', status: 'private', title: 'Snøkjetting', image: 'fa-snowflake', nodailyprice: true,
    description: 'Kjettingar til fjellovergangar. Berre etter avtale med avdelinga.',
    price: { onetime: 250 },
    tags: [['weight', '8']],
  },
  {
    key: 'gps', category: 'accessory', status: 'archived', title: 'GPS', image: 'fa-location-dot',
    description: 'Frittståande GPS. Ikkje lenger i bruk: alle bilane har navigasjon eller Apple CarPlay/Android Auto.',
    price: { day: 60 },
    tags: [['weight', '1']],
  },
  {
    key: 'ekstra-sjafor', category: 'extra_drivers', title: 'Ekstra sjåfør', image: 'fa-user-plus', maxAmount: 3, nodailyprice: true,
    description: 'Fleire kan køyre bilen. Alle sjåførar må vise gyldig førarkort ved henting.',
    price: { onetime: 200 },
    tags: [['age', 'Frå 20']],
  },
  {
    key: 'ung-sjafor', category: 'youngdriver', title: 'Ung sjåfør', image: 'fa-user-clock',
    description: 'Tillegg når sjåføren er mellom 18 og 24 år. Blir lagt til automatisk.',
    price: { day: 120, totalMax: 1200 },
    tags: [['age', '18–24', true]],
  },
];

export interface SeededOption {
  id: number;
  def: OptionDef;
  companyId: number | null;
}

const business = (kr: number | undefined) => (kr === undefined ? undefined : (kr * 0.8).toFixed(2));

/** Creates the rental products with their product links and ordered tag rows; returns them by key. */
export async function seedRentalOptions(
  tx: Tx,
  now: Date,
  ctx: {
    siteId: number;
    categories: Record<CategoryRef, number>;
    tags: Record<ProductTagSlug, number>;
    locations: Record<LocationKey, SeededLocation>;
    products: Record<string, number>;
    authors: Record<number, number>;
    defaultAuthor: number;
  },
): Promise<Record<string, SeededOption>> {
  const out: Record<string, SeededOption> = {};
  // Encoded before the rows are written, all at once (sharp works off the main thread).
  const pictures = new Map(await Promise.all(OPTIONS.filter((o) => o.picture).map(async (o) => [o.key, await encode(o.picture!)] as const)));
  for (const [i, o] of OPTIONS.entries()) {
    if (o.acriss && !isKnownAcriss(o.acriss)) throw new Error(`Ukjend ACRISS-kode ${o.acriss} på ${o.key}`);
    const location = o.at ? ctx.locations[o.at] : undefined;
    const p = o.price;
    const isAddOn = !location;
    const picture = pictures.get(o.key);
    const upload = picture ? await storeProcessedImage(tx, picture, { alt: o.pictureAlt ?? o.title, title: o.title, authorId: ctx.defaultAuthor }) : null;
    const created = await tx.rentalOption.create({
      data: {
        title: o.title, slug: o.key, description: o.description, titleEn: ENGLISH[o.key]?.[0], descriptionEn: ENGLISH[o.key]?.[1], status: o.status ?? 'public', acriss: o.acriss,
        image: upload ? null : o.image, imageUploadId: upload?.id, imageAltText: upload ? o.pictureAlt : undefined, imageAltTextEn: upload ? ENGLISH_ALT[o.key] : undefined, categoryId: ctx.categories[o.category], companyId: location?.companyId, locationId: location?.id,
        siteId: ctx.siteId, canBeRequestedFromOtherLocation: o.fromOtherLocation ?? false,
        samePricePrivateBusiness: isAddOn, nodailyprice: o.nodailyprice ?? false, maxAmount: o.maxAmount ?? 1,
        vatFactor: 0.2,
        pricePrivateHour: p.hour, pricePrivateDay: p.day, pricePrivateWeekend: p.weekend, pricePrivateWeek: p.week,
        pricePrivateMonth: p.month, pricePrivateOnetime: p.onetime, pricePrivateTotalMaximum: p.totalMax,
        pricePrivateDamageDeductible: p.deductible,
        priceBusinessHour: business(p.hour), priceBusinessDay: business(p.day), priceBusinessWeekend: business(p.weekend),
        priceBusinessWeek: business(p.week), priceBusinessMonth: business(p.month), priceBusinessOnetime: business(p.onetime),
        priceBusinessTotalMaximum: business(p.totalMax), priceBusinessDamageDeductible: p.deductible,
        ...(o.mileage
          ? { mileagePrivateDay: 200, mileagePrivateWeekend: 500, mileagePrivateWeek: 1400, mileagePrivateMonth: 3000 }
          : {}),
        authorId: location ? ctx.authors[location.companyId] : ctx.defaultAuthor,
        createdAt: daysFrom(now, -(90 + ((i * 23) % 300))), updatedAt: daysFrom(now, -((i * 5) % 29)),
        products: { createMany: { data: (o.products ?? []).map((key) => ({ productId: ctx.products[key]! })) } },
        fitsCategories: { createMany: { data: (o.fits ?? []).map((kind) => ({ categoryId: ctx.categories[kind]! })) } },
        tags: {
          createMany: {
            data: o.tags.map(([slug, value, highlight], position) => ({
              tagId: ctx.tags[slug], position, value, highlight: highlight ?? false,
            })),
          },
        },
      },
      select: { id: true },
    });
    out[o.key] = { id: created.id, def: o, companyId: location?.companyId ?? null };
  }
  return out;
}
