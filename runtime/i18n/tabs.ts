// The tab pages' names, in en.ts and de.ts; the guest's login card the loader's frame draws puts the tab's name in
// the frame's heading too (app/frame-login.ts), so it takes only these.
export const TABS_EN = { 'nav.foryou': 'For you', 'nav.orders': 'Orders', 'nav.profile': 'Profile' };
export const TABS_DE: typeof TABS_EN = { 'nav.foryou': 'Für dich', 'nav.orders': 'Bestellungen', 'nav.profile': 'Profil' };
