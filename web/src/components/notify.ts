/**
 * The `notify` query parameter (spec 1, section 2): a message and its type, encoded as base64url JSON, shown once as
 * an alert. Anything that does not decode to a known type and a short text is invalid.
 */

export const NOTIFY_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

export interface Notice {
  type: NotifyType;
  message: string;
}

const MAX_MESSAGE = 500;

/** Encodes a notice for the `notify` parameter. */
export function encodeNotify(notice: Notice): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ type: notice.type, message: notice.message }));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes a `notify` value; null when it is not a valid notice. */
export function decodeNotify(value: string | null | undefined): Notice | null {
  if (!value || value.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type, message } = parsed as Record<string, unknown>;
    if (!NOTIFY_TYPES.includes(type as NotifyType) || typeof message !== 'string') return null;
    const text = message.trim();
    return text && text.length <= MAX_MESSAGE ? { type: type as NotifyType, message: text } : null;
  } catch {
    return null;
  }
}

/** A path with a notice attached, e.g. `/login?notify=...` after registering. Keeps the path's own query. */
export function withNotify(path: string, notice: Notice): string {
  const [pathname, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('notify', encodeNotify(notice));
  return `${pathname}?${params}`;
}
