import { Form, type FormRule, Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AmountInput, BizNoInput, DigitsInput, PhoneInput } from './form-inputs';
import type { FormFieldDef } from './form-page.types';
import { fieldIssue, fieldLabel, isRequiredField } from './zod-form';

const inputOf = (field: FormFieldDef): ReactNode => {
  const common = { placeholder: field.placeholder, disabled: field.disabled };
  switch (field.widget) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={field.maxLength}
          showCount
        />
      );
    case 'password':
      return (
        <Input.Password {...common} autoComplete={field.autoComplete ?? 'new-password'} maxLength={128} />
      );
    case 'phone':
      return <PhoneInput {...common} />;
    case 'bizNo':
      return <BizNoInput {...common} />;
    case 'digits':
      return <DigitsInput {...common} maxLength={field.maxLength} />;
    case 'email':
      return <Input {...common} type="email" inputMode="email" autoComplete="off" maxLength={100} />;
    case 'select':
      return (
        <Select
          {...common}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!field.disabled}
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'won':
      return <AmountInput {...common} />;
    case 'number':
      // Whole numbers too: a fraction is refused by the schema in words, never rounded here.
      return <AmountInput {...common} unit="" />;
    case 'switch':
      return <Switch disabled={field.disabled} checkedChildren="예" unCheckedChildren="아니오" />;
    case 'custom':
      return field.input ?? null;
    default:
      return <Input {...common} autoComplete={field.autoComplete ?? 'off'} maxLength={field.maxLength} />;
  }
};

/** One labelled box whose label, required mark and messages come from the schema. */
export const FormField = ({ field, schema }: { field: FormFieldDef; schema: z.ZodType }) => {
  const rules: FormRule[] = [
    {
      validator: async (_rule, value) => {
        const message = fieldIssue(schema, field.name, field.widget, value);
        if (message) throw new Error(message);
      },
    },
  ];
  return (
    <Form.Item
      name={field.name}
      label={field.label ?? fieldLabel(schema, field.name)}
      required={isRequiredField(schema, field.name, field.widget)}
      rules={field.disabled ? [] : rules}
      validateTrigger="onBlur"
      valuePropName={field.widget === 'switch' ? 'checked' : 'value'}
      extra={field.help}
    >
      {inputOf(field)}
    </Form.Item>
  );
};
