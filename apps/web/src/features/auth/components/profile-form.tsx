import { type User, updateUserRequestSchema } from '@store/contract/user';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { fieldErrors } from '../../../lib/form';
import { useUpdateUser } from '../api/update-user';

const labels = { name: 'Name', email: 'Email', mobile: 'Mobile' } as const;
type FieldName = keyof typeof labels;

/**
 * SPEC §2 Profile: name, e-mail and mobile, all required (§5). Submit is enabled once
 * something changed and every field passes the contract's rules. Keyed by the saved values
 * by its parent, so it starts afresh after a save.
 */
export function ProfileForm({ user }: { user: User }) {
  const saved = { name: user.name, email: user.email, mobile: user.mobile ?? '' };
  const [values, setValues] = useState(saved);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const update = useUpdateUser();

  const errors = fieldErrors(updateUserRequestSchema, values, labels);
  const valid = Object.keys(errors).length === 0;
  const changed = (Object.keys(labels) as FieldName[]).some(
    (field) => values[field].trim() !== saved[field],
  );

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
    required: true,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changed && valid) {
      update.mutate({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim(),
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <Field label="Name" autoComplete="name" placeholder="Enter your name" {...field('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        {...field('email')}
      />
      <Field
        label="Mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        {...field('mobile')}
      />
      <div>
        <Button type="submit" disabled={!changed || !valid || update.isPending}>
          {update.isPending ? 'Saving…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
