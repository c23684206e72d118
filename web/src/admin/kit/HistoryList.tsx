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
 * How one section's history reads, defined once per section and given to both its History tab (HistoryPanel) and
 * its deleted view (DeletedHistory), so the two read alike.
 */
export interface HistoryFormat {
  /** The fields' Norwegian names; a field without one shows its server name. */
  labels: Record<string, string>;
  /** How a field's values read where plain text would not do (an amount in kr, a decimal comma, hours as days). */
  values?: Record<string, (value: unknown) => string>;
  /** How the entry's status shows (a status badge of the object's kind); grey raw text when not given. */
  status?: (status: string) => ReactNode;
  /** How a changed `status` field's values read (the object's status labels); raw when not given. */
  statusLabel?: (status: string) => string;
}

/** The status of the entry a deletion leaves, the same for every kind of object. */
const DELETED = 'deleted';

/** The entry's status badge: a deletion's reads "Sletta" in grey; any other as the section shows its statuses. */
function statusBadge(status: string, format: HistoryFormat): ReactNode {
  if (status === DELETED) {
    return (
      <span className="kit-status kit-status-grey" data-status={status}>
        Sletta
      </span>
    );
  }
  return format.status ? format.status(status) : <span className="kit-status kit-status-grey">{status}</span>;
}

/**
 * One changed field's value as the section reads it: a list item by item, a status by its label, a reference by the
 * name the server gave for it (an id the viewer may not see, or of a record deleted since, reads "nr. 7"), else by
 * the section's formatter, else as plain text.
 */
function fieldValue(field: string, value: unknown, format: HistoryFormat, names: Record<string, string> | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length ? value.map((v) => fieldValue(field, v, format, names)).join(', ') : '–';
  if (field === 'status' && format.statusLabel && typeof value === 'string') return format.statusLabel(value);
  if (names) return names[String(value)] ?? `nr. ${String(value)}`;
  const write = format.values?.[field];
  return write ? write(value) : shown(value);
}

/**
 * The History tab of any admin object: entries newest first with the time relative to now ("3 timar sidan"),
 * author, status, comment, and each changed field as before → after (a list as what was added and taken away), as
 * the section's `format` reads them.
 */
export function HistoryList({ entries, format }: { entries: HistoryList_entries$key; format: HistoryFormat }) {
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
        const valueNames = (h.valueNames ?? {}) as Record<string, Record<string, string> | undefined>;
        // A field that reads empty on both sides (an empty list the deletion entry records as gone) says nothing.
        const changes = (h.changes && typeof h.changes === 'object' && !Array.isArray(h.changes) ? Object.entries(h.changes as Record<string, unknown>) : []).filter(([field, pair]) => {
          const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
          return fieldValue(field, before, format, valueNames[field]) !== '–' || fieldValue(field, after, format, valueNames[field]) !== '–';
        });
        return (
          <li key={h.id}>
            <div className="kit-history-head">
              <time dateTime={h.at} title={dateTime(h.at)}>
                {relativeTime(new Date(h.at), now)}
              </time>
              <strong>{h.authorName ?? 'Ukjend'}</strong>
              {h.status && statusBadge(h.status, format)}
            </div>
            {h.comment && <p>{h.comment}</p>}
            {changes.length > 0 && (
              <ul className="kit-history-changes">
                {changes.map(([field, pair]) => {
                  const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
                  const value = (v: unknown) => fieldValue(field, v, format, valueNames[field]);
                  const list = listChange(before, after);
                  return (
                    <li key={field}>
                      <strong>{format.labels[field] ?? field}</strong>:{' '}
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
