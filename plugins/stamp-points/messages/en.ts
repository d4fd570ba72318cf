// Stamp Club's texts (keys `stamp-points.<key>`).
export default {
  pointsUnit: 'points',
  toNextReward: '{points} points to your next reward',
  progress: 'Progress to your next reward',
  openRewards: 'Open {name}',
  loading: 'Loading your {name} points…',
  loadError: '{name} isn’t answering right now.',
  retry: 'Try again',
};
