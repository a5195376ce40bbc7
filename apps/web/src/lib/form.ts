import { issueSentence } from '@store/contract/field-labels';

/** What a contract (zod) schema's safeParse gives back, without importing zod here. */
interface SafeParser {
  safeParse(input: unknown):
    | { success: true }
    | {
        success: false;
        error: {
          issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string }>;
        };
      };
}

/**
 * The first problem with each field, checked by the contract's own schema, so the page and
 * the server agree on every rule. Contract messages leave the field out ("is required"),
 * so each is prefixed with the field's label: "Pincode must be a 6-digit Indian pincode".
 * A message that is already a sentence (capitalised, e.g. SPEC §5's 'Password and confirm
 * password must be the same') is shown as it is.
 */
export function fieldErrors<Field extends string>(
  schema: SafeParser,
  values: unknown,
  labels: Record<Field, string>,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (!(field in labels) || errors[field]) continue;
    const sentence = /^[A-Z]/.test(issue.message);
    errors[field] = sentence ? issue.message : `${labels[field]} ${issue.message}`;
  }
  return errors;
}

/**
 * What a form shows under each field, checked by the contract's own schema: a blank field
 * (or an empty list of choices) gets the form's own prompt (`blank`, e.g. "Enter your name."), any other problem the
 * sentence the server would answer with ("Pincode must be a 6-digit Indian pincode.",
 * `issueSentence`), and SPEC's quoted sentences word for word. Only the fields listed in
 * `blank` are reported: they are the form's fields.
 */
export function formErrors<Field extends string>(
  schema: SafeParser,
  values: Partial<Record<Field, unknown>>,
  blank: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(blank) as Field[]) {
    const value = values[field];
    const empty =
      typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && !value.length;
    if (empty) errors[field] = blank[field];
  }
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (!(field in blank) || errors[field]) continue;
    errors[field] =
      issue.message === 'is required'
        ? (blank[field] as string)
        : issueSentence(issue.path, issue.message, issue.code);
  }
  return errors;
}

/** Whether a form's errors hold anything. */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * Whether leaving a field should show its message: only once it holds something. An empty
 * field's prompt waits for Submit; shown on blur, its line would push Submit down under the
 * pointer heading for it, and the click would miss.
 */
export function leftFilled(event: { currentTarget: { value: string } }): boolean {
  return event.currentTarget.value.trim() !== '';
}
