import {useSyncExternalStore} from 'react';
import {CLOUD_ORIGIN, DEFAULT_SELF_HOSTED_ORIGIN, parseSelfHostedOrigin, rewriteHost} from '../../../shared/apiHost';

/**
 * The reader's "Tessera Cloud / Self-hosted" choice: one small store shared by the switch, every code block and
 * (through `watchApiHostElements`) HTML built ahead of time. Kept in localStorage so it holds across pages and
 * visits; other tabs learn of a change through the `storage` event.
 */
export interface HostChoice {
  mode: 'cloud' | 'self-hosted';
  /** The self-hosted address, kept while Cloud is chosen so that switching back restores it. */
  selfHostedOrigin: string;
}

export const STORAGE_KEY = 'tessera.apiHost';

/** What the server renders and what a first visit shows: Cloud, so hydration never sees another text. */
export const DEFAULT_CHOICE: HostChoice = Object.freeze({mode: 'cloud', selfHostedOrigin: DEFAULT_SELF_HOSTED_ORIGIN});

const listeners = new Set<() => void>();
let cached: {raw: string | null; choice: HostChoice} = {raw: null, choice: DEFAULT_CHOICE};

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // Storage blocked (privacy settings): the choice lasts for this page only.
  }
}

/** Stored text may be stale or edited by hand; anything that does not validate counts as no choice. */
function parseStored(raw: string | null): HostChoice {
  if (raw === null) return DEFAULT_CHOICE;
  try {
    const value = JSON.parse(raw) as Partial<HostChoice>;
    const origin = parseSelfHostedOrigin(String(value.selfHostedOrigin ?? ''));
    const selfHostedOrigin = origin.valid ? origin.origin : DEFAULT_SELF_HOSTED_ORIGIN;
    return {mode: value.mode === 'self-hosted' && origin.valid ? 'self-hosted' : 'cloud', selfHostedOrigin};
  } catch {
    return DEFAULT_CHOICE;
  }
}

let pageOnlyRaw: string | null = null;

/** The current choice; the same object until it changes, as useSyncExternalStore requires. */
export function getHostChoice(): HostChoice {
  const raw = readStorage() ?? pageOnlyRaw;
  if (raw !== cached.raw) cached = {raw, choice: parseStored(raw)};
  return cached.choice;
}

/** The origin every sample shows now. */
export function getApiOrigin(): string {
  const choice = getHostChoice();
  return choice.mode === 'cloud' ? CLOUD_ORIGIN : choice.selfHostedOrigin;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) notify();
}

export function subscribeHostChoice(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setHostChoice(choice: HostChoice): void {
  const raw = JSON.stringify(choice);
  pageOnlyRaw = raw;
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Storage blocked: pageOnlyRaw keeps the choice until the reader leaves the page.
  }
  notify();
}

function serverChoice(): HostChoice {
  return DEFAULT_CHOICE;
}

export function useHostChoice(): HostChoice {
  return useSyncExternalStore(subscribeHostChoice, getHostChoice, serverChoice);
}

/** The origin to show in samples: Cloud on the server and during hydration, the reader's choice right after. */
export function useApiOrigin(): string {
  const choice = useHostChoice();
  return choice.mode === 'cloud' ? CLOUD_ORIGIN : choice.selfHostedOrigin;
}

/**
 * Marker contract for HTML that is built ahead of time (e.g. the API reference's request samples): an element
 * with the attribute `data-api-host` holds text written with the Cloud origin (`https://cloud.tessera.example`),
 * and each mention must sit whole inside one text node (wrap it in its own `<span data-api-host>` if the
 * highlighter would split it). `watchApiHostElements` rewrites the text of every such element under `root` to the
 * reader's host now, on every later change of choice, and in elements added later. Call it after React has
 * hydrated the HTML (in an effect), so the server markup still matches; call the returned function to stop.
 */
export function watchApiHostElements(root: ParentNode & Node = document): () => void {
  const written = new WeakMap<Text, string>();
  const apply = () => {
    const origin = getApiOrigin();
    for (const element of Array.from(root.querySelectorAll('[data-api-host]'))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const original = written.get(node) ?? node.data;
        written.set(node, original);
        const shown = rewriteHost(original, origin);
        if (node.data !== shown) node.data = shown;
      }
    }
  };
  apply();
  const unsubscribe = subscribeHostChoice(apply);
  // Only added elements matter: rewriting text is a characterData change, which this does not observe.
  const observer = new MutationObserver(apply);
  observer.observe(root, {childList: true, subtree: true});
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}
