// Inline icons (24×24, currentColor strokes): decorative, so always aria-hidden; the control names itself.
import type { ReactNode } from 'react';
import { CLOSE_ICON_PATH } from '../../dom/styles/frame.ts';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="status-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const CloseIcon = () => <Icon><path d={CLOSE_ICON_PATH} /></Icon>;
export const BackIcon = () => <Icon><path d="m15 18-6-6 6-6" /></Icon>;
export const ForYouIcon = () => (
  <Icon><path d="M12 3l1.9 4.8L19 9.5l-4 3.4 1.2 5.1L12 15.3 7.8 18l1.2-5.1-4-3.4 5.1-1.7z" /></Icon>
);
export const OrdersIcon = () => (
  <Icon><path d="M21 8 12 3 3 8v8l9 5 9-5z" /><path d="m3 8 9 5 9-5M12 13v8" /></Icon>
);
export const ProfileIcon = () => (
  <Icon><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" /></Icon>
);
export const AlertIcon = () => (
  <Icon><circle cx="12" cy="12" r="9" /><path d="M12 8v5M12 16.5v.01" /></Icon>
);

export const TAB_ICONS: Record<string, () => ReactNode> = {
  foryou: ForYouIcon,
  orders: OrdersIcon,
  profile: ProfileIcon,
};
