/**
 * An admin dialog's save: validate the form (its messages show at the fields), then run the save
 * with the values while the OK button spins. A refusal has already been shown by the API client.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';

export const useFormSave = <V>(form: FormInstance<V>, action: (values: V) => Promise<void>) => {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await action(values);
    } catch {
      // the API client has shown the reason
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};
