// Stamp Club's texts (keys `stamp-points.<key>`).
export default {
  pointsUnit: 'points',
  toNextReward: '{points} points to your next reward',
  progress: 'Progress to your next reward',
  openRewards: 'Open Stamp Club',
  loading: 'Loading your Stamp Club points…',
  loadError: 'Stamp Club isn’t answering right now.',
  retry: 'Try again',
};
