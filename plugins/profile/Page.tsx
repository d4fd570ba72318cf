// The Profile page: its regions in order (PAGE_LAYOUTS.profile). Its chunk also brings the
// page links and support fills (links.tsx), registered on its first load so the setup stays tiny.
import { PAGE_LAYOUTS, Slot, type PluginContext } from '../../runtime/public.ts';
import { PageLinks, Support } from './links.tsx';

export default function ProfilePage() {
  return (
    <>
      {PAGE_LAYOUTS.profile.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}

/** The profile plugin's fills; returns their removal. */
export function fillProfile(ctx: PluginContext): () => void {
  const cleanups = [
    ctx.slots.fill('profile.pageLinks', { when: (c) => c.isCustomer, component: PageLinks }),
    ctx.slots.fill('profile.support', { component: Support }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}
