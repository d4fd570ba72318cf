// <Slot id> renders a slot's fills in order, each inside its own error boundary: a broken fill renders
// nothing and is reported, the page stays. With a render-prop child, the wrapper renders only when at
// least one fill shows (Gutenberg SlotFill style).
import { Component, createContext, useContext, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useRuntime, useStore } from '../runtime/react/context.tsx';
import type { SlotContextMap, SlotId } from './catalogue.ts';
import type { Fill } from './fills.ts';

interface SlotProps<Id extends SlotId> {
  id: Id;
  /** Defaults to the page context built from the store. */
  context?: SlotContextMap[Id];
  children?: (fills: ReactNode) => ReactNode;
}

export function Slot<Id extends SlotId>({ id, context, children }: SlotProps<Id>) {
  const runtime = useRuntime();
  const fills = useSyncExternalStore(runtime.slots.subscribe, () => runtime.slots.fills(id));
  const pageContext = usePageSlotContext();
  const ctx = (context ?? pageContext) as SlotContextMap[Id];
  const visible = fills.filter((fill) => shows(fill, ctx, runtime.report));
  if (visible.length === 0) return null;
  const rendered = visible.map((fill) => (
    <FillBoundary key={fill.key} onError={(error) => runtime.report({ error, pluginId: fill.pluginId, where: `slot ${id}` })}>
      <FillContext.Provider value={{ slot: id, context: ctx }}>
        <fill.component context={ctx} />
      </FillContext.Provider>
    </FillBoundary>
  ));
  return <>{children ? children(rendered) : rendered}</>;
}

/** The page context every page slot gets: who is signed in (SPEC §6 roles). */
export function usePageSlotContext(): SlotContextMap['forYou.login'] {
  const { auth, customer } = useStore();
  return { isSignedIn: auth.isSignedIn, isCustomer: auth.isSignedIn && !!customer?.customerId, customer: customer ?? null };
}

const FillContext = createContext<{ slot: SlotId; context: unknown } | null>(null);

/** A fill's typed slot context; throws when used outside a fill of that slot (Shopify's useApi<Target>). */
export function useSlotContext<Id extends SlotId>(slot: Id): SlotContextMap[Id] {
  const value = useContext(FillContext);
  if (!value || value.slot !== slot) throw new Error(`useSlotContext('${slot}') used outside a fill of that slot.`);
  return value.context as SlotContextMap[Id];
}

function shows<Id extends SlotId>(fill: Fill<Id>, ctx: SlotContextMap[Id], report: ReturnType<typeof useRuntime>['report']) {
  try {
    return !fill.when || fill.when(ctx);
  } catch (error) {
    report({ error, pluginId: fill.pluginId, where: 'slot fill condition' });
    return false;
  }
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

class FillBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
