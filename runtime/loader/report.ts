// Loader failures reach the page twice: on the console and as a `status:error` event it can react to.
import type { Emit } from './events';

export function reportError(emit: Emit, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  emit('status:error', { message });
}
