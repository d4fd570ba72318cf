// Stamp Club's texts in German.
export default {
  pointsUnit: 'Punkte',
  toNextReward: 'Noch {points} Punkte bis zur nächsten Prämie',
  progress: 'Fortschritt bis zur nächsten Prämie',
  openRewards: 'Stamp Club öffnen',
  loading: 'Deine Stamp-Club-Punkte werden geladen…',
  loadError: 'Stamp Club antwortet gerade nicht.',
  retry: 'Erneut versuchen',
};
