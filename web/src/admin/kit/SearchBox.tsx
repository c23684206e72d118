import { useEffect, useRef, useState } from 'react';
import { LIST_SEARCH_MAX_LENGTH } from '@domain/lists.ts';

/** How long typing must pause before the list searches (spec 2 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's search box: searches 300 ms after the last key stroke; the term itself lives in the address (`sok`). */
export function SearchBox({ value, onSearch, label = 'Søk' }: { value: string; onSearch: (term: string) => void; label?: string }) {
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  // Another navigation (back button, reset) changes the term under the box.
  const last = useRef(value);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === last.current) return;
    const timer = setTimeout(() => {
      last.current = text.trim();
      search.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <label className="kit-search">
      <span className="kit-sr">{label}</span>
      <input type="search" value={text} placeholder={`${label} …`} maxLength={LIST_SEARCH_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}
