import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Field,
  FieldMessages,
  TextareaField,
  useFieldMessages,
  useFocusFirstInvalid,
} from './field';

/** A form in the shape issue 15 asks for: errors appear on submit, focus goes to the first. */
function SignUpForm() {
  const [values, setValues] = useState({ name: '', email: '', about: '', plan: '' });
  const [submitted, setSubmitted] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const errors = {
    name: values.name ? undefined : 'Name is required',
    email: values.email.includes('@') ? undefined : 'Email must be a valid e-mail address',
    about: values.about ? undefined : 'About is required',
    plan: values.plan ? undefined : 'Choose a plan',
  };
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);
  const plan = useFieldMessages({ error: shown('plan') });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) focusFirstInvalid();
  }

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <form ref={ref} noValidate onSubmit={onSubmit}>
      <Field label="Name" value={values.name} onChange={change('name')} error={shown('name')} />
      <Field
        label="Email"
        hint="We send the receipt here."
        value={values.email}
        onChange={change('email')}
        error={shown('email')}
      />
      <TextareaField
        label="About"
        value={values.about}
        onChange={change('about')}
        error={shown('about')}
      />
      <label htmlFor={plan.control.id}>Plan</label>
      <select {...plan.control} value={values.plan} onChange={change('plan')}>
        <option value="">None</option>
        <option value="pro">Pro</option>
      </select>
      <FieldMessages {...plan.messages} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the field error pattern', () => {
  it('marks nothing invalid before a submit, and links the hint', () => {
    render(<SignUpForm />);
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('We send the receipt here.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('on a refused submit marks every wrong field, links each message and focuses the first', async () => {
    const user = userEvent.setup();
    render(<SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    // The hint stays linked beside the error.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We send the receipt here. Email must be a valid e-mail address',
    );
    expect(screen.getByLabelText('About')).toHaveAccessibleDescription('About is required');
    expect(screen.getByLabelText('Plan')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription('Choose a plan');
  });

  it('focuses the first field still wrong, in document order, whatever its kind', async () => {
    const user = userEvent.setup();
    render(<SignUpForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('About'), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Plan')).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('re-focuses a field that already has focus, so its message is read again on Enter', async () => {
    const user = userEvent.setup();
    render(<SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();

    let focusEvents = 0;
    name.addEventListener('focus', () => {
      focusEvents += 1;
    });
    await user.keyboard('{Enter}');
    expect(name).toHaveFocus();
    expect(focusEvents).toBe(1);
  });

  it('leaves focus alone when the submit is accepted', async () => {
    const user = userEvent.setup();
    render(<SignUpForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('About'), 'Editor');
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
