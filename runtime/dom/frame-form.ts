// A form the loader's frame drew while the panel chunk loaded (a guest's login card: app/frame-login.ts), which
// the shopper may type into at once. The panel shows in the frame's place as soon as it opens, with the card
// (its FRAME_CARD element) moved to the top of its page, where the shopper goes on using it (Panel.tsx).
// The panel's own form of the same name takes what was typed over: it dispatches FRAME_TAKE_EVENT on the
// card's form, which fills the event's detail and moves focus to the same control of that form (the card's own
// code does both: none of it is in the panel's files); then the card goes (handOverFocus).
/** On the frame's form and on the panel's form that takes it over: the form's name. */
export const FRAME_FORM = 'data-frame-form';
/** Dispatched by the panel's form on the frame's form, a CustomEvent whose detail (FrameFormState) it fills. */
export const FRAME_TAKE_EVENT = 'status-frame-take';
/** Dispatched on the frame's form (bubbling to the frame) once the panel's form took it over. */
export const FRAME_TAKEN_EVENT = 'status-frame-taken';
/** Set on the frame's form once the panel's form took its values, and on the panel's own form. */
export const FRAME_TAKEN = 'data-taken';

export interface FrameFormState {
  /** Each named input's value (a checkbox's checked). */
  values: Record<string, string | boolean>;
  /** The shopper submitted it: the panel's form submits. */
  submitted: boolean;
}

/** The element a frame's card is drawn in, which the panel moves into its own page (display: contents). */
export const FRAME_CARD = 'status-frame-card';

/** Whether `frame` holds a form no panel form has taken over yet. */
export function frameFormWaiting(frame: Element): boolean {
  return !!frame.querySelector(`form[${FRAME_FORM}]:not([${FRAME_TAKEN}])`);
}

/**
 * Removes the frame (or a card). Focus still in it (no form took it over) goes to the panel, not onto the page
 * behind the dialog.
 */
export function handOverFocus(frame: Element, panel: Element): void {
  const had = frame.contains((frame.getRootNode() as Document | ShadowRoot).activeElement);
  frame.remove();
  if (had) panel.querySelector<HTMLElement>('.status-panel')?.focus({ preventScroll: true });
}

/**
 * Moves the frame's card to the top of the panel's page, keeping focus and what was typed: with `moveBefore`,
 * which moves a node without removing it, where the browser has it; otherwise focus is given back.
 */
export function adoptCard(card: Element, page: Element): void {
  const active = (card.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  const first = page.firstChild;
  const moved = page as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (moved.moveBefore) moved.moveBefore(card, first);
  else {
    page.insertBefore(card, first);
    if (active && card.contains(active)) active.focus({ preventScroll: true });
  }
}
