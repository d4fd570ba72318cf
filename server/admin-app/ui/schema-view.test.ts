// What the generated forms make of the schemas' admin annotations: labels for fields and choices, colour
// fields, and which fields are hidden for what the form holds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formSchema, hiddenFields } from './schema-view.ts';

const schemaOf = (group: string) => JSON.parse(readFileSync(new URL(`../../../schemas/settings/${group}.json`, import.meta.url), 'utf8'));

describe('the form schema of a settings group', () => {
  it('shows choices and fields by their labels, and colours as colour fields', () => {
    const wishlist = formSchema(schemaOf('wishlist'), { withoutActive: true })!;
    const props = wishlist.properties as Record<string, Record<string, unknown>>;
    expect(props.notificationDestination!.oneOf).toEqual([
      { const: 'widget', title: 'In the panel' },
      { const: 'site', title: 'Whole site' },
      { const: 'button', title: 'Next to the button' },
    ]);
    expect(props.notificationDestination!.title).toBe('Saved and removed messages');
    expect(props).not.toHaveProperty('isActive');
    // No labels in the schema: the values in words.
    const meButton = formSchema({ type: 'object', properties: { corner: { type: 'string', enum: ['bottom-right', 'top-left'] } } })!;
    expect((meButton.properties as Record<string, { oneOf: unknown }>).corner!.oneOf).toEqual([{ const: 'bottom-right', title: 'Bottom right' }, { const: 'top-left', title: 'Top left' }]);
    const look = formSchema(schemaOf('look'))!.properties as Record<string, Record<string, unknown>>;
    expect(look.accent!.format).toBe('color');
    expect(look.radius!.title).toBe('Corner radius');
  });

  it('keeps a conditional restatement from replacing a field (its label and all) when the condition holds', () => {
    const wishlist = formSchema(schemaOf('wishlist'), { withoutActive: true })!;
    expect((wishlist.then as { properties?: unknown }).properties).toEqual({});
  });

  it('hides a dependent field until its sibling asks for it, and every field of a form whose switch is off', () => {
    const wishlist = formSchema(schemaOf('wishlist'), { withoutActive: true })!;
    expect(hiddenFields(wishlist, { icon: 'heart' })).toEqual({ iconMarkup: { 'ui:widget': 'hidden' } });
    expect(hiddenFields(wishlist, { icon: 'custom' })).toEqual({});
    const privacy = formSchema(schemaOf('privacyPolicy'))!;
    expect(Object.keys(hiddenFields(privacy, { isActive: false })).sort()).toEqual(['privacyPolicy', 'termsOfService']);
    expect(hiddenFields(privacy, { isActive: true })).toEqual({});
  });
});
