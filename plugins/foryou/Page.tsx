// The For you page: its regions in the order of SPEC §2 "ForYou sections, in order" (PAGE_LAYOUTS.foryou).
import { PAGE_LAYOUTS, Slot } from '../../runtime/public.ts';

export default function ForYouPage() {
  return (
    <>
      {PAGE_LAYOUTS.foryou.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}
