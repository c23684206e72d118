import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { settleSheet, SHEET_DRAG_THRESHOLD_PX } from './sheetGesture.ts';

interface Drag {
  startY: number;
  startHeight: number;
  lastY: number;
  lastT: number;
  velocity: number;
  dragging: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside the sheet, as `aria-modal` promises: past its last control back to its first (the
 * page behind the backdrop took the focus before, with the sheet still open over it).
 */
function keepTabInside(sheet: HTMLElement, e: KeyboardEvent) {
  const items = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const outside = !sheet.contains(active) || active === sheet;
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog opened over the sheet (the "Er du sikker?" question of a link followed from it): the sheet is inert
 * under it, so the keyboard is the dialog's until it closes.
 */
function dialogAbove(sheet: HTMLElement): boolean {
  return [...document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]')].some((el) => el !== sheet && !el.contains(sheet));
}

/**
 * A sheet that slides up from the bottom of a mobile screen over a dimmed backdrop. Escape, the close button and a
 * tap on the backdrop close it; its handle and title can be dragged (more than 20 px): released under 25 % of the
 * window it closes, over 80 % it fills the window, a fast swipe (0.5 px/ms) closes or expands it, otherwise it keeps
 * the height it was dragged to (sheetGesture.ts holds the constants).
 */
export function BottomSheet({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  // Kept in a ref so a parent's new callback on each render does not re-run the focus handling below.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    setHeight(null);
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!sheet.current || dialogAbove(sheet.current)) return;
      if (e.key === 'Escape') close.current();
      if (e.key === 'Tab') keepTabInside(sheet.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  const onPointerDown = (e: ReactPointerEvent) => {
    if ((e.target as HTMLElement).closest('button')) return;
    const rect = sheet.current!.getBoundingClientRect();
    drag.current = { startY: e.clientY, startHeight: rect.height, lastY: e.clientY, lastT: e.timeStamp, velocity: 0, dragging: false };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    if (!d.dragging && Math.abs(e.clientY - d.startY) <= SHEET_DRAG_THRESHOLD_PX) return;
    d.dragging = true;
    const dt = Math.max(1, e.timeStamp - d.lastT);
    d.velocity = (e.clientY - d.lastY) / dt;
    d.lastY = e.clientY;
    d.lastT = e.timeStamp;
    setHeight(Math.min(window.innerHeight, Math.max(0, d.startHeight + d.startY - e.clientY)));
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.dragging) return;
    const current = Math.min(window.innerHeight, Math.max(0, d.startHeight + d.startY - e.clientY));
    const rest = settleSheet(current / window.innerHeight, d.velocity);
    if (rest.kind === 'close') onClose();
    else setHeight(rest.kind === 'full' ? window.innerHeight : rest.fraction * window.innerHeight);
  };

  if (!open) return null;
  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <div
        ref={sheet}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={height === null ? undefined : { height, maxHeight: '100vh' }}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="sheet-grip" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={() => (drag.current = null)}>
          <div className="sheet-handle" aria-hidden="true" />
          <div className="sheet-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
              <Icon name="close" />
            </button>
          </div>
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
