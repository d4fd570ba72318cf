// Store credit's texts in German.
export default {
  defaultName: 'Guthaben',
  available: 'verfügbar',
  expires: 'Gültig bis {date}',
  codeLabel: 'Gutscheincode',
  copy: 'Code kopieren',
  copied: 'Kopiert',
  useHint: 'Gib den Code an der Kasse ein, um dein Guthaben zu nutzen.',
  appliedHint: 'Wird an der Kasse angerechnet, wenn du angemeldet bist.',
  loading: 'Dein Guthaben wird geladen…',
  loadError: 'Wir konnten dein Guthaben gerade nicht laden.',
  retry: 'Erneut versuchen',
};
