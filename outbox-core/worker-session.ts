import { createStore, del, get, set } from 'idb-keyval';

/*
 * Who may send the outbox when no tab is open: the signed-in user's id and latest access token, kept where the
 * service worker can read them (it has no localStorage). A token lasts 15 minutes, so the worker can send right
 * after the app was closed; later, the app sends when it opens and renews the token.
 */

export interface WorkerSession {
  userId: string;
  accessToken: string;
}

const store = createStore('shutterswap-outbox-session', 'session');
const KEY = 'current';

export function readWorkerSession(): Promise<WorkerSession | undefined> {
  return get<WorkerSession>(KEY, store);
}

export function saveWorkerSession(session: WorkerSession | null): Promise<void> {
  return session ? set(KEY, session, store) : del(KEY, store);
}
