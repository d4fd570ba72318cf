// rjsf's default templates draw array buttons as Bootstrap glyph icons (empty without Bootstrap's font) and
// the error summary as a Bootstrap panel; these are plain labelled buttons and a plain summary instead.
import type { ErrorListProps, IconButtonProps, MultiSchemaFieldTemplateProps, TemplatesType } from '@rjsf/utils';

function textButton(label: string, variant = 'button-secondary') {
  return function TextButton({ registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className: _className, title: _title, ...rest }: IconButtonProps) {
    return (
      <button type="button" {...rest} className={`button button-small ${variant}`}>
        {label}
      </button>
    );
  };
}

function ErrorList({ errors }: ErrorListProps) {
  return (
    <div className="error-summary">
      <p className="error-summary-title">Fix {errors.length === 1 ? 'this' : `these ${errors.length}`} to save:</p>
      <ul>
        {errors.map((error, i) => (
          <li key={i}>{error.stack}</li>
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
