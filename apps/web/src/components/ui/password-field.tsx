import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Field, type FieldProps } from './field';

/** A password input with a show/hide toggle (SPEC §2 Login). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
