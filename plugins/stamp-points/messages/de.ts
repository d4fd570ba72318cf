// Stamp Club's texts in German.
export default {
  pointsUnit: 'Punkte',
  toNextReward: 'Noch {points} Punkte bis zur nächsten Prämie',
  progress: 'Fortschritt bis zur nächsten Prämie',
  openRewards: '{name} öffnen',
  loading: 'Deine {name}-Punkte werden geladen…',
  loadError: '{name} antwortet gerade nicht.',
  retry: 'Erneut versuchen',
};
