import {
  EMAIL_MAX,
  MOBILE_MAX,
  NAME_MAX,
  type User,
  updateUserRequestSchema,
} from '@store/contract/user';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, useFocusFirstInvalid } from '#web/components/ui/field';
import { formErrors, hasErrors, leftFilled } from '#web/lib/form';
import { useUpdateUser } from '../api/update-user';

/** What each empty field says (SPEC §5: all three required). */
const prompts = {
  name: 'Enter your name.',
  email: 'Enter your email.',
  mobile: 'Enter your mobile number.',
} as const;
type FieldName = keyof typeof prompts;

/**
 * SPEC §2 Profile: name, e-mail and mobile, all required (§5). Submit is always there to
 * press (issue 15): a refused submit names each wrong field and takes focus to the first;
 * one with nothing changed says so. Keyed by the saved values by its parent, so it starts
 * afresh after a save.
 */
export function ProfileForm({ user }: { user: User }) {
  const saved = { name: user.name, email: user.email, mobile: user.mobile ?? '' };
  const [values, setValues] = useState(saved);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [unchangedNote, setUnchangedNote] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const update = useUpdateUser();

  const errors = formErrors(updateUserRequestSchema, values, prompts);
  const changed = (Object.keys(prompts) as FieldName[]).some(
    (field) => values[field].trim() !== saved[field],
  );

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setUnchangedNote(false);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (leftFilled(event)) setTouched((current) => ({ ...current, [name]: true }));
    },
    error: touched[name] ? errors[name] : undefined,
    required: true,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setTouched({ name: true, email: true, mobile: true });
    if (hasErrors(errors)) return focusFirstInvalid();
    if (!changed) return setUnchangedNote(true);
    update.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile: values.mobile.trim(),
    });
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <Field
        label="Name"
        autoComplete="name"
        placeholder="Enter your name"
        maxLength={NAME_MAX}
        {...field('name')}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        maxLength={EMAIL_MAX}
        {...field('email')}
      />
      <Field
        label="Mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        maxLength={MOBILE_MAX}
        {...field('mobile')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Submit'}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {unchangedNote ? 'Nothing to save: no field has changed.' : ''}
        </p>
      </div>
    </form>
  );
}
