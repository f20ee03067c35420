import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The rest timer between sets (issue 6). Its end time lives in localStorage, so it is right after a reload, after the
 * phone was locked, and in every tab: the remaining time is always end time minus now, never a count of ticks (a
 * locked phone stops timers but not the clock).
 */

export const REST_TIMER_STORAGE_KEY = 'lifeorbit.rest-timer';
export const REST_TIMER_STEP_SEC = 15;
/** A timer that ended longer ago than this (the page was closed) ends silently. */
export const REST_TIMER_LATE_NOTICE_MS = 30_000;
const CHANGE_EVENT = 'lifeorbit:rest-timer';

export interface RestTimerState {
  /** Epoch milliseconds when the rest is over. */
  endsAt: number;
  /** The whole rest, for the progress bar; grows and shrinks with +15 / -15. */
  durationSec: number;
}

// ---- Pure maths ----

export function remainingMs(state: RestTimerState, nowMs: number): number {
  return Math.max(0, state.endsAt - nowMs);
}

/**
 * Whole seconds left, rounded up: 1.2 s left shows as 00:02 and reaches 00:00 only at the end. Never more than the
 * timer's length, so a clock read a moment before the timer started cannot show 01:31 for a 90 s rest.
 */
export function remainingSec(state: RestTimerState, nowMs: number): number {
  return Math.min(state.durationSec, Math.ceil(remainingMs(state, nowMs) / 1000));
}

export function isRunning(state: RestTimerState | null, nowMs: number): boolean {
  return state !== null && state.endsAt > nowMs;
}

/** 00:45, 01:30, 12:05. */
export function formatRest(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  return `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
}

export function startedTimer(durationSec: number, nowMs: number): RestTimerState {
  const sec = Math.max(0, Math.round(durationSec));
  return { endsAt: nowMs + sec * 1000, durationSec: sec };
}

/** +15 s or -15 s; a timer pushed to or below zero is over (null). */
export function adjustedTimer(state: RestTimerState, deltaSec: number, nowMs: number): RestTimerState | null {
  const endsAt = state.endsAt + deltaSec * 1000;
  if (endsAt <= nowMs) return null;
  return { endsAt, durationSec: Math.max(1, state.durationSec + deltaSec) };
}

/** Share of the rest already done, 0..1, for the progress bar. */
export function progressOf(state: RestTimerState, nowMs: number): number {
  if (state.durationSec <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - remainingMs(state, nowMs) / (state.durationSec * 1000)));
}

export function parseTimer(raw: string | null): RestTimerState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RestTimerState>;
    if (typeof value.endsAt !== 'number' || !Number.isFinite(value.endsAt)) return null;
    if (typeof value.durationSec !== 'number' || !Number.isFinite(value.durationSec)) return null;
    return { endsAt: value.endsAt, durationSec: value.durationSec };
  } catch {
    return null;
  }
}

// ---- The store (localStorage, shared by tabs) ----

function readRaw(): string | null {
  try {
    return localStorage.getItem(REST_TIMER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(state: RestTimerState | null): void {
  try {
    if (state) localStorage.setItem(REST_TIMER_STORAGE_KEY, JSON.stringify(state));
    else localStorage.removeItem(REST_TIMER_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the timer still runs for this page through the event below.
    memoryFallback = state ? JSON.stringify(state) : null;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let memoryFallback: string | null = null;

export function readRestTimer(): RestTimerState | null {
  return parseTimer(readRaw() ?? memoryFallback);
}

export function startRestTimer(durationSec: number, nowMs = Date.now()): void {
  primeRestSound();
  write(startedTimer(durationSec, nowMs));
}

export function adjustRestTimer(deltaSec: number, nowMs = Date.now()): void {
  const state = readRestTimer();
  if (state) write(adjustedTimer(state, deltaSec, nowMs));
}

export function stopRestTimer(): void {
  write(null);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === REST_TIMER_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const snapshot = () => readRaw() ?? memoryFallback;

/** Whether a rest timer is stored (running, or over and not yet announced), without ticking: for the shell. */
export function useHasRestTimer(): boolean {
  return parseTimer(useSyncExternalStore(subscribe, snapshot, () => null)) !== null;
}

/** The stored timer and the time now, ticking 4 times a second while a timer runs (and catching up on focus). */
export function useRestTimer(): { state: RestTimerState | null; nowMs: number } {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const state = parseTimer(raw);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const endsAt = state?.endsAt ?? null;
  useEffect(() => {
    const tick = () => setNowMs(Date.now());
    // At once too: the clock may have moved on a lot since the last render (a timer started just now).
    const first = window.setTimeout(tick, 0);
    if (endsAt === null) return () => window.clearTimeout(first);
    const interval = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [endsAt]);
  return { state, nowMs };
}

// ---- The end of the rest (and of a hold's countdown): a vibration and a short beep, where the browser allows ----

let audioContext: AudioContext | null = null;

/** Called from the tap that starts the timer: browsers allow sound only after the page was touched. */
export function primeRestSound(): void {
  try {
    const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audioContext ??= new Context();
    if (audioContext.state === 'suspended') void audioContext.resume().catch(() => undefined);
  } catch {
    audioContext = null;
  }
}

export function notifyRestOver(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not allowed here (desktop browsers, no user gesture yet).
  }
  try {
    const context = audioContext;
    if (!context || context.state !== 'running') return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.3, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.4);
  } catch {
    // No sound: the vibration and the bar disappearing still tell the rest is over.
  }
}
