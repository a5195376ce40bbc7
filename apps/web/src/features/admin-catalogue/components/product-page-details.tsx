import { PRODUCT_METADATA_LIMITS as LIMITS } from '@store/contract/constants';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Field,
  FieldMessages,
  selectClasses,
  TextareaField,
  useFieldMessages,
} from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { parseFileSize, SIZE_UNITS, type SizeUnit } from './file-size';
import {
  blankFileRow,
  blankSoftwareRow,
  type DetailProblems,
  type FileRow,
  fieldOfServerError,
  type PageDetailsValues,
  type SoftwareRow,
} from './page-details-values';

interface ProductPageDetailsProps {
  value: PageDetailsValues;
  onChange: (value: PageDetailsValues) => void;
  /** The section's own problems (pageDetailsProblems), by field id. */
  problems: DetailProblems;
  /** Show every problem, touched or not (after a submit). */
  showAll: boolean;
  /** The server's refusal: shown at the field it names, when it names one of these. */
  serverError?: string | undefined;
}

/**
 * "Product page details" of the product form (issue 16): the files in the download (name,
 * format, size with a unit), compatible software with optional versions, resolution or
 * aspect, and a licence summary. Rows are added and removed with named buttons; focus goes
 * to a new row's first field, and to the add button when a row is removed.
 */
export function ProductPageDetails({
  value,
  onChange,
  problems,
  showAll,
  serverError,
}: ProductPageDetailsProps) {
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const touch = (id: string) =>
    setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
  const serverField = fieldOfServerError(serverError, value);
  const errorOf = (id: string) =>
    (showAll || touched.has(id) ? problems[id] : undefined) ??
    (serverField === id ? serverError : undefined);

  // Focus after the rows are drawn: a new row's first field, or the list's add button.
  const [focusTarget, setFocusTarget] = useState<string>();
  const section = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focusTarget) return;
    section.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

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

  const setFiles = (files: FileRow[]) => onChange({ ...value, files });
  const setSoftware = (software: SoftwareRow[]) => onChange({ ...value, software });
  const editFile = (key: string, change: Partial<FileRow>) =>
    setFiles(value.files.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const editSoftware = (key: string, change: Partial<SoftwareRow>) =>
    setSoftware(value.software.map((row) => (row.key === key ? { ...row, ...change } : row)));

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
        addDisabled={value.files.length >= LIMITS.filesMax}
        addHint={`At most ${LIMITS.filesMax} files.`}
        addFocusId="add-file"
        onAdd={() => {
          const row = blankFileRow();
          setFiles([...value.files, row]);
          setFocusTarget(`file:${row.key}`);
        }}
      >
        {value.files.map((row, index) => (
          <RowGroup
            key={row.key}
            legend={`File ${index + 1}`}
            removeLabel={`Remove file ${index + 1}`}
            onRemove={() => {
              setFiles(value.files.filter((other) => other.key !== row.key));
              setFocusTarget('add-file');
            }}
          >
            <Field
              label="File name"
              data-focus={`file:${row.key}`}
              value={row.name}
              onChange={(event) => editFile(row.key, { name: event.target.value })}
              onBlur={() => touch(`file:${row.key}:name`)}
              error={errorOf(`file:${row.key}:name`)}
              placeholder="e.g. Teal Orange.cube"
              maxLength={LIMITS.fileNameMax}
              autoComplete="off"
              className="col-span-3 sm:col-span-2"
            />
            <Field
              label="Format"
              value={row.format}
              onChange={(event) => editFile(row.key, { format: event.target.value })}
              onBlur={() => touch(`file:${row.key}:format`)}
              error={errorOf(`file:${row.key}:format`)}
              placeholder="CUBE"
              maxLength={LIMITS.formatMax + 1}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <Field
              label="Size"
              value={row.size}
              inputMode="decimal"
              onChange={(event) =>
                editFile(row.key, { size: event.target.value, keptBytes: undefined })
              }
              onBlur={() => {
                touch(`file:${row.key}:size`);
                // "24 MB" typed whole: the number stays in the box, the unit goes to the select.
                const parsed = parseFileSize(row.size, row.unit);
                const number = /^[\d.]+/.exec(row.size.trim())?.[0];
                if (parsed.ok && parsed.unit && number && number !== row.size.trim()) {
                  editFile(row.key, { size: number, unit: parsed.unit });
                }
              }}
              error={errorOf(`file:${row.key}:size`)}
              placeholder="24"
              autoComplete="off"
            />
            <UnitSelect
              value={row.unit}
              onChange={(unit) => editFile(row.key, { unit, keptBytes: undefined })}
            />
          </RowGroup>
        ))}
      </RowList>

      <RowList
        title="Compatible software"
        empty="No software listed besides the sub-category’s."
        error={errorOf('software')}
        addLabel="Add software"
        addDisabled={value.software.length >= LIMITS.softwareMax}
        addHint={`At most ${LIMITS.softwareMax} programs.`}
        addFocusId="add-software"
        onAdd={() => {
          const row = blankSoftwareRow();
          setSoftware([...value.software, row]);
          setFocusTarget(`software:${row.key}`);
        }}
      >
        {value.software.map((row, index) => (
          <RowGroup
            key={row.key}
            legend={`Software ${index + 1}`}
            removeLabel={`Remove software ${index + 1}`}
            onRemove={() => {
              setSoftware(value.software.filter((other) => other.key !== row.key));
              setFocusTarget('add-software');
            }}
          >
            <Field
              label="Software"
              data-focus={`software:${row.key}`}
              value={row.software}
              onChange={(event) => editSoftware(row.key, { software: event.target.value })}
              onBlur={() => touch(`software:${row.key}:software`)}
              error={errorOf(`software:${row.key}:software`)}
              placeholder="e.g. DaVinci Resolve"
              maxLength={LIMITS.softwareNameMax}
              autoComplete="off"
              className="col-span-3 sm:col-span-2"
            />
            <Field
              label="Versions (optional)"
              value={row.versions}
              onChange={(event) => editSoftware(row.key, { versions: event.target.value })}
              onBlur={() => touch(`software:${row.key}:versions`)}
              error={errorOf(`software:${row.key}:versions`)}
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
          value={value.resolution}
          onChange={(event) => onChange({ ...value, resolution: event.target.value })}
          onBlur={() => touch('resolution')}
          error={errorOf('resolution')}
          hint="e.g. 4K UHD (3840×2160) or 9:16 vertical. Leave empty when it does not apply."
          maxLength={LIMITS.resolutionMax}
          autoComplete="off"
        />
        <TextareaField
          label="Licence summary"
          value={value.licenceSummary}
          onChange={(event) => onChange({ ...value, licenceSummary: event.target.value })}
          onBlur={() => touch('licenceSummary')}
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

function UnitSelect({ value, onChange }: { value: SizeUnit; onChange: (unit: SizeUnit) => void }) {
  const { control } = useFieldMessages({});
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-medium text-slate-800">
        Unit
      </label>
      <select
        id={control.id}
        value={value}
        onChange={(event) => onChange(event.target.value as SizeUnit)}
        className={cn(selectClasses, 'mt-1')}
      >
        {SIZE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </div>
  );
}
