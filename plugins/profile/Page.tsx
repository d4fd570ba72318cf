// The Profile page: its regions in order (PAGE_LAYOUTS.profile, SPEC §2 Profile).
import { PAGE_LAYOUTS, Slot } from '../../runtime/public.ts';

export default function ProfilePage() {
  return (
    <>
      {PAGE_LAYOUTS.profile.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}
