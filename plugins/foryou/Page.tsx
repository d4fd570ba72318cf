// The For you page: its regions in order (PAGE_LAYOUTS.foryou; docs/behaviour.md, For you).
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
