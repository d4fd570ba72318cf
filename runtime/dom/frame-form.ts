// A form the loader's frame drew while the panel chunk loaded (a guest's login card: app/frame-login.ts), which
// the shopper may type into at once. The panel's own form of the same name takes what was typed over
// (takeFrameForm); the panel shows in the frame's place only then (Panel.tsx: held), so the field never blinks
// out, and focus moves to the same field (handOverFocus).
import { FRAME_ATTRIBUTE } from './styles/frame.ts';

/** On the frame's form and on the panel's form that takes it over: the form's name. */
export const FRAME_FORM = 'data-frame-form';
/** Set on the frame's form once the shopper submitted it: the panel's form submits when it takes over. */
export const FRAME_SUBMITTED = 'data-submitted';
/** Dispatched on the frame's form (bubbling to the frame) when the panel's form took it over. */
export const FRAME_TAKEN_EVENT = 'status-frame-taken';
const TAKEN = 'data-taken';

export interface FrameFormState {
  /** Each named input's value (a checkbox's checked). */
  values: Record<string, string | boolean>;
  submitted: boolean;
}

/** Whether `frame` holds a form no panel form has taken over yet. */
export function frameFormWaiting(frame: Element): boolean {
  return !!frame.querySelector(`form[${FRAME_FORM}]:not([${TAKEN}])`);
}

/** The frame's form `name` in `node`'s (shadow) root, read and marked taken; null when none is waiting. */
export function takeFrameForm(node: Node, name: string): FrameFormState | null {
  const root = node.getRootNode() as ParentNode;
  const form = root.querySelector?.<HTMLFormElement>(`[${FRAME_ATTRIBUTE}] form[${FRAME_FORM}="${name}"]:not([${TAKEN}])`);
  if (!form) return null;
  form.setAttribute(TAKEN, '');
  const values: FrameFormState['values'] = {};
  for (const input of form.querySelectorAll('input')) if (input.name) values[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  form.dispatchEvent(new Event(FRAME_TAKEN_EVENT, { bubbles: true }));
  return { values, submitted: form.hasAttribute(FRAME_SUBMITTED) };
}

/**
 * Removes the frame; when focus was in one of its forms, first gives it to the field of the same name in the
 * panel's form of that name (a phone's keyboard stays up, typing goes on).
 */
export function handOverFocus(frame: Element, panel: Element): void {
  const active = (frame.getRootNode() as Document | ShadowRoot).activeElement as HTMLInputElement | null;
  const form = active && frame.contains(active) ? active.closest(`form[${FRAME_FORM}]`) : null;
  // Focus moves straight from field to field, before the frame goes: no blur in between.
  if (form && active?.name) panel.querySelector<HTMLElement>(`form[${FRAME_FORM}="${form.getAttribute(FRAME_FORM)}"] [name="${active.name}"]`)?.focus({ preventScroll: true });
  frame.remove();
}
