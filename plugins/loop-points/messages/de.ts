// Loop Rewards' texts in German.
export default {
  pointsUnit: 'Punkte',
  earnHint: 'Du bekommst 1 Punkt für jeden ausgegebenen {amount}.',
  seeRewards: 'Zu deinen Prämien',
  loading: 'Deine Punkte werden geladen…',
  loadError: 'Wir konnten deine Punkte gerade nicht laden.',
  retry: 'Erneut versuchen',
};
