// The profile's texts in English (namespaces `profile` and `personal-info`): its page links, support heading and
// the personal info form. Loaded with those pages (ctx.i18n.load), not in the panel's first open.
const en = {
  preferences: 'Preferences',
  info: 'Personal info',
  addresses: 'Addresses',
  support: 'Support',
  pages: 'Your account',
  signedInAs: 'Signed in as',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your email signs you in, so it can’t be changed here.',
  phone: 'Phone',
  birthday: 'Birthday',
  acceptsMarketing: 'Email me with news and offers',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Personal info saved',
  noChanges: 'Nothing changed yet',
  saveError: 'Unable to save personal info',
  loadError: 'Unable to load your personal info.',
  retry: 'Try again',
  loading: 'Loading',
  optional: '(optional)',
};

export default en;
