// formatErrors turns real ajv errors (from the same ajv setup the generator uses) into one readable line.
import { createAjv } from './codegen/ajv.ts';
import { loadSchemaFiles, SCHEMA_BASE_URL } from './codegen/schema-files.ts';
import { errorPath, formatErrors } from './validate.ts';

const ajv = createAjv(await loadSchemaFiles());

function errorsOf(group: string, data: unknown) {
  const validate = ajv.getSchema(`${SCHEMA_BASE_URL}settings/${group}.json`)!;
  expect(validate(data)).toBe(false);
  return validate.errors;
}

describe('formatErrors', () => {
  it('names the group and property and lists the allowed values of an enum', () => {
    expect(formatErrors(errorsOf('wishlist', { icon: 'hearts' }), 'wishlist')).toBe(
      'wishlist.icon: must be equal to one of the allowed values (heart, star, bookmark, custom)',
    );
  });

  it('reports a failed conditional requirement once, without the "if" summary error', () => {
    expect(formatErrors(errorsOf('wishlist', { icon: 'custom' }), 'wishlist')).toBe("wishlist: must have required property 'iconMarkup'");
  });

  it('names the unknown property of a typo', () => {
    expect(formatErrors(errorsOf('wishlist', { showInAppButton: true }), 'wishlist')).toBe(
      "wishlist: must NOT have additional properties: 'showInAppButton'",
    );
  });

  it('writes array indexes as [n] and joins several errors with "; "', () => {
    const errors = errorsOf('notificationTriggers', { triggers: [{ amount: 0, toastMessage: 'Hi', delay: -1 }] });
    expect(formatErrors(errors, 'notificationTriggers')).toBe(
      'notificationTriggers.triggers[0].amount: must be >= 1; notificationTriggers.triggers[0].delay: must be >= 0',
    );
  });

  it('works without a root name and on loosely typed errors', () => {
    expect(formatErrors(errorsOf('authMethod', { method: 'sms' }))).toBe('method: must be equal to one of the allowed values (otp, magicLink)');
    expect(formatErrors([{ instancePath: '', message: 'must be object' }])).toBe('(root): must be object');
    expect(formatErrors([{ message: 'x' }, { message: 'x' }], 'g')).toBe('g: x');
  });

  it('never returns an empty reason', () => {
    expect(formatErrors(null, 'wishlist')).toBe('wishlist: invalid');
    expect(formatErrors([], '')).toBe('(root): invalid');
  });
});

describe('errorPath', () => {
  it('unescapes JSON pointer segments', () => {
    expect(errorPath('/links/0/url')).toBe('links[0].url');
    expect(errorPath('/a~1b/c~0d', 'root')).toBe('root.a/b.c~d');
    expect(errorPath('', 'root')).toBe('root');
  });
});
