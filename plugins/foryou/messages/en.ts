// For you messages (English). `{firstName}` comes from the customer; the fallback shows without one. The
// product sections' other texts are in sections-messages.ts (loaded with them).
const en = {
  heading: 'Hi {firstName}',
  headingFallback: 'For you',
  recentlyViewed: 'Recently viewed',
  popularToday: 'Popular today',
  /** The row of points and credit cards. */
  rewards: 'Your rewards',
};
export default en;
