import { useSyncExternalStore } from 'react';
import { UI_MESSAGE_DISPLAY_MS, UI_MESSAGE_MAX, uiMessageColor } from '../../sync/core';

/** A button in a message: running it also dismisses the message. */
interface MessageAction {
  label: string;
  run: () => void;
}

interface UiMessage {
  id: number;
  content: string;
  /** Messages with the same key replace each other instead of stacking. */
  key: string | null;
  error: boolean;
  color: string;
  displayTime: number;
  /** Stays until dismissed or acted on (no display time), and is the last to go when too many pile up. */
  persistent: boolean;
  actions: readonly MessageAction[];
}

interface NewMessage {
  content: string;
  key?: string;
  error?: boolean;
  color?: string;
  displayTime?: number;
  persistent?: boolean;
  actions?: readonly MessageAction[];
}

let messages: readonly UiMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly UiMessage[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

export function dismissMessage(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  emit(messages.filter((message) => message.id !== id));
}

/** Spec 01 section 9: at most 100 messages, each shown 5000 ms, red for errors else blue. */
export function addMessage(input: NewMessage): UiMessage {
  const message: UiMessage = {
    id: nextId++,
    content: input.content,
    key: input.key ?? null,
    error: input.error ?? false,
    color: uiMessageColor(input.content, { error: input.error, color: input.color }),
    displayTime: input.persistent ? 0 : (input.displayTime ?? UI_MESSAGE_DISPLAY_MS),
    persistent: input.persistent ?? false,
    actions: input.actions ?? [],
  };
  const kept = messages.filter((existing) => message.key === null || existing.key !== message.key);
  for (const dropped of messages) if (!kept.includes(dropped)) dismissTimer(dropped.id);
  const bounded = [...kept, message];
  while (bounded.length > UI_MESSAGE_MAX) {
    // The oldest passing message goes first; persistent ones only when nothing else is left.
    const index = Math.max(
      0,
      bounded.findIndex((existing) => !existing.persistent),
    );
    const [oldest] = bounded.splice(index, 1);
    if (oldest) dismissTimer(oldest.id);
  }
  emit(bounded);
  if (message.displayTime > 0)
    timers.set(
      message.id,
      setTimeout(() => dismissMessage(message.id), message.displayTime),
    );
  return message;
}

function dismissTimer(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

/** Runs one of a message's actions, then dismisses the message. */
export function runMessageAction(id: number, action: MessageAction): void {
  dismissMessage(id);
  action.run();
}

export function getMessages(): readonly UiMessage[] {
  return messages;
}

export function clearMessages(): void {
  for (const id of timers.keys()) dismissTimer(id);
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMessages(): readonly UiMessage[] {
  return useSyncExternalStore(subscribe, getMessages, getMessages);
}
