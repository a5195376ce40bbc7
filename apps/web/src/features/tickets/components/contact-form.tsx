import {
  EMAIL_MAX,
  MOBILE_MAX,
  TICKET_ISSUE_MAX,
  TICKET_NAME_MAX,
} from '@store/contract/constants';
import { fieldNamedIn } from '@store/contract/field-labels';
import { TICKET_MESSAGES } from '@store/contract/ticket';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ApiError } from '#web/lib/api-client';
import { useSubmitTicket } from '../api/submit-ticket';

const EMPTY = { name: '', email: '', mobile: '', issue: '' };
type Values = typeof EMPTY;
type FieldName = keyof Values;

const FIELDS = Object.keys(EMPTY) as FieldName[];

/** The server's refusal starts with the field's label ("Mobile number must be …"). */
function fieldOf(message: string): FieldName | undefined {
  return fieldNamedIn(message, FIELDS);
}

/**
 * SPEC §2 Contact Us / §5: Name, Email (email type), Phone Number (tel type), Issue and
 * Submit. Success toasts 'Your issue has been recorded.' and empties the form; a refusal
 * toasts 'Failed to record your issue.' and shows the server's reason under the form; no
 * answer at all toasts 'Server Error. Please try again.'
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [serverError, setServerError] = useState<string>();
  const submit = useSubmitTicket();
  const errorId = useId();
  const issueId = useId();
  const invalid = serverError ? fieldOf(serverError) : undefined;

  const change = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: FieldName) => ({
    value: values[field],
    'aria-invalid': invalid === field ? true : undefined,
    'aria-describedby': invalid === field ? errorId : undefined,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(undefined);
    submit.mutate(
      {
        name: values.name,
        email: values.email,
        issue: values.issue,
        ...(values.mobile.trim() ? { mobile: values.mobile } : {}),
      },
      {
        onSuccess: () => {
          toast.success(TICKET_MESSAGES.recorded);
          setValues(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) {
            toast.error(TICKET_MESSAGES.serverError);
            return;
          }
          toast.error(TICKET_MESSAGES.recordFailed);
          if (error instanceof ApiError && error.fromServer) setServerError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-4">
      <Field
        label="Name"
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={TICKET_NAME_MAX}
        {...fieldProps('name')}
        onChange={(event) => change('name')(event.target.value)}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        {...fieldProps('email')}
        onChange={(event) => change('email')(event.target.value)}
      />
      <Field
        label="Phone Number"
        name="mobile"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX}
        {...fieldProps('mobile')}
        onChange={(event) => change('mobile')(event.target.value)}
      />
      <div>
        <label htmlFor={issueId} className="block text-sm font-medium text-slate-800">
          Issue
        </label>
        <textarea
          id={issueId}
          name="issue"
          required
          rows={5}
          maxLength={TICKET_ISSUE_MAX}
          {...fieldProps('issue')}
          onChange={(event) => change('issue')(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 aria-invalid:border-red-600 sm:text-sm"
        />
      </div>
      {serverError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? 'Submitting…' : 'Submit'}
      </Button>
    </form>
  );
}
