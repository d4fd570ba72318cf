// Membership's texts (keys `membership-card.<key>`; the id is not `membership`, the name of its settings group, which would make that group its own).
export default {
  text: 'Your perks, member events and offers in one place.',
  open: 'View membership',
};
