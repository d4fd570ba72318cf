// The slots the page editor offers: every page slot of the catalogue in words, then an enabled plugin's own
// slots only (a catalogue slot it also fills is not listed twice, another plugin's id is not listed at all).
import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS } from '../../../runtime/slots/catalogue.ts';
import { slotChoices } from './slot-choices.ts';

describe('slot choices', () => {
  it('lists the page slots of the catalogue, in words, then plugins\' own slots', () => {
    const choices = slotChoices([{ id: 'acme-loyalty', name: 'Acme Loyalty', slots: ['forYou.points', 'acme-loyalty.rewardsInfo', 'other-plugin.thing'] }]);
    const pageSlots = Object.values(PAGE_LAYOUTS).flat();
    expect(choices.map((c) => c.id)).toEqual([...pageSlots, 'acme-loyalty.rewardsInfo']);
    expect(choices.find((c) => c.id === 'forYou.points')).toEqual({ id: 'forYou.points', label: 'Loyalty points cards', group: 'From For you' });
    expect(choices.at(-1)).toEqual({ id: 'acme-loyalty.rewardsInfo', label: 'Acme Loyalty: rewards info', group: 'Acme Loyalty' });
    // No label is an id: every one reads as words.
    expect(choices.filter((c) => /[a-z]\.[a-z]/i.test(c.label))).toEqual([]);
  });
});
