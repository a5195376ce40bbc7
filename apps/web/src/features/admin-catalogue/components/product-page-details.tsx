import { PRODUCT_METADATA_LIMITS as LIMITS } from '@store/contract/constants';
import { Plus, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import {
  Field,
  FieldMessages,
  selectClasses,
  TextareaField,
  useFieldMessages,
} from '#web/components/ui/field';
import { cn } from '#web/lib/cn';
import { parseFileSize, SIZE_UNITS } from './file-size';
import { blankFileRow, blankSoftwareRow, fieldOfServerError } from './page-details-values';
import type { ProductFormValues } from './product-form-values';
import { useProductFormErrors } from './use-product-form-field';

interface ProductPageDetailsProps {
  /** The server's refusal: shown at the field it names, when it names one of these. */
  serverError?: string | undefined;
}

/**
 * "Product page details" of the product form (issue 16): the files in the download (name,
 * format, size with a unit), compatible software with optional versions, resolution or
 * aspect, and a licence summary. Rows are added and removed with named buttons; focus goes
 * to a new row's first field, and to the add button when a row is removed.
 */
export function ProductPageDetails({ serverError }: ProductPageDetailsProps) {
  const { control, register, getValues, setValue } = useFormContext<ProductFormValues>();
  const files = useFieldArray({ control, name: 'pageDetails.files' });
  const software = useFieldArray({ control, name: 'pageDetails.software' });
  const formError = useProductFormErrors();
  const serverField = fieldOfServerError(serverError, useWatch({ control, name: 'pageDetails' }));
  const errorOf = (path: string) =>
    formError(`pageDetails.${path}`) ?? (serverField === path ? serverError : undefined);

  const section = useRef<HTMLFieldSetElement>(null);
  // The removed row held the focus: it goes to the list's add button.
  const focusAdd = (id: string) =>
    section.current?.querySelector<HTMLElement>(`[data-focus="${id}"]`)?.focus();

  // A refusal naming a field here takes the keyboard there, so a screen reader reads the
  // field with its message (the form's own problems are focused by its submit).
  const focusedError = useRef<string>(undefined);
  useEffect(() => {
    if (serverError === focusedError.current) return;
    focusedError.current = serverError;
    if (serverError && serverField) {
      section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [serverError, serverField]);

  /** A size typed whole ("24 MB"): the number stays in the box, the unit goes to the select. */
  function splitSize(index: number) {
    const { size, unit } = getValues(`pageDetails.files.${index}`);
    const parsed = parseFileSize(size, unit);
    const number = /^[\d.]+/.exec(size.trim())?.[0];
    if (parsed.ok && parsed.unit && number && number !== size.trim()) {
      setValue(`pageDetails.files.${index}.size`, number);
      setValue(`pageDetails.files.${index}.unit`, parsed.unit);
    }
  }
  // A changed size or unit is sent as typed, no longer as the stored bytes.
  const forgetKeptBytes = (index: number) =>
    setValue(`pageDetails.files.${index}.keptBytes`, undefined);

  return (
    <fieldset ref={section} className="rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Product page details</legend>
      <p className="text-xs text-slate-500">
        Shown on the product page near the price. All optional.
      </p>

      <RowList
        title="Included files"
        empty="No files listed."
        error={errorOf('files')}
        addLabel="Add file"
        addDisabled={files.fields.length >= LIMITS.filesMax}
        addHint={`At most ${LIMITS.filesMax} files.`}
        addFocusId="add-file"
        onAdd={() =>
          files.append(blankFileRow(), {
            focusName: `pageDetails.files.${files.fields.length}.name`,
          })
        }
      >
        {files.fields.map((row, index) => (
          <RowGroup
            key={row.id}
            legend={`File ${index + 1}`}
            removeLabel={`Remove file ${index + 1}`}
            onRemove={() => {
              focusAdd('add-file');
              files.remove(index);
            }}
          >
            <Field
              label="File name"
              {...register(`pageDetails.files.${index}.name`)}
              error={errorOf(`files.${index}.name`)}
              placeholder="e.g. Teal Orange.cube"
              maxLength={LIMITS.fileNameMax}
              autoComplete="off"
              className="col-span-3 sm:col-span-2"
            />
            <Field
              label="Format"
              {...register(`pageDetails.files.${index}.format`)}
              error={errorOf(`files.${index}.format`)}
              placeholder="CUBE"
              maxLength={LIMITS.formatMax + 1}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <Field
              label="Size"
              inputMode="decimal"
              {...register(`pageDetails.files.${index}.size`, {
                onChange: () => forgetKeptBytes(index),
                onBlur: () => splitSize(index),
              })}
              error={errorOf(`files.${index}.size`)}
              placeholder="24"
              autoComplete="off"
            />
            <UnitSelect
              {...register(`pageDetails.files.${index}.unit`, {
                onChange: () => forgetKeptBytes(index),
              })}
            />
          </RowGroup>
        ))}
      </RowList>

      <RowList
        title="Compatible software"
        empty="No software listed besides the sub-category’s."
        error={errorOf('software')}
        addLabel="Add software"
        addDisabled={software.fields.length >= LIMITS.softwareMax}
        addHint={`At most ${LIMITS.softwareMax} programs.`}
        addFocusId="add-software"
        onAdd={() =>
          software.append(blankSoftwareRow(), {
            focusName: `pageDetails.software.${software.fields.length}.software`,
          })
        }
      >
        {software.fields.map((row, index) => (
          <RowGroup
            key={row.id}
            legend={`Software ${index + 1}`}
            removeLabel={`Remove software ${index + 1}`}
            onRemove={() => {
              focusAdd('add-software');
              software.remove(index);
            }}
          >
            <Field
              label="Software"
              {...register(`pageDetails.software.${index}.software`)}
              error={errorOf(`software.${index}.software`)}
              placeholder="e.g. DaVinci Resolve"
              maxLength={LIMITS.softwareNameMax}
              autoComplete="off"
              className="col-span-3 sm:col-span-2"
            />
            <Field
              label="Versions (optional)"
              {...register(`pageDetails.software.${index}.versions`)}
              error={errorOf(`software.${index}.versions`)}
              placeholder="e.g. 18 and later"
              maxLength={LIMITS.versionsMax}
              autoComplete="off"
              className="col-span-3 sm:col-span-3"
            />
          </RowGroup>
        ))}
      </RowList>

      <div className="mt-4 grid gap-4">
        <Field
          label="Resolution / aspect"
          {...register('pageDetails.resolution')}
          error={errorOf('resolution')}
          hint="e.g. 4K UHD (3840×2160) or 9:16 vertical. Leave empty when it does not apply."
          maxLength={LIMITS.resolutionMax}
          autoComplete="off"
        />
        <TextareaField
          label="Licence summary"
          {...register('pageDetails.licenceSummary')}
          error={errorOf('licenceSummary')}
          hint="A sentence or two on what buyers may do, e.g. personal and commercial projects."
          rows={3}
          maxLength={LIMITS.licenceSummaryMax}
        />
      </div>
    </fieldset>
  );
}

/** One repeatable list: its heading (legend), its rows, and the button that adds one. */
function RowList({
  title,
  empty,
  error,
  addLabel,
  addDisabled,
  addHint,
  addFocusId,
  onAdd,
  children,
}: {
  title: string;
  empty: string;
  error: string | undefined;
  addLabel: string;
  addDisabled: boolean;
  addHint: string;
  addFocusId: string;
  onAdd: () => void;
  children: ReactNode[];
}) {
  const { control, messages } = useFieldMessages({ error });
  return (
    <fieldset
      id={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      className="mt-4"
    >
      <legend className="text-sm font-medium text-slate-800">{title}</legend>
      {children.length > 0 ? (
        <div className="mt-2 grid gap-3">{children}</div>
      ) : (
        <p className="mt-1 text-xs text-slate-500">{empty}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          data-focus={addFocusId}
          disabled={addDisabled}
          onClick={onAdd}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        {addDisabled && <span className="text-xs text-slate-500">{addHint}</span>}
      </div>
      <FieldMessages {...messages} />
    </fieldset>
  );
}

/** One row of a list, a group named "File 2" with its remove button. */
function RowGroup({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg bg-slate-50 p-3">
      <legend className="sr-only">{legend}</legend>
      {/* The name and the remove button share a line, so the fields keep a phone's width. */}
      <div className="-mt-1 mb-1 flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-xs font-medium text-slate-600">
          {legend}
        </p>
        <Button
          variant="ghostDanger"
          size="sm"
          className="-mr-1 px-2"
          aria-label={removeLabel}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="grid grid-cols-3 items-start gap-2 sm:grid-cols-5">{children}</div>
    </fieldset>
  );
}

/** The size's unit, a registered <select> (its props come from the form's register). */
function UnitSelect(props: ComponentProps<'select'>) {
  const { control } = useFieldMessages({});
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-medium text-slate-800">
        Unit
      </label>
      <select id={control.id} {...props} className={cn(selectClasses, 'mt-1')}>
        {SIZE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </div>
  );
}
