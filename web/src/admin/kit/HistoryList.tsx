import { relativeTime } from '@domain/relativeTime.ts';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HistoryList_entries$key } from '../../__generated__/HistoryList_entries.graphql';
import { dateTime } from './format.ts';

/** An instant as the history stores it (JSON of a Date): shown in Oslo time like the rest of the admin. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A value of a change set as a person reads it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (value === true) return 'Ja';
  if (value === false) return 'Nei';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && STORED_INSTANT.test(value)) return dateTime(value);
  return String(value);
}

/**
 * A reference field's value (one id, or a list of ids) by the names the server gave for it; an id the viewer may not
 * see, or of a record deleted since, reads "nr. 7".
 */
function named(value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length ? value.map((v) => named(v, names)).join(', ') : '–';
  return names[String(value)] ?? `nr. ${String(value)}`;
}

/**
 * A list changed by adding or removing items (a class's vehicles, a location's opening hours): what came and what
 * went, rather than two long lists to compare. Null when the items are the same and only their order changed.
 */
function listChange(before: unknown, after: unknown): { added: unknown[]; removed: unknown[] } | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  const key = (v: unknown) => JSON.stringify(v);
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const added = after.filter((v) => !had.has(key(v)));
  const removed = before.filter((v) => !has.has(key(v)));
  return added.length || removed.length ? { added, removed } : null;
}

/**
 * The History tab of any admin object: entries newest first with the time relative to now ("3 timar sidan"),
 * author, status, comment, and each changed field as before → after (a list as what was added and taken away).
 * `labels` names the fields in Norwegian.
 */
export function HistoryList({
  entries,
  labels = {},
  status = (s) => <span className="kit-status kit-status-grey">{s}</span>,
  statusLabel,
  values = {},
}: {
  entries: HistoryList_entries$key;
  labels?: Record<string, string>;
  /** How a field's values read where plain text would not do (an amount in kr, hours as days). */
  values?: Record<string, (value: unknown) => string>;
  /** How the entry's status shows (a status badge of the object's kind). */
  status?: (status: string) => ReactNode;
  /** How a changed `status` field's values read (the object's status labels); raw when not given. */
  statusLabel?: (status: string) => string;
}) {
  const data = useFragment(
    graphql`
      fragment HistoryList_entries on HistoryEntry @relay(plural: true) {
        id
        at
        authorName
        status
        comment
        changes
        valueNames
      }
    `,
    entries,
  );
  if (data.length === 0) return <p className="kit-empty">Ingen historikk funnet</p>;
  const sorted = [...data].sort((a, b) => b.at.localeCompare(a.at));
  const now = new Date();
  return (
    <ol className="kit-history">
      {sorted.map((h) => {
        const changes = h.changes && typeof h.changes === 'object' && !Array.isArray(h.changes) ? Object.entries(h.changes as Record<string, unknown>) : [];
        const valueNames = (h.valueNames ?? {}) as Record<string, Record<string, string> | undefined>;
        return (
          <li key={h.id}>
            <div className="kit-history-head">
              <time dateTime={h.at} title={dateTime(h.at)}>
                {relativeTime(new Date(h.at), now)}
              </time>
              <strong>{h.authorName ?? 'Ukjend'}</strong>
              {h.status && status(h.status)}
            </div>
            {h.comment && <p>{h.comment}</p>}
            {changes.length > 0 && (
              <ul className="kit-history-changes">
                {changes.map(([field, pair]) => {
                  const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
                  const names = valueNames[field];
                  const value = (v: unknown) =>
                    field === 'status' && statusLabel && typeof v === 'string'
                      ? statusLabel(v)
                      : names
                        ? named(v, names)
                        : values[field] && v !== null && v !== undefined && v !== ''
                          ? values[field](v)
                          : shown(v);
                  const list = listChange(before, after);
                  return (
                    <li key={field}>
                      <strong>{labels[field] ?? field}</strong>:{' '}
                      {list
                        ? [list.added.length ? `lagt til ${value(list.added)}` : null, list.removed.length ? `teke bort ${value(list.removed)}` : null].filter(Boolean).join('; ')
                        : `${value(before)} → ${value(after)}`}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
