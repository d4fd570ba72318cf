// Membership's texts (keys `membership.<key>`).
export default {
  text: 'Your perks, member events and offers in one place.',
  open: 'View membership',
};
