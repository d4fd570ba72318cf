// rjsf's default templates draw array buttons as Bootstrap glyph icons (empty without Bootstrap's font) and
// the error summary as a Bootstrap panel; these are plain labelled buttons and a plain summary instead.
import type { ErrorListProps, IconButtonProps, MultiSchemaFieldTemplateProps, RJSFSchema, TemplatesType } from '@rjsf/utils';
import { humanize } from './schema-view.ts';

function textButton(label: string, variant = 'button-secondary') {
  return function TextButton({ registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className: _className, title: _title, ...rest }: IconButtonProps) {
    return (
      <button type="button" {...rest} className={`button button-small ${variant}`}>
        {label}
      </button>
    );
  };
}

/**
 * rjsf words an error the API sent (extraErrors) by its path, `.links.0.label must …`; the summary names the
 * field by its title instead, as it does for the errors it found itself.
 */
export function errorLine(stack: string, schema: RJSFSchema): string {
  const match = /^\.(\S+) (.*)$/.exec(stack);
  if (!match) return stack;
  let node: RJSFSchema | undefined = schema;
  let title = '';
  for (const part of match[1]!.split('.')) {
    const next: unknown = /^\d+$/.test(part) ? node?.items : node?.properties?.[part];
    node = next && typeof next === 'object' && !Array.isArray(next) ? (next as RJSFSchema) : undefined;
    if (!/^\d+$/.test(part)) title = node?.title ?? humanize(part);
  }
  return title ? `'${title}' ${match[2]}` : stack;
}

function ErrorList({ errors, schema }: ErrorListProps) {
  return (
    <div className="error-summary">
      <p className="error-summary-title">Fix {errors.length === 1 ? 'this' : `these ${errors.length}`} to save:</p>
      <ul>
        {errors.map((error, i) => (
          <li key={i}>{errorLine(error.stack, schema)}</li>
        ))}
      </ul>
    </div>
  );
}

// rjsf draws the choice between a field's forms (one text for every language, or one per language) as a select
// with no name; a label gives it one.
function ChoiceOfForms({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="choice-of-forms">
      {selector && (
        <label className="choice-of-forms-selector">
          <span>Written as</span>
          {selector}
        </label>
      )}
      {optionSchemaField}
    </div>
  );
}

export type Templates = Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates: Partial<TemplatesType['ButtonTemplates']> };

export const templatesWith = ({ addText }: { addText: string }): Templates => ({
  ErrorListTemplate: ErrorList,
  MultiSchemaFieldTemplate: ChoiceOfForms,
  ButtonTemplates: {
    AddButton: textButton(addText),
    CopyButton: textButton('Copy'),
    MoveUpButton: textButton('Move up'),
    MoveDownButton: textButton('Move down'),
    RemoveButton: textButton('Remove', 'button-danger'),
    ClearButton: textButton('Clear'),
  },
});
