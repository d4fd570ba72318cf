// Membership's texts in German.
export default {
  text: 'Deine Vorteile, Mitglieder-Events und Angebote an einem Ort.',
  open: 'Mitgliedschaft ansehen',
};
