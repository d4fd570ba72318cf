// For you messages (English). `{firstName}` comes from the customer; the fallback shows without one.
export const en = {
  heading: 'Hi {firstName}',
  headingFallback: 'For you',
};
