import { withoutAnnotations } from './ajv.ts';

describe('withoutAnnotations (the schemas the generated validators embed)', () => {
  it('drops descriptions, titles, comments and examples, keeps what validates', () => {
    const schema = {
      $comment: 'why', title: 'Manifest', description: 'What it is', type: 'object', required: ['title'],
      properties: {
        // Properties that carry an annotation keyword's name are schemas: they stay, their own annotations go.
        description: { type: 'string', maxLength: 500, description: 'Shown in the admin' },
        title: { type: 'string', examples: ['Acme'] },
        examples: true,
        hooks: { type: 'array', items: { enum: ['open', 'close'] }, tsEnumNames: ['Open', 'Close'] },
      },
      // Data is left alone, even where it looks like an annotation.
      default: { description: 'kept', title: 'kept' },
      const: { $comment: 'kept' },
    };
    expect(withoutAnnotations(schema)).toEqual({
      type: 'object', required: ['title'],
      properties: {
        description: { type: 'string', maxLength: 500 },
        title: { type: 'string' },
        examples: true,
        hooks: { type: 'array', items: { enum: ['open', 'close'] } },
      },
      default: { description: 'kept', title: 'kept' },
      const: { $comment: 'kept' },
    });
  });
});
