// The Orders page: the login section, then the order list (PAGE_LAYOUTS.orders).
import { PAGE_LAYOUTS } from '../../slots/catalogue.ts';
import { Slot } from '../../slots/Slot.tsx';

export default function OrdersPage() {
  return (
    <>
      {PAGE_LAYOUTS.orders.map((id) => (
        <Slot key={id} id={id} />
      ))}
    </>
  );
}
