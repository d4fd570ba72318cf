// The merchant admin's settings form (server/admin-app/ui/SettingsForm.tsx) on the content blocks' schema: a
// link block has no image, and editing it must not invent one (an empty image fails the schema: "url" required).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SettingsForm } from '../../server/admin-app/ui/SettingsForm';

import content from '../../schemas/settings/content.json';

const schema = content as Record<string, unknown>;
const block = { id: 'help', type: 'link-button', slot: 'forYou.actions.after', title: 'Help', links: [{ label: 'Contact', url: '/pages/contact' }] };

it('saves an edited link block without adding an image to it', async () => {
  const saved: unknown[] = [];
  render(<SettingsForm formId="content" title="Content" saveText="Save content" schema={schema} value={[block]} onSave={async (v) => void saved.push(v)} />);
  const title = document.querySelector<HTMLInputElement>('#content_0_title')!;
  expect(title.value).toBe('Help');
  fireEvent.change(title, { target: { value: 'Need help?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Saved\.|Not saved/));
  expect(screen.getByRole('status').textContent).toBe('Saved.');
  expect(saved).toHaveLength(1);
  const [first] = saved[0] as Record<string, unknown>[];
  expect(first).toMatchObject({ title: 'Need help?', type: 'link-button' });
  expect(first).not.toHaveProperty('image');
});
