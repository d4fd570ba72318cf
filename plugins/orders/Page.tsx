// The Orders page: its regions in order (PAGE_LAYOUTS.orders).
import { PAGE_LAYOUTS, Slot } from '../../runtime/public.ts';

export default function OrdersPage() {
  return (
    <>
      {PAGE_LAYOUTS.orders.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}
