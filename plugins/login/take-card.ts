// The login form taking over the card the loader's frame drew (app/frame-login.ts; the runtime's side:
// runtime/dom/frame-form.ts): here, in the login's chunk, not in the panel's core.
import { FRAME_FORM, FRAME_SUBMITTED, FRAME_TAKEN, FRAME_TAKEN_EVENT } from '../../runtime/public.ts';

export interface FrameFormState {
  /** Each named input's value (a checkbox's checked). */
  values: Record<string, string | boolean>;
  submitted: boolean;
}

/** The frame's form `name` in `node`'s (shadow) root, read and marked taken; null when none is waiting. The panel's
 * own form, carrying the same name, is marked taken from the start (LoginForm). */
export function takeFrameForm(node: Node, name: string): FrameFormState | null {
  const root = node.getRootNode() as ParentNode;
  const form = root.querySelector?.<HTMLFormElement>(`form[${FRAME_FORM}="${name}"]:not([${FRAME_TAKEN}])`);
  if (!form) return null;
  form.setAttribute(FRAME_TAKEN, '');
  const values: FrameFormState['values'] = {};
  for (const input of form.querySelectorAll('input')) if (input.name) values[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  form.dispatchEvent(new Event(FRAME_TAKEN_EVENT, { bubbles: true }));
  return { values, submitted: form.hasAttribute(FRAME_SUBMITTED) };
}
