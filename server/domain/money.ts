/** Money as whole øre (integers), so no sum is ever a float. Prices arrive as decimal strings ("1490.00"). */

/** Øre of a decimal amount ("590", "590.5", "590,50", 590.5); null stays null. */
export function toOre(value: string | number | { toString(): string } | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim().replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d{1,}))?$/.exec(text);
  if (!m) throw new Error(`Not an amount: ${text}`);
  const decimals = (m[3] ?? '').padEnd(3, '0');
  // Round half up on the third decimal.
  const ore = Number(m[2]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return m[1] ? -ore : ore;
}

/**
 * The largest amount the database stores for a price or a total (numeric(12,2): 9 999 999 999,99 kr), in øre. A
 * booking or line whose total would exceed it is refused, naming the field (AMOUNT_TOO_LARGE), never a failed insert.
 */
export const MAX_AMOUNT_ORE = 999_999_999_999;

/** The refusal of a total above MAX_AMOUNT_ORE. */
export const AMOUNT_TOO_LARGE = 'Summen blir for stor: ein booking kan kome på høgst 9 999 999 999,99 kr. Vel ein kortare periode eller lågare pris.';

/** "1234.50" from øre: the exact decimal the database and the API carry. */
export function oreToDecimal(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Norwegian display: "1 234,50 kr" (no-break spaces as nb-NO writes them). */
export function formatKr(ore: number): string {
  const [whole, fraction] = oreToDecimal(Math.abs(ore)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${ore < 0 ? '−' : ''}${grouped},${fraction}\u00a0kr`;
}

/** English display: "NOK 1,234.50" (the shop under /en writes every amount so). */
export function formatNok(ore: number): string {
  const [whole, fraction] = oreToDecimal(Math.abs(ore)).split('.');
  return `${ore < 0 ? '−' : ''}NOK\u00a0${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A whole-krone figure of the terms in the shop's language, without øre: "15 000 kr" or "NOK 15,000". */
export function formatWholeKr(kr: number, language: 'no' | 'en'): string {
  const digits = String(Math.round(Math.abs(kr)));
  const sign = kr < 0 ? '−' : '';
  return language === 'en'
    ? `${sign}NOK\u00a0${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
    : `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0kr`;
}

/** An amount in the shop's language: "1 234,50 kr" (Norwegian) or "NOK 1,234.50" (English). */
export const formatMoney = (ore: number, language: 'no' | 'en'): string => (language === 'en' ? formatNok(ore) : formatKr(ore));

/** Multiplies øre by a factor and rounds to whole øre. */
export const scaleOre = (ore: number, factor: number) => Math.round(ore * factor);
