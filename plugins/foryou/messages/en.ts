// For you messages (English). `{firstName}` comes from the customer; the fallback shows without one.
const en = {
  heading: 'Hi {firstName}',
  headingFallback: 'For you',
};
export default en;
