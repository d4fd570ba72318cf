import type { en } from './messages.ts';

const de: Record<keyof typeof en, string> = {
  heading: 'Hallo {firstName}',
  headingFallback: 'Für dich',
};
export default de;
