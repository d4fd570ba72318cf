// The settings forms' look in the embedded admin: rjsf's widgets and templates drawn with Polaris (Shopify's
// admin design system), so a generated form reads like Shopify's own settings. The schema's description is the
// field's help text and its errors (the browser's or the server's) show under the field, as Polaris does.
import type { FieldTemplateProps, MultiSchemaFieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps, ErrorListProps } from '@rjsf/utils';
import { Banner, BlockStack, Checkbox, List, Select, Text, TextField } from '@shopify/polaris';
import type { FormLook } from './SettingsForm.tsx';
import { templatesWith } from './templates.tsx';
import { colourDefault, colourPlaceholder, pickerValue } from './ColorWidget.tsx';

const errorOf = (rawErrors: string[] | undefined) => (rawErrors?.length ? rawErrors.join(' ') : undefined);
const helpOf = (props: WidgetProps) => (typeof props.schema.description === 'string' ? props.schema.description : undefined);

function textInput(multiline: boolean) {
  return function PolarisText(props: WidgetProps) {
    const { id, label, hideLabel, value, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus, options, placeholder } = props;
    const numeric = schema.type === 'number' || schema.type === 'integer';
    const type = numeric ? 'number' : schema.format === 'uri' ? 'url' : schema.format === 'email' ? 'email' : 'text';
    return (
      <TextField
        id={id}
        label={label || id}
        labelHidden={!!hideLabel}
        value={value === undefined || value === null ? '' : String(value)}
        type={type}
        multiline={multiline ? 3 : false}
        autoComplete="off"
        requiredIndicator={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        error={errorOf(rawErrors)}
        helpText={helpOf(props)}
        onChange={(text) => {
          if (text === '') return onChange(options.emptyValue);
          // A number the browser can read is stored as one; anything else stays text for the schema to refuse.
          onChange(numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  };
}

function PolarisCheckbox(props: WidgetProps) {
  const { id, label, value, disabled, readonly, rawErrors, onChange } = props;
  return <Checkbox id={id} label={label || id} checked={!!value} disabled={disabled || readonly} error={errorOf(rawErrors)} helpText={helpOf(props)} onChange={(checked) => onChange(checked)} />;
}

function PolarisSelect(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, onChange, options } = props;
  const choices = (options.enumOptions ?? []).map((option, i) => ({ label: option.label, value: String(i) }));
  const index = (options.enumOptions ?? []).findIndex((option) => option.value === value);
  return (
    <Select
      id={id}
      label={label || id}
      options={index < 0 ? [{ label: 'Choose…', value: '' }, ...choices] : choices}
      value={index < 0 ? '' : String(index)}
      requiredIndicator={required}
      disabled={disabled || readonly}
      error={errorOf(rawErrors)}
      helpText={helpOf(props)}
      onChange={(chosen) => onChange(chosen === '' ? options.emptyValue : options.enumOptions?.[Number(chosen)]?.value)}
    />
  );
}

/** A colour setting: Polaris's text field for the hex code, the browser's colour picker before it. */
function PolarisColor(props: WidgetProps) {
  const { id, label, value, disabled, readonly, rawErrors, onChange, options } = props;
  const fallback = colourDefault(props);
  return (
    <TextField
      id={id}
      label={label || id}
      value={typeof value === 'string' ? value : ''}
      placeholder={colourPlaceholder(fallback)}
      autoComplete="off"
      disabled={disabled || readonly}
      error={errorOf(rawErrors)}
      helpText={helpOf(props)}
      prefix={
        <input
          type="color"
          className="color-swatch"
          aria-label={`${label}: pick a colour`}
          value={pickerValue(value, fallback)}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.value)}
        />
      }
      onChange={(text) => onChange(text === '' ? options.emptyValue : text.trim())}
    />
  );
}

const widgets: RegistryWidgetsType = {
  ColorWidget: PolarisColor,
  TextWidget: textInput(false),
  URLWidget: textInput(false),
  EmailWidget: textInput(false),
  UpDownWidget: textInput(false),
  TextareaWidget: textInput(true),
  CheckboxWidget: PolarisCheckbox,
  SelectWidget: PolarisSelect,
};

/** A field is its widget (label, help and errors included); hidden fields stay out of sight and of the tab order. */
function FieldTemplate({ children, hidden, classNames, style }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div className={classNames} style={style}>
      {children}
    </div>
  );
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const nested = (fieldPathId?.path?.length ?? 0) > 0;
  return (
    <BlockStack gap="300">
      {nested && title && (
        <Text as="h5" variant="headingSm">
          {title}
        </Text>
      )}
      {nested && typeof description === 'string' && description && (
        <Text as="p" tone="subdued">
          {description}
        </Text>
      )}
      {properties.filter((p) => !p.hidden).map((p) => (
        <div key={p.name}>{p.content}</div>
      ))}
    </BlockStack>
  );
}

/** The choice between a field's forms: Polaris's select already carries its label. */
function ChoiceOfForms({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <BlockStack gap="200">
      {selector}
      {optionSchemaField}
    </BlockStack>
  );
}

function ErrorList({ errors }: ErrorListProps) {
  return (
    <Banner tone="critical" title={errors.length === 1 ? 'Fix this to save' : `Fix these ${errors.length} to save`}>
      <List>
        {errors.map((error, i) => (
          <List.Item key={i}>{error.stack}</List.Item>
        ))}
      </List>
    </Banner>
  );
}

export const polarisLook: FormLook = {
  templates: (options) => ({ ...templatesWith(options), FieldTemplate, ObjectFieldTemplate, MultiSchemaFieldTemplate: ChoiceOfForms, ErrorListTemplate: ErrorList }),
  widgets,
};
