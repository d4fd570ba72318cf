// <Slot id> renders a slot's fills in order, each inside its own error boundary: a broken fill renders
// nothing and is reported, the page stays. With a render-prop child, the wrapper renders only when at
// least one fill shows (Gutenberg SlotFill style).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PluginScope, useRuntime, useStore } from './context.tsx';
import type { FillOwner } from '../slots/fills.ts';
import type { ToastInput } from '../toasts.ts';
import type { Customer } from '../types.ts';
import type { SlotContextMap } from '../slots/catalogue.ts';
import type { AnySlotId, Fill, SlotContextOf } from '../slots/fills.ts';

interface SlotProps<Id extends AnySlotId> {
  id: Id;
  /** Defaults to the page context built from the store. */
  context?: SlotContextOf<Id>;
  children?: (fills: ReactNode) => ReactNode;
}

export function Slot<Id extends AnySlotId>({ id, context, children }: SlotProps<Id>) {
  const runtime = useRuntime();
  const fills = useSyncExternalStore(runtime.slots.subscribe, () => runtime.slots.fills(id));
  const pageContext = usePageSlotContext();
  const ctx = (context ?? pageContext) as SlotContextOf<Id>;
  const visible = fills.filter((fill) => shows(fill, ctx, runtime.report));
  if (visible.length === 0) return null;
  const rendered = visible.map((fill) => (
    <ErrorBoundary key={fill.key} onError={(error) => runtime.report({ error, pluginId: fill.pluginId, where: `slot ${id}` })}>
      <FillContext.Provider value={{ slot: id, context: ctx, owner: fill.owner }}>
        <PluginScope.Provider value={fill.pluginId}>
          <fill.component context={ctx} />
        </PluginScope.Provider>
      </FillContext.Provider>
    </ErrorBoundary>
  ));
  return <>{children ? children(rendered) : rendered}</>;
}

/** The page context every page slot gets: who is signed in. */
export function usePageSlotContext(): SlotContextMap['forYou.login'] {
  const { auth, customer } = useStore();
  return { isSignedIn: auth.isSignedIn, isCustomer: auth.isSignedIn && !!customer?.customerId, customer: customer ?? null };
}

const FillContext = createContext<{ slot: string; context: unknown; owner: FillOwner | null } | null>(null);

/** A fill's typed slot context; throws when used outside a fill of that slot (Shopify's useApi<Target>). */
export function useSlotContext<Id extends AnySlotId>(slot: Id): SlotContextOf<Id> {
  const value = useContext(FillContext);
  if (!value || value.slot !== slot) throw new Error(`useSlotContext('${slot}') used outside a fill of that slot.`);
  return value.context as SlotContextOf<Id>;
}

/** What `useFill(slot)` returns to a fill: its slot's context and its plugin's view of the runtime. */
export interface FillApi<Id extends AnySlotId, S = unknown> {
  readonly slot: Id;
  readonly context: SlotContextOf<Id>;
  readonly pluginId: string;
  /** The plugin's validated settings (its declared groups, its own group as `own`). */
  readonly settings: S;
  readonly customer: Readonly<Customer> | null;
  readonly locale: string;
  /** ISO 4217 code of the shop's currency, for Intl.NumberFormat. */
  readonly currency: string | undefined;
  /** The plugin's messages (its namespace first, then core); re-renders when the language changes. */
  t(key: string, vars?: Record<string, string | number>): string;
  navigate(hash: string): void;
  toast(input: ToastInput): number;
}

/**
 * The typed API of a fill (Shopify's `useApi<Target>()`): throws when used outside a fill of that slot, so a
 * component written for one slot cannot silently run in another.
 */
export function useFill<Id extends AnySlotId, S = unknown>(slot: Id): FillApi<Id, S> {
  const value = useContext(FillContext);
  if (!value || value.slot !== slot) throw new Error(`useFill('${slot}') used outside a fill of that slot.`);
  const { config, customer } = useStore(); // re-renders on language, currency and customer changes
  const owner = value.owner;
  if (!owner) throw new Error(`useFill('${slot}'): this fill was not added by a plugin (ctx.slots.fill).`);
  return {
    slot,
    context: value.context as SlotContextOf<Id>,
    pluginId: owner.pluginId,
    settings: owner.settings as S,
    customer: customer ?? null,
    locale: config.locale.language,
    currency: config.locale.currency,
    t: owner.t,
    navigate: owner.navigate,
    toast: owner.toast,
  };
}

function shows<Id extends AnySlotId>(fill: Fill<Id>, ctx: SlotContextOf<Id>, report: ReturnType<typeof useRuntime>['report']) {
  try {
    return !fill.when || fill.when(ctx);
  } catch (error) {
    report({ error, pluginId: fill.pluginId, where: 'slot fill condition' });
    return false;
  }
}
