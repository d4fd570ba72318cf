// The action panel plugins use: heading, close, own focus trap, optional Done.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { testPlugin } from '../../testing/plugin.ts';
import { ActionPanel } from './ActionPanel.tsx';
import { inAct, renderWithRuntime, settle } from '../../../tests/render-app.tsx';

const onDone = vi.fn();

function RenamePage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Rename</button>
      <ActionPanel open={open} heading="Rename collection" height="tall" onClose={() => setOpen(false)} onDone={onDone}>
        <label>Name <input /></label>
      </ActionPanel>
    </>
  );
}

const renamePlugin = testPlugin({
  id: 'test-rename',
  routes: ['rename'],
  setup(ctx) {
    ctx.routes.add({ name: 'rename', authRequired: false, load: async () => ({ default: RenamePage }) });
  },
});

describe('ActionPanel', { timeout: 20_000 }, () => {
  it('opens over the panel as a named dialog with focus inside; Escape closes it, not the panel', async () => {
    const { runtime } = await renderWithRuntime({ plugins: [renamePlugin] });
    runtime.open('#status-rename');
    // The panel's own trap takes focus after its first frame; the action panel's trap goes on top of it.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    const opener = await screen.findByRole('button', { name: 'Rename' });
    opener.focus();
    await inAct(() => fireEvent.click(opener));
    const sheet = screen.getByRole('dialog', { name: 'Rename collection' });
    expect(sheet.getAttribute('data-height')).toBe('tall');
    expect(sheet.closest('.status-layer')).not.toBeNull();
    expect(sheet.contains(document.activeElement)).toBe(true);

    await inAct(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(onDone).toHaveBeenCalledTimes(1);

    await inAct(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Rename collection' })).toBeNull();
    expect(runtime.store.ui.isOpen).toBe(true);
    await settle(10); // focus-trap returns focus on the next tick
    expect(document.activeElement).toBe(opener);
  });
});
