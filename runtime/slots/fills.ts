// Slot fills registered by plugins (and merchant content blocks). Plain TS: <Slot> subscribes to it.
import type { ComponentType } from 'react';
import type { ToastInput } from '../toasts.ts';
import { isSlotId, SLOT_IDS, type PageSlotContext, type SlotContextMap, type SlotId } from './catalogue.ts';

/** What a fill receives through `useFill()`: its slot's context plus its plugin's view of the runtime. */
export interface FillOwner {
  readonly pluginId: string;
  readonly settings: unknown;
  t(key: string, vars?: Record<string, string | number>): string;
  navigate(hash: string): void;
  toast(input: ToastInput): number;
}

/** A slot a plugin owns: its id, a dot, a name (`acme-loyalty.rewards.header`). Its fills get the page context. */
export type PluginSlotId = `${string}.${string}`;
export type AnySlotId = SlotId | PluginSlotId;
export type SlotContextOf<Id extends string> = Id extends SlotId ? SlotContextMap[Id] : PageSlotContext;

const PLUGIN_SLOT = /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/;
const CATALOGUE_PREFIXES = new Set(SLOT_IDS.map((id) => id.split('.')[0]!));

/** A catalogue slot, or one a plugin owns (prefixed with a plugin id that is not a catalogue page's). */
export function isValidSlotId(id: string): id is AnySlotId {
  return isSlotId(id) || (PLUGIN_SLOT.test(id) && !CATALOGUE_PREFIXES.has(id.split('.')[0]!));
}

/** Named positions of fills within a slot (lower first); hook stages are runtime/hooks.ts STAGE. */
export const FILL_ORDER = Object.freeze({ first: -100, default: 0, last: 100 });

export interface FillProps<Id extends string = SlotId> {
  context: SlotContextOf<Id>;
}

export interface FillOptions<Id extends string = SlotId> {
  /** Lower renders first; built-in sections use fixed orders, public fills default to 0. */
  order?: number;
  /** Rendered only when this returns true for the slot's context (e.g. signed-in customers only). */
  when?: (context: SlotContextOf<Id>) => boolean;
  component: ComponentType<FillProps<Id>>;
}

export interface Fill<Id extends string = SlotId> extends FillOptions<Id> {
  key: string;
  pluginId: string;
  /** The filling plugin's view of the runtime, for `useFill()`. */
  owner: FillOwner | null;
  order: number;
  seq: number;
}

export interface SlotRegistry {
  fill<Id extends AnySlotId>(pluginId: string, slot: Id, options: FillOptions<Id>, owner?: FillOwner): () => void;
  fills<Id extends AnySlotId>(slot: Id): readonly Fill<Id>[];
  subscribe(listener: () => void): () => void;
}

export function createSlotRegistry(): SlotRegistry {
  const bySlot = new Map<string, Fill<string>[]>();
  const listeners = new Set<() => void>();
  let seq = 0;
  const notify = () => listeners.forEach((l) => l());

  return {
    fill(pluginId, slot, options, owner) {
      if (!isValidSlotId(slot)) {
        throw new Error(`Unknown slot "${String(slot)}" (plugin ${pluginId}). See slots/catalogue.ts for the slot ids; a plugin's own slots are named "<plugin id>.<name>".`);
      }
      const entry = { ...options, order: options.order ?? 0, pluginId, owner: owner ?? null, seq: seq++, key: `${pluginId}:${seq}` } as Fill<string>;
      // Sorted copies: <Slot> compares array identity to know when to re-render.
      bySlot.set(slot, [...(bySlot.get(slot) ?? []), entry].sort((a, b) => a.order - b.order || a.seq - b.seq));
      notify();
      return () => {
        bySlot.set(slot, (bySlot.get(slot) ?? []).filter((f) => f !== entry));
        notify();
      };
    },
    fills<Id extends AnySlotId>(slot: Id) {
      return (bySlot.get(slot) ?? EMPTY) as unknown as readonly Fill<Id>[];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const EMPTY: readonly Fill<string>[] = Object.freeze([]);
