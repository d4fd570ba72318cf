// The marks of the program cards and their small icons (decorative: hidden from assistive technology).
import type { ReactElement } from 'react';

const svg = (path: ReactElement, className?: string) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

export const PROGRAM_MARKS = {
  star: () => svg(<path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8z" />),
  stamp: () => svg(<><circle cx="12" cy="9" r="5" /><path d="M9 14v2H5v4h14v-4h-4v-2" /></>),
  gift: () => svg(<><rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 1 1 4.5-1.5V8M16.5 8A2.5 2.5 0 1 0 12 6.5" /></>),
  badge: () => svg(<><circle cx="12" cy="8" r="5" /><path d="m8.5 12.5-1.5 8.5 5-3 5 3-1.5-8.5" /></>),
  repeat: () => svg(<><path d="M17 2l4 4-4 4" /><path d="M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4" /><path d="M21 13v2a3 3 0 0 1-3 3H3" /></>),
} as const;

export type ProgramMark = keyof typeof PROGRAM_MARKS;

export const ArrowIcon = () => svg(<path d="M5 12h14m-6-6 6 6-6 6" />, 'status-program-arrow');
export const ChevronIcon = () => svg(<path d="m9 6 6 6-6 6" />, 'status-program-chevron');
export const CopyIcon = () => svg(<><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" /></>);
export const CheckIcon = () => svg(<path d="m5 12 5 5L20 7" />);
export const AlertIcon = () => svg(<><circle cx="12" cy="12" r="9" /><path d="M12 8v5m0 3h.01" /></>);
