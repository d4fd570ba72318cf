// Slot fills registered by plugins (and merchant content blocks). Plain TS: <Slot> subscribes to it.
import type { ComponentType } from 'react';
import { isSlotId, type SlotContextMap, type SlotId } from './catalogue.ts';

export interface FillProps<Id extends SlotId = SlotId> {
  context: SlotContextMap[Id];
}

export interface FillOptions<Id extends SlotId = SlotId> {
  /** Lower renders first; built-in sections use fixed orders, public fills default to 0. */
  order?: number;
  /** Rendered only when this returns true for the slot's context (e.g. signed-in customers only). */
  when?: (context: SlotContextMap[Id]) => boolean;
  component: ComponentType<FillProps<Id>>;
}

export interface Fill<Id extends SlotId = SlotId> extends FillOptions<Id> {
  key: string;
  pluginId: string;
  order: number;
  seq: number;
}

export interface SlotRegistry {
  fill<Id extends SlotId>(pluginId: string, slot: Id, options: FillOptions<Id>): () => void;
  fills<Id extends SlotId>(slot: Id): readonly Fill<Id>[];
  subscribe(listener: () => void): () => void;
}

export function createSlotRegistry(): SlotRegistry {
  const bySlot = new Map<SlotId, Fill[]>();
  const listeners = new Set<() => void>();
  let seq = 0;
  const notify = () => listeners.forEach((l) => l());

  return {
    fill(pluginId, slot, options) {
      if (!isSlotId(slot)) throw new Error(`Unknown slot "${String(slot)}" (plugin ${pluginId}). See slots/catalogue.ts for the slot ids.`);
      const entry = { ...options, order: options.order ?? 0, pluginId, seq: seq++, key: `${pluginId}:${seq}` } as Fill;
      // Sorted copies: <Slot> compares array identity to know when to re-render.
      bySlot.set(slot, [...(bySlot.get(slot) ?? []), entry].sort((a, b) => a.order - b.order || a.seq - b.seq));
      notify();
      return () => {
        bySlot.set(slot, (bySlot.get(slot) ?? []).filter((f) => f !== entry));
        notify();
      };
    },
    fills<Id extends SlotId>(slot: Id) {
      return (bySlot.get(slot) ?? EMPTY) as unknown as readonly Fill<Id>[];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const EMPTY: readonly Fill[] = Object.freeze([]);
