// Loop Rewards' texts (keys `loop-points.<key>`).
export default {
  pointsUnit: 'points',
  earnHint: 'You earn 1 point for every {amount} you spend.',
  seeRewards: 'See your rewards',
  loading: 'Loading your points…',
  loadError: 'We couldn’t load your points right now.',
  retry: 'Try again',
};
