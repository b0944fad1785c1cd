import { useSyncExternalStore } from 'react';
import { writeConsoleDraft } from '../../lib/storage';

/**
 * The console's forms that hold typed changes not yet saved, by draft name: what the leave guard asks
 * about before the owner moves to another screen or reloads (docs/product.md §10 Drafts).
 */
const unsaved = new Set<string>();
const listeners = new Set<() => void>();
let savesInFlight = 0;

function notify() {
  for (const listener of listeners) listener();
}

export function markUnsaved(draftName: string, isUnsaved: boolean): void {
  if (unsaved.has(draftName) === isUnsaved) return;
  if (isUnsaved) unsaved.add(draftName);
  else unsaved.delete(draftName);
  notify();
}

export function hasUnsavedForms(): boolean {
  return unsaved.size > 0;
}

/** The owner chose to leave without saving: her drafts go with the changes. */
export function discardUnsavedForms(): void {
  for (const name of unsaved) writeConsoleDraft(name, null);
  unsaved.clear();
  notify();
}

/**
 * A save in flight may move to another screen when it succeeds (a new product opens as itself); that
 * move is the form's own, not the owner leaving her work.
 */
export async function whileSaving<T>(save: () => Promise<T>): Promise<T> {
  savesInFlight += 1;
  try {
    return await save();
  } finally {
    savesInFlight -= 1;
  }
}

export function isSaving(): boolean {
  return savesInFlight > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasUnsavedForms(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedForms);
}
