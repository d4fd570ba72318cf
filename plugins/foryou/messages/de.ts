import type en from './en.ts';

const de: Record<keyof typeof en, string> = {
  heading: 'Hallo {firstName}',
  headingFallback: 'Für dich',
  recentlyViewed: 'Zuletzt angesehen',
  popularToday: 'Heute beliebt',
  rewards: 'Deine Vorteile',
};
export default de;
