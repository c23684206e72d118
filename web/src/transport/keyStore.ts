/**
 * The client key pair of the transit encryption, kept in browser storage (IndexedDB stores the CryptoKey objects
 * themselves, so the private key stays non-extractable). Without IndexedDB the pair lives for the page only.
 */
import { exportPublicKey, generateClientKeyPair } from './crypto.ts';

const DB_NAME = 'fjordbil';
const STORE = 'keys';
const ENTRY = 'transit-client';

/** The pair and its public half as the `x-client-key` header carries it. */
export interface ClientKeys {
  pair: CryptoKeyPair;
  publicKey: string;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

async function loadOrCreate(): Promise<ClientKeys> {
  let db: IDBDatabase | null = null;
  try {
    db = typeof indexedDB === 'undefined' ? null : await openDb();
  } catch {
    db = null; // private browsing or storage turned off: keys for this page only
  }
  try {
    const stored = db ? await run<CryptoKeyPair | undefined>(db, 'readonly', (s) => s.get(ENTRY)) : undefined;
    if (stored?.privateKey && stored.publicKey) return { pair: stored, publicKey: await exportPublicKey(stored.publicKey) };
    const pair = await generateClientKeyPair();
    if (db) await run(db, 'readwrite', (s) => s.put(pair, ENTRY)).catch(() => undefined);
    return { pair, publicKey: await exportPublicKey(pair.publicKey) };
  } finally {
    db?.close();
  }
}

let keys: Promise<ClientKeys> | undefined;

/** The browser's key pair: loaded from storage, or made and stored the first time. */
export function clientKeys(): Promise<ClientKeys> {
  keys ??= loadOrCreate();
  keys.catch(() => (keys = undefined));
  return keys;
}
