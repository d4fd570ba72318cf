// The Profile page: its regions in order (PAGE_LAYOUTS.profile, SPEC §2 Profile).
import { PAGE_LAYOUTS } from '../../slots/catalogue.ts';
import { Slot } from '../../slots/Slot.tsx';

export default function ProfilePage() {
  return (
    <>
      {PAGE_LAYOUTS.profile.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}
