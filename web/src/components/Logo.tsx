/** Fjordbil's mark: two peaks over a fjord on an amber tile (the same drawing as /favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#f2a541" />
      <path d="M3 23 L11.5 10.5 L16 16.5 L21.5 8.5 L29 23 Z" fill="#083a50" />
      <path d="M19.3 11.7 L21.5 8.5 L23.7 11.7 L22.4 12.6 L21.5 11.5 L20.6 12.6 Z" fill="#fff" />
      <path d="M3 26.5 C 8 23.5 12 29 16 26.5 S 24 23.5 29 26.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
