import { useSyncExternalStore } from 'react';
import { localKeys, readLocal, subscribeToKey, writeLocal } from '../../../lib/storage';

const subscribe = (listener: () => void) => subscribeToKey(localKeys.consoleChime, listener);
const isOn = () => readLocal(localKeys.consoleChime) === 'on';

/** The chime on new orders: off until the owner turns it on, on this device only. */
export function useChimeSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isOn, () => false);
  return [on, (next) => writeLocal(localKeys.consoleChime, next ? 'on' : null)];
}

let audio: AudioContext | undefined;

/** Two soft notes, drawn by the browser: no sound file to load. A browser that allows no sound yet stays quiet. */
export function playChime(): void {
  if (!isOn() || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const note = audio.createOscillator();
    const volume = audio.createGain();
    note.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    note.connect(volume).connect(audio.destination);
    note.start(start + offset);
    note.stop(start + offset + 0.4);
  }
}
