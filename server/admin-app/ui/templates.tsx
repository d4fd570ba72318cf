// rjsf's default templates draw array buttons as Bootstrap glyph icons (empty without Bootstrap's font) and
// the error summary as a Bootstrap panel; these are plain labelled buttons and a plain summary instead.
import type { ErrorListProps, IconButtonProps, TemplatesType } from '@rjsf/utils';

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

export type Templates = Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates: Partial<TemplatesType['ButtonTemplates']> };

export const templatesWith = ({ addText }: { addText: string }): Templates => ({
  ErrorListTemplate: ErrorList,
  ButtonTemplates: {
    AddButton: textButton(addText),
    CopyButton: textButton('Copy'),
    MoveUpButton: textButton('Move up'),
    MoveDownButton: textButton('Move down'),
    RemoveButton: textButton('Remove', 'button-danger'),
    ClearButton: textButton('Clear'),
  },
});
